import type { Page } from '@playwright/test';
import { signInAsAdmin, signInAsAdminInArabic } from './admin-session.ts';
import { expectNoSeriousA11yViolations } from './axe-check.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './page-width.ts';
import { siteOrigin } from './site-origin.ts';

const STAT_LABELS = [
  'Toplam İçerik',
  'Aktif Diller',
  'İletişim Mesajları',
  'Bülten Aboneleri',
  'Medya Dosyaları',
  'Hizmetler',
  'Projeler',
  'Fiyat Paketleri',
];

/** A message and a subscriber of this test, removed again afterwards. */
async function sendContactAndSubscribe(page: Page, stamp: string) {
  const contact = await page.request.post('/api/contact', {
    headers: { origin: siteOrigin() },
    data: {
      name: `Panel Testi ${stamp}`,
      email: `panel-${stamp}@example.com`,
      phone: '+90 555 000 00 00',
      subject: `Panel konusu ${stamp}`,
      message: 'Kontrol paneli testinden gönderilen bir mesaj.',
    },
  });
  expect(contact.status()).toBe(201);
  const newsletter = await page.request.post('/api/newsletter', {
    headers: { origin: siteOrigin() },
    data: { email: `panel-${stamp}@example.com` },
  });
  expect(newsletter.status()).toBe(201);
  return { messageId: (await contact.json()).id as number };
}

async function cleanUp(page: Page, stamp: string, messageId: number) {
  await page.request.delete(`/api/admin/contacts/${messageId}`, { headers: { origin: siteOrigin() } });
  const subscribers = (await (await page.request.get('/api/admin/newsletter')).json()) as {
    id: number;
    email: string;
  }[];
  const mine = subscribers.find((subscriber) => subscriber.email === `panel-${stamp}@example.com`);
  if (mine) await page.request.delete(`/api/admin/newsletter/${mine.id}`, { headers: { origin: siteOrigin() } });
}

test.describe('admin dashboard', () => {
  test('shows the eight counts, the latest message and subscriber, and the quick links', async ({ page }) => {
    const stamp = `${Date.now()}`;
    const { messageId } = await sendContactAndSubscribe(page, stamp);
    try {
      await signInAsAdmin(page, '/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' })).toBeVisible();

      const stats = page.getByRole('region', { name: 'Genel bakış' });
      await expect(stats.getByRole('listitem')).toHaveCount(8);
      for (const label of STAT_LABELS) {
        await expect(stats.getByRole('listitem').filter({ hasText: label })).toHaveText(
          new RegExp(`^${label}\\d[\\d.]*`),
        );
      }
      await expect(stats.getByRole('listitem').filter({ hasText: 'Aktif Diller' })).toHaveText('Aktif Diller5');
      await expect(stats.getByRole('listitem').filter({ hasText: 'İletişim Mesajları' })).toContainText(/\d+ yeni/);
      await expect(stats.getByRole('listitem').filter({ hasText: 'Bülten Aboneleri' })).toContainText(/\d+ aktif/);

      const messages = page.getByRole('region', { name: 'Son Mesajlar' });
      const message = messages.getByRole('listitem').filter({ hasText: `Panel Testi ${stamp}` });
      await expect(message).toContainText(`Panel konusu ${stamp}`);
      await expect(message).toContainText('Yeni');
      // Turkish locale: 22.11.2026 09:30
      await expect(message).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
      expect(await messages.getByRole('listitem').count()).toBeLessThanOrEqual(5);

      const subscribers = page.getByRole('region', { name: 'Son Bülten Aboneleri' });
      const subscriber = subscribers.getByRole('listitem').filter({ hasText: `panel-${stamp}@example.com` });
      // Double opt-in: unconfirmed, so inactive.
      await expect(subscriber).toContainText('Pasif');
      expect(await subscribers.getByRole('listitem').count()).toBeLessThanOrEqual(5);

      const quickLinks = page.getByRole('navigation', { name: 'Hızlı bağlantılar' });
      for (const href of ['/admin/content', '/admin/settings', '/admin/services', '/admin/projects', '/admin/media']) {
        await expect(quickLinks.locator(`a[href="${href}"]`)).toHaveCount(1);
      }
      await expectNoSeriousA11yViolations(page, 'dashboard');

      await subscribers.getByRole('link', { name: 'Tüm aboneler' }).click();
      await expect(page).toHaveURL(/\/admin\/contact$/);
      await page.goto('/admin');
      await messages.getByRole('link', { name: 'Tüm mesajlar' }).click();
      await expect(page).toHaveURL(/\/admin\/contact$/);
    } finally {
      await cleanUp(page, stamp, messageId);
    }
  });

  test('speaks Arabic right-to-left', async ({ page }) => {
    await signInAsAdminInArabic(page, '/admin', 'لوحة التحكم');
    await expect(page.getByText('إجمالي المحتوى')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'أحدث الرسائل' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard (ar)');
  });

  test('fits a phone @phone', async ({ page }) => {
    await signInAsAdmin(page, '/admin');
    const stats = page.getByRole('region', { name: 'Genel bakış' });
    await expect(stats.getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('heading', { name: 'Son Mesajlar' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Hızlı bağlantılar' }).scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
  });
});

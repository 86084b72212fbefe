import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parseCsv } from '../server/test/csv-reader.ts';
import { signInAsAdmin, signInAsAdminInArabic } from './admin-session.ts';
import { expect, test } from './fixtures.ts';
import { siteOrigin } from './site-origin.ts';

type MessageInput = { name: string; email: string; phone: string; subject: string; message: string };
type MessageRow = MessageInput & { id: number; status: string };
type SubscriberRow = { id: number; email: string; isActive: boolean; language: string };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** A tab's accessible name: its label, then its count badge. */
const tabName = (label: string, count: number | string) => new RegExp(`^${label}\\s*${count}$`);

/** What a spreadsheet-safe cell holds: a leading ' before = + - @ tab CR LF. */
const neutralised = (value: string) => (/^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value);

async function sendMessage(page: Page, input: MessageInput): Promise<number> {
  const response = await page.request.post('/api/contact', { data: input, headers: { origin: siteOrigin() } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

type Paged<T> = { items: T[]; total: number };

/** A page of a REST list (a JSON array) with the count of all (X-Total-Count). */
async function firstPage<T>(page: Page, path: string): Promise<Paged<T>> {
  const response = await page.request.get(`${path}?pageSize=200`);
  expect(response.status()).toBe(200);
  return { items: await response.json(), total: Number(response.headers()['x-total-count']) };
}

/** The newest 200 messages and the count of all. */
const listMessages = (page: Page) => firstPage<MessageRow>(page, '/api/admin/contacts');
const listSubscribers = (page: Page) => firstPage<SubscriberRow>(page, '/api/admin/newsletter');

/** Cleanup after a failed test (ignores what the test already deleted). */
async function removeMessages(page: Page, ids: number[]) {
  for (const id of ids) await page.request.delete(`/api/admin/contacts/${id}`, { headers: { origin: siteOrigin() } });
}

async function removeSubscriber(page: Page, email: string) {
  const row = (await listSubscribers(page)).items.find((item) => item.email === email);
  if (row) await page.request.delete(`/api/admin/newsletter/${row.id}`, { headers: { origin: siteOrigin() } });
}

/** A toast (Mantine shows one at a time) is there; closing it lets the next one show at once. */
async function expectToast(page: Page, text: string | RegExp) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
  await expect(toast).toHaveCount(0);
}

async function confirmDelete(page: Page, label: string) {
  const dialog = page.getByRole('dialog', { name: 'Silmeyi onaylayın' });
  await expect(dialog).toContainText(label);
  await dialog.getByRole('button', { name: 'Evet, sil' }).click();
}

test.describe('admin contact messages', () => {
  test('counts, a status kept after reload, filters, CSV export and delete', async ({ page }) => {
    const id = unique();
    const first: MessageInput = {
      name: `E2E-${id} Ayşe Çelik`,
      email: `ayse.${id}@example.com`,
      phone: '0532 111 22 33',
      subject: 'Fiyat, "kurumsal" paket — Şişli ofisi',
      message: 'Merhaba,\nkurumsal paket için "hızlı" bir teklif rica ediyorum.\nTeşekkürler.',
    };
    const second: MessageInput = {
      name: `E2E-${id} Ömer Işık`,
      email: `omer.${id}@example.com`,
      phone: '+90 212 555 00 11',
      subject: '=HYPERLINK("http://example.com","tıkla")',
      message: 'Bu mesajın konusu bir formül gibi başlıyor; dışa aktarımda zararsız olmalı.',
    };
    const ids: number[] = [];
    try {
      ids.push(await sendMessage(page, first));
      ids.push(await sendMessage(page, second));
      await signInAsAdmin(page, '/admin/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Mesajlar ve Bülten' })).toBeVisible();

      // Each tab carries its count.
      const total = (await listMessages(page)).total;
      const subscriberCount = (await listSubscribers(page)).total;
      await expect(page.getByRole('tab', { name: tabName('Mesajlar', total) })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tab', { name: tabName('Bülten Aboneleri', subscriberCount) })).toBeVisible();

      const firstCard = page.getByRole('article', { name: first.name });
      const secondCard = page.getByRole('article', { name: second.name });
      await expect(firstCard.getByRole('link', { name: first.email })).toHaveAttribute('href', `mailto:${first.email}`);
      await expect(firstCard.getByRole('link', { name: first.phone })).toHaveAttribute('href', 'tel:05321112233');
      await expect(secondCard.getByRole('link', { name: second.phone })).toHaveAttribute('href', 'tel:+902125550011');
      await expect(firstCard).toContainText(first.subject);
      await expect(firstCard).toContainText('kurumsal paket için "hızlı" bir teklif');
      await expect(firstCard).toContainText(/\d{1,2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
      await expect(firstCard.locator('span', { hasText: /^Yeni$/ })).toBeVisible();

      // The status is saved at once and kept.
      const status = secondCard.getByLabel('Durum', { exact: true });
      await expect(status).toHaveValue('new');
      await status.selectOption({ label: 'Okundu' });
      await expectToast(page, 'Mesaj durumu güncellendi');
      await expect(secondCard.locator('span', { hasText: /^Okundu$/ })).toBeVisible();
      await page.reload();
      await expect(secondCard.getByLabel('Durum', { exact: true })).toHaveValue('read');
      expect((await listMessages(page)).items.find((row) => row.id === ids[1])?.status).toBe('read');

      // Filter by status and search, on the server (Turkish letters folded: "omer isik" finds "Ömer Işık").
      await page.getByLabel('Ara', { exact: true }).fill(`e2e-${id} omer isik`);
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(secondCard).toBeVisible();
      await page.getByLabel('Ara', { exact: true }).fill(`E2E-${id}`);
      await expect(page.getByRole('article')).toHaveCount(2);
      await page.getByLabel('Duruma göre filtrele').selectOption({ label: 'Yeni' });
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(firstCard).toBeVisible();
      await expect(page.getByText(`${total} mesajdan 1 tanesi gösteriliyor`)).toBeVisible();
      await page.getByLabel('Duruma göre filtrele').selectOption({ label: 'Tümü' });
      await expect(page.getByRole('article')).toHaveCount(2);

      // CSV of every message the filters keep, streamed by the server (one call, the screen's filters).
      const exportCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('export')) exportCalls.push(request.url());
      });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'CSV olarak dışa aktar' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^iletisim-mesajlari-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = await readFile(await file.path());
      expect(bytes.subarray(0, 3).equals(BOM)).toBe(true);
      const text = bytes.subarray(3).toString('utf8');
      expect(text.startsWith('"name","email","phone","subject","message","status","date"\r\n')).toBe(true);
      expect(text).toContain(`"'=HYPERLINK(""http://example.com"",""tıkla"")"`);
      const rows = parseCsv(text);
      expect(rows).toHaveLength(3);
      // Newest first, each cell back to what was sent (formula-like cells with their leading ').
      for (const [row, sent, state] of [
        [rows[1], second, 'read'],
        [rows[2], first, 'new'],
      ] as const) {
        expect(row.slice(0, 6)).toEqual([
          sent.name,
          sent.email,
          neutralised(sent.phone),
          neutralised(sent.subject),
          sent.message,
          state,
        ]);
        expect(row[6]).toMatch(/^\d{1,2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
      }
      expect(rows[1][2]).toBe("'+90 212 555 00 11");
      expect(rows[1][3].startsWith("'=")).toBe(true);
      expect(exportCalls).toHaveLength(1);
      expect(new URL(exportCalls[0]).pathname).toBe('/api/admin/contacts/export');
      expect(new URL(exportCalls[0]).searchParams.get('search')).toBe(`E2E-${id}`);
      await expectToast(page, 'CSV dosyası indirildi');

      // Delete both, each after the confirmation.
      await firstCard.getByRole('button', { name: 'Sil' }).click();
      await confirmDelete(page, first.name);
      await expect(firstCard).toHaveCount(0);
      await secondCard.getByRole('button', { name: 'Sil' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'İptal' }).click();
      await expect(secondCard).toBeVisible();
      await secondCard.getByRole('button', { name: 'Sil' }).click();
      await confirmDelete(page, second.name);
      await expect(secondCard).toHaveCount(0);
      await expect(page.getByRole('tab', { name: tabName('Mesajlar', total - 2) })).toBeVisible();
      const left = await listMessages(page);
      expect(left.items.some((row) => ids.includes(row.id))).toBe(false);
    } finally {
      await removeMessages(page, ids);
    }
  });

  test('newsletter: an unconfirmed subscriber turned on, then off, stays inactive, then is erased', async ({
    page,
  }) => {
    const email = `bulten-${unique()}@example.com`;
    try {
      const subscribed = await page.request.post('/api/newsletter', {
        data: { email, language: 'de' },
        headers: { origin: siteOrigin() },
      });
      expect(subscribed.status()).toBe(201);
      await signInAsAdmin(page, '/admin/contact');
      const count = (await listSubscribers(page)).total;
      await page.getByRole('tab', { name: tabName('Bülten Aboneleri', count) }).click();

      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row).toContainText('Deutsch');
      // Double opt-in (issue 12): unconfirmed, so inactive; the admin may turn it on by hand.
      await expect(row).toContainText('Pasif');
      const toggle = row.getByRole('switch', { name: `${email} aboneliği aktif` });
      await expect(toggle).not.toBeChecked();
      // Keyboard, as the switch's input is drawn by its track.
      await toggle.press('Space');
      await expectToast(page, 'Abonelik güncellendi');
      await expect(row).toContainText('Aktif');
      await expect(toggle).toBeChecked();
      await toggle.press('Space');
      await expectToast(page, 'Abonelik güncellendi');
      await expect(row).toContainText('Pasif');
      await expect(toggle).not.toBeChecked();

      await page.reload();
      await page.getByRole('tab', { name: /Bülten Aboneleri/ }).click();
      await expect(row).toContainText('Pasif');
      await expect(toggle).not.toBeChecked();
      expect((await listSubscribers(page)).items.find((item) => item.email === email)?.isActive).toBe(false);

      await row.getByRole('button', { name: 'Sil' }).click();
      await confirmDelete(page, email);
      await expect(row).toHaveCount(0);
      await expect(page.getByRole('tab', { name: tabName('Bülten Aboneleri', count - 1) })).toBeVisible();
      expect((await listSubscribers(page)).items.some((item) => item.email === email)).toBe(false);
    } finally {
      await removeSubscriber(page, email);
    }
  });

  test('a visitor subscribing in the public footer shows up in the admin, inactive until confirmed, on a phone @phone', async ({
    page,
  }) => {
    const email = `altbilgi-${unique()}@example.com`;
    try {
      await page.goto('/');
      await page.getByLabel('E-posta adresiniz').fill(email);
      await page.getByRole('button', { name: 'Abone Ol' }).click();
      // Double opt-in (issue 12): the visitor is told to check their inbox; the address waits inactive.
      await expectToast(page, 'Neredeyse tamam');

      await signInAsAdmin(page, '/admin/contact');
      const viewport = page.viewportSize()?.width ?? 0;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
      await page.getByRole('tab', { name: /Bülten Aboneleri/ }).click();
      // Phones show subscribers as cards (list items), wider screens as a table.
      const row = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: email });
      await expect(row).toContainText('Türkçe');
      await expect(row.getByRole('switch', { name: `${email} aboneliği aktif` })).not.toBeChecked();
      await expect(row.getByRole('button', { name: 'Sil' })).toBeInViewport();
      await expect(row).toContainText('Pasif');
      await row.getByRole('button', { name: 'Sil' }).click();
      await confirmDelete(page, email);
      await expect(row).toHaveCount(0);
    } finally {
      await removeSubscriber(page, email);
    }
  });

  test('speaks Arabic right-to-left', async ({ page }) => {
    const id = unique();
    const ids: number[] = [];
    try {
      ids.push(
        await sendMessage(page, {
          name: `E2E-${id} Arabic`,
          email: `ar.${id}@example.com`,
          phone: '+966 11 000 0000',
          subject: 'استفسار',
          message: 'مرحبا، أريد عرض سعر من فضلكم.',
        }),
      );
      await signInAsAdminInArabic(page, '/admin/contact', 'الرسائل والنشرة');
      await expect(page.getByRole('tab', { name: /الرسائل/ })).toBeVisible();
      await expect(page.getByRole('tab', { name: /مشتركو النشرة/ })).toBeVisible();
      const card = page.getByRole('article', { name: `E2E-${id} Arabic` });
      await expect(card.getByLabel('الحالة', { exact: true }).locator('option')).toHaveText([
        'جديدة',
        'مقروءة',
        'تم الرد',
        'مؤرشفة',
        'رسائل مزعجة',
      ]);
      await expect(page.getByRole('button', { name: 'تصدير بصيغة CSV' })).toBeVisible();
    } finally {
      await removeMessages(page, ids);
    }
  });
});

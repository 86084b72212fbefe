import type { Page } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { expect, test } from './fixtures.ts';
import { siteOrigin } from './site-origin.ts';

/**
 * Spam in the admin inbox (issue 12): a message caught by the honeypot waits in the Spam tab,
 * not in the messages tab nor in the sidebar's count of new messages; "not spam" brings it back
 * as new, "mark as spam" takes a message out, and the sidebar badge follows both.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function send(page: Page, name: string, extra: Record<string, string> = {}): Promise<number> {
  const response = await page.request.post('/api/contact', {
    data: {
      name,
      email: 'spam-test@example.com',
      phone: '+90 532 000 00 00',
      subject: 'Spam testi',
      message: 'Bu mesaj spam sekmesinin testi için gönderildi.',
      ...extra,
    },
    headers: { origin: siteOrigin() },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

async function newCount(page: Page): Promise<number> {
  return (await (await page.request.get('/api/admin/contacts/new-count')).json()).count;
}

test('the spam tab, not spam / mark as spam, and the new-message badge', async ({ page }) => {
  const botName = `Bot ${unique()}`;
  const leadName = `Müşteri ${unique()}`;
  const ids = [await send(page, botName, { website: 'https://spam.example' }), await send(page, leadName)];
  try {
    await signInAsAdmin(page, '/admin/contact');
    // The number shown (the words beside it are for screen readers).
    const badge = page.getByTestId('new-leads-badge').locator('[aria-hidden="true"]');
    const before = await newCount(page);
    await expect(badge).toHaveText(String(before));
    await expect(page.getByRole('link', { name: new RegExp(`${before} yeni mesaj`) })).toBeVisible();

    // Caught by the honeypot: only in the Spam tab.
    await expect(page.getByRole('article', { name: leadName })).toBeVisible();
    await expect(page.getByRole('article', { name: botName })).toHaveCount(0);
    await page.getByRole('tab', { name: /^Spam/ }).click();
    const bot = page.getByRole('article', { name: botName });
    await expect(bot).toBeVisible();
    await expect(page.getByRole('article', { name: leadName })).toHaveCount(0);

    await bot.getByRole('button', { name: 'Spam değil' }).click();
    await expect(page.getByRole('article', { name: botName })).toHaveCount(0);
    await expect(badge).toHaveText(String(before + 1));

    await page.getByRole('tab', { name: /^Mesajlar/ }).click();
    await page.getByRole('article', { name: leadName }).getByRole('button', { name: 'Spam olarak işaretle' }).click();
    await expect(page.getByRole('article', { name: leadName })).toHaveCount(0);
    await expect(badge).toHaveText(String(before));
  } finally {
    for (const id of ids) await page.request.delete(`/api/admin/contacts/${id}`, { headers: { origin: siteOrigin() } });
  }
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { holdRoute } from './held-route.ts';

// A first visit (cookie banner up, no choice stored) runs no app script until the visitor shows
// a sign of life; what the visitor did before the app was there is done once it is
// (src/public/page-boot.js, decision 0059).
test.use({ firstVisit: true, waitForHydration: false });

/** Holds the app's entry script until the returned function is called. */
const holdEntryScript = (page: Page) => holdRoute(page, /\/assets\/index-[^/]+\.js$/);

const appScripts = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.name).length,
  );

test('a first visit paints without the app and starts it at the first sign of life', async ({ page }) => {
  await page.goto('/en');
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Well past the first paint: nothing of the app was requested, nothing hydrated.
  await page.waitForTimeout(1500);
  expect(await appScripts(page)).toBe(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '');

  await page.mouse.move(40, 300);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
  expect(await appScripts(page)).toBeGreaterThan(0);
});

test('a returning visitor (a choice stored) gets the app after the first paint, untouched', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tümünü Kabul Et' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
});

test("the banner's button clicked before the app is there is answered once it is", async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Çerez Kullanımı' });
  await banner.getByRole('button', { name: 'Tümünü Kabul Et' }).click();
  // Held: the app's script has not arrived, the banner is still there and nothing is stored.
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBeNull();

  release();
  await expect(banner).toBeHidden({ timeout: 15_000 });
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));
  expect(record.preferences).toEqual({ necessary: true, performance: true, functionality: true, marketing: true });
});

test('a message typed and sent before the app is there arrives with every field (Arabic page)', async ({ page }) => {
  const release = await holdEntryScript(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/contact.submit')) sent.push(request.postData() ?? '');
  });
  await page.goto('/ar/contact');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  await form.locator('input[name="name"]').fill('Leyla Haddad');
  await form.locator('input[name="email"]').fill('leyla@example.com');
  await form.locator('input[name="phone"]').fill('+90 532 111 22 33');
  await form.locator('input[name="subject"]').fill('Yeni web sitesi');
  await form.locator('textarea[name="message"]').fill('أود الحصول على عرض سعر لموقع جديد.');
  await form.locator('button[type="submit"]').click();
  await page.waitForTimeout(300);
  expect(sent).toEqual([]);

  release();
  await expect(page.getByTestId('contact-thanks')).toBeVisible({ timeout: 15_000 });
  expect(sent).toHaveLength(1);
  for (const typed of ['Leyla Haddad', 'leyla@example.com', '+90 532 111 22 33', 'Yeni web sitesi'])
    expect(sent[0]).toContain(JSON.stringify(typed).slice(1, -1));
});

test('a tap on the menu button before the app is there opens the menu once it is, on a phone (German) @phone', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto('/de');
  const menuButton = page.getByRole('banner').locator('button[aria-controls="mobile-menu"]');
  await menuButton.tap();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  release();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Kontakt' }).first()).toBeVisible();
});

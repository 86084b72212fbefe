import { expect, test } from './fixtures.ts';
import { openMissingPage } from './public-pages.ts';

/** Crawlers and social previews read the head the server writes; the SPA keeps it current. */
test.describe('page heads', () => {
  test('the server writes the page title; moving around the SPA updates it', async ({ page }) => {
    const response = await page.goto('/pricing');
    expect(response?.status()).toBe(200);
    const serverTitle = await page.title();
    expect(serverTitle).toMatch(/ \| TBT Dijital$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pricing$/);

    await page.getByRole('banner').getByRole('link', { name: 'Hizmetler', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page).not.toHaveTitle(serverTitle);
    await expect(page).toHaveTitle(/ \| TBT Dijital$/);
    const servicesTitle = await page.title();

    // Reloading gives the same title from the server as the SPA showed.
    await page.reload();
    await expect(page).toHaveTitle(servicesTitle);
  });

  test('an Arabic page is right-to-left from the first byte, with an Arabic title', async ({ page }) => {
    const response = await page.goto('/ar/about');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
    await expect(page).toHaveTitle(/[\u0600-\u06FF]/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /[\u0600-\u06FF]/);
  });

  test('a service page is titled after the service', async ({ page }) => {
    await page.goto('/en/services/web-tasarim');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle(`${await heading.textContent()} | TBT Dijital`);
  });

  test.describe(() => {
    // Chromium logs the 404 of the document itself.
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test('an unknown address answers 404 and shows Page Not Found', async ({ page }) => {
      await openMissingPage(page, '/en/no-such-page', 'Page Not Found');
    });
  });
});

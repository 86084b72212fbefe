import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** One page of each type, in Turkish and in Arabic, with the first heading the server writes. */
const PAGES = [
  { path: '/', h1: 'Dijital Dönüşümde Güvenilir Ortağınız', lang: 'tr' },
  { path: '/ar', h1: 'شريكك الموثوق في التحول الرقمي', lang: 'ar' },
  { path: '/services', h1: /Hizmetlerimiz/, lang: 'tr' },
  { path: '/ar/services/web-tasarim', h1: /.+/, lang: 'ar' },
  { path: '/services/web-tasarim', h1: 'Web Tasarım', lang: 'tr' },
  { path: '/ecommerce', h1: /.+/, lang: 'tr' },
  { path: '/ar/contact', h1: /.+/, lang: 'ar' },
  { path: '/portfolio', h1: /.+/, lang: 'tr' },
  { path: '/ar/about', h1: 'من نحن', lang: 'ar' },
  { path: '/pricing', h1: /.+/, lang: 'tr' },
  { path: '/kvkk', h1: /KVKK/, lang: 'tr' },
];

/** The text of #main without the parts the browser adds after hydration (map, questionnaires). */
function textOutsideClientParts(page: Page): Promise<string> {
  return page.locator('#main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const part of copy.querySelectorAll('[data-client-part]')) part.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

test.describe('server rendering', () => {
  for (const page of PAGES) {
    test(`${page.path} has its content and links without JavaScript, and hydrates to the same text`, async ({
      browser,
      page: live,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const bare = await context.newPage();
      const response = await bare.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(bare.locator('html')).toHaveAttribute('lang', page.lang);
      await expect(bare.locator('html')).toHaveAttribute('dir', page.lang === 'ar' ? 'rtl' : 'ltr');
      await expect(bare.getByRole('heading', { level: 1 })).toHaveText(page.h1);
      // The main menu's links, in the page's language (a prefix for all but Turkish).
      const prefix = page.lang === 'tr' ? '' : `/${page.lang}`;
      const hrefs = await bare
        .getByRole('banner')
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toContain(`${prefix}/contact`);
      expect(hrefs).toContain(`${prefix}/services`);
      const serverText = await textOutsideClientParts(bare);
      await context.close();

      // With JavaScript: hydration without a warning or error (the console guard), same text.
      await live.goto(page.path);
      await live.waitForLoadState('networkidle');
      await expect(live.getByRole('heading', { level: 1 })).toHaveText(page.h1);
      expect(await textOutsideClientParts(live)).toBe(serverText);
    });
  }

  test('an unknown page answers 404 with the Page Not Found screen, rendered in its language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    const response = await bare.goto('/ar/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(bare.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(bare.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await context.close();
  });

  test('the page paints before its script is requested (page-boot waits for the first contentful paint)', async ({
    page,
  }) => {
    await page.goto('/ar/about');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { paint, firstScript: Math.min(...scripts), scripts: scripts.length };
    });
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts).toBeGreaterThan(1);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint);
  });

  test('the server hands its data over: hydration fetches nothing again', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trpc/')) calls.push(request.url());
    });
    await page.goto('/services/web-tasarim');
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });
});

import { expect, test } from './fixtures.ts';

/**
 * Every public page on the smallest phone we support (360 px), in every language: a heading,
 * and nothing wider than the screen (long German words, Russian, right-to-left Arabic).
 */
const PAGES = [
  '/',
  '/services',
  '/services/web-tasarim',
  '/ecommerce',
  '/pricing',
  '/portfolio',
  '/about',
  '/contact',
  '/software',
  '/privacy',
  '/terms',
  '/cookies',
  '/kvkk',
];
const LANGUAGES = ['tr', 'en', 'de', 'ru', 'ar'] as const;

test.describe('public pages at 360 px @phone', () => {
  test.use({
    viewport: { width: 360, height: 740 },
    // The contact page's place embed is a Google frame: no network here.
    allowedConsoleErrors: [/google\.com|ERR_FAILED|net::/],
  });
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'phone project only');
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
    );
  });

  for (const language of LANGUAGES) {
    test(`no page is wider than the screen in ${language}`, async ({ page }) => {
      test.setTimeout(90_000);
      const problems: string[] = [];
      for (const path of PAGES) {
        const address = language === 'tr' ? path : `/${language}${path === '/' ? '' : path}`;
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 }).first(), address).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        const overflow = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const wide = [...document.querySelectorAll('body *')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && (box.right > width + 1 || box.left < -1);
            })
            .filter((element) => !element.closest('[aria-hidden="true"], [data-overflow-ok]'))
            .slice(0, 3)
            .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
          return { scroll: document.documentElement.scrollWidth - width, wide };
        });
        if (overflow.scroll > 0)
          problems.push(`${address} scrolls ${overflow.scroll}px sideways: ${overflow.wide.join(', ')}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

import { expect, test } from './fixtures.ts';
import { PUBLIC_PAGES } from './public-pages.ts';

/**
 * Every public page on the smallest phone we support (360 px), in every language: a heading,
 * and nothing wider than the screen (long German words, Russian, right-to-left Arabic).
 */
const PAGES = PUBLIC_PAGES;
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

/**
 * The fixed header on phones: logo, quote button and menu button side by side, each whole and
 * inside the screen, in every language (the Russian quote button once pushed the menu button
 * 10 px off a 390 px screen), at the smallest phone we support and at a common one.
 */
test.describe('the header on phones @phone', () => {
  for (const width of [360, 390]) {
    test(`at ${width} px the menu button, quote button and logo fit in all five languages`, async ({ page }) => {
      test.skip(test.info().project.name !== 'phone', 'phone project only');
      await page.setViewportSize({ width, height: 800 });
      const problems: string[] = [];
      for (const language of LANGUAGES) {
        await page.goto(language === 'tr' ? '/' : `/${language}`);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        const header = page.getByRole('banner');
        const menu = header.locator('button[aria-controls="mobile-menu"]');
        await expect(menu).toBeVisible();
        await expect(menu).toBeInViewport({ ratio: 1 });
        const parts = await header.evaluate((element) => {
          const box = (node: Element | null) => {
            const rect = node?.getBoundingClientRect();
            return rect ? { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom } : null;
          };
          const clipped = (node: Element | null) =>
            node instanceof HTMLElement && node.scrollWidth > node.clientWidth + 1;
          const logo = element.querySelector('a');
          const cta = element.querySelector('a[href$="/contact"]');
          const label = cta?.querySelector('.mantine-Button-label') ?? null;
          return {
            viewport: document.documentElement.clientWidth,
            header: box(element),
            logo: box(logo),
            cta: box(cta),
            menu: box(element.querySelector('button[aria-controls="mobile-menu"]')),
            logoClipped: clipped(logo) || clipped(logo?.firstElementChild ?? null),
            ctaClipped: clipped(label),
          };
        });
        const where = `${language} at ${width} px`;
        const inside = (name: string, part: typeof parts.logo) => {
          if (!part) problems.push(`${where}: no ${name}`);
          else if (part.left < -0.5 || part.right > parts.viewport + 0.5)
            problems.push(`${where}: ${name} spans ${Math.round(part.left)}–${Math.round(part.right)}`);
          else if (parts.header && (part.top < parts.header.top - 0.5 || part.bottom > parts.header.bottom + 0.5))
            problems.push(`${where}: ${name} is taller than the header`);
        };
        const apart = (a: string, first: typeof parts.logo, b: string, second: typeof parts.logo) => {
          if (first && second && first.left < second.right - 0.5 && second.left < first.right - 0.5)
            problems.push(`${where}: ${a} overlaps ${b}`);
        };
        inside('logo', parts.logo);
        inside('quote button', parts.cta);
        inside('menu button', parts.menu);
        apart('logo', parts.logo, 'quote button', parts.cta);
        apart('quote button', parts.cta, 'menu button', parts.menu);
        if (parts.logoClipped) problems.push(`${where}: the logo is cut off`);
        if (parts.ctaClipped) problems.push(`${where}: the quote button's label is cut off`);
      }
      expect(problems).toEqual([]);
    });
  }
});

import { expectNoSeriousA11yViolations } from './axe-check.ts';
import { test } from './fixtures.ts';
import { PUBLIC_PAGES } from './public-pages.ts';

const PAGES = [...PUBLIC_PAGES, '/bu-sayfa-yok', '/admin/login', '/ar', '/ar/services', '/ar/contact'];

test.describe('accessibility (axe-core)', () => {
  // The map is a third-party frame: answered with an empty page here (no network), and not audited.
  // The not-found page answers 404, which Chromium logs.
  test.use({ allowedConsoleErrors: [/google\.com|ERR_FAILED|net::|status of 404/] });

  for (const path of PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.route('https://www.google.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
      );
      // goto waits for hydration and the deferred parts (fixtures.ts): the page is complete.
      await page.goto(path);
      await expectNoSeriousA11yViolations(page, path);
    });
  }
});

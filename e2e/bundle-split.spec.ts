import { signInAsAdmin } from './admin-session.ts';
import { expect, test } from './fixtures.ts';

/** Public pages never download the admin area's code or texts (its own lazily loaded chunks). */
const ADMIN_MARKERS = ['admin.common.confirmDelete', 'admin.settings.', 'Failed to delete pricing package'];

test('public pages load no admin code', async ({ page }) => {
  // Seven public pages and the admin walked in one test: about 25 s on a loaded machine.
  test.setTimeout(60_000);
  // The contact page's map frame: no network here.
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
  );
  const scripts = new Map<string, string>();
  const uncompressed: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/assets/')) {
      const body = await response.text().catch(() => '');
      if (response.headers()['content-encoding'] !== 'br' && body.length >= 1024) uncompressed.push(response.url());
      scripts.set(response.url(), body);
    }
  });
  for (const path of ['/', '/services', '/services/web-tasarim', '/ecommerce', '/pricing', '/contact', '/ar/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.size).toBeGreaterThan(3);
  // Scripts of 1 kB and more arrive brotli-compressed (at build time: server/http/precompressed.ts).
  expect(uncompressed).toEqual([]);
  const offending = [...scripts].flatMap(([url, body]) =>
    ADMIN_MARKERS.filter((marker) => body.includes(marker)).map((marker) => `${url} contains ${marker}`),
  );
  expect(offending).toEqual([]);

  // The markers are real: the admin screens do load them.
  const adminScripts = new Map<string, string>();
  page.removeAllListeners('response');
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      adminScripts.set(response.url(), await response.text().catch(() => ''));
  });
  await signInAsAdmin(page, '/admin/services');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...adminScripts.values()].some((body) => body.includes('admin.common.confirmDelete'))).toBe(true);
});

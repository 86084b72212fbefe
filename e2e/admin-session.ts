import type { Page } from '@playwright/test';
import { admin } from './fixtures.ts';

/**
 * Signs the page's browser context in as the e2e admin through the real login call (the
 * session cookie lands in the context), then opens the admin path.
 */
export async function signInAsAdmin(page: Page, path = '/admin'): Promise<void> {
  // The same origin as the config's baseURL (non-GET calls must carry the site's Origin).
  const origin = `http://localhost:${process.env.E2E_PORT}`;
  const response = await page.request.post('/api/admin/login', {
    data: { username: admin.username(), password: admin.password() },
    headers: { origin },
  });
  if (response.status() !== 200) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`);
  await page.goto(path);
}

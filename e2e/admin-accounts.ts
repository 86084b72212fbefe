import type { APIRequestContext, Page } from '@playwright/test';
import { withE2eDatabase } from './e2e-database.ts';
import { admin } from './fixtures.ts';
import { siteOrigin } from './site-origin.ts';

/**
 * Helpers of the account, admins and activity specs (issue 13). Tests that change a password
 * or turn on TOTP do it on an admin of their own: every other spec signs in as the e2e admin,
 * whose password and second factor must never change.
 */

/** Signs the request context in; returns the answer (no throw: some tests expect refusals). */
export function signIn(request: APIRequestContext, username: string, password: string, extra = {}) {
  return request.post('/api/admin/login', {
    data: { username, password, ...extra },
    headers: { origin: siteOrigin() },
  });
}

/** A new admin made by the e2e admin through the REST API, in a request context of its own. */
export async function createAdminThroughApi(page: Page, username: string, password: string): Promise<number> {
  const context = await page.context().browser()?.newContext({ baseURL: siteOrigin() });
  if (!context) throw new Error('no browser');
  try {
    const login = await signIn(context.request, admin.username(), admin.password());
    if (login.status() !== 200) throw new Error(`e2e admin login failed: ${login.status()}`);
    const created = await context.request.post('/api/admin/users', {
      data: { username, password, firstName: 'Test', lastName: username },
      headers: { origin: siteOrigin() },
    });
    if (created.status() !== 201) throw new Error(`admin not created: ${created.status()} ${await created.text()}`);
    return ((await created.json()) as { id: number }).id;
  } finally {
    await context.close();
  }
}

/** Signs the page in as this admin and opens the path. */
export async function signInPageAs(page: Page, username: string, password: string, path: string): Promise<void> {
  const response = await signIn(page.request, username, password);
  if (response.status() !== 200) throw new Error(`login of ${username} failed: ${response.status()}`);
  await page.goto(path);
}

/**
 * Forgets the sign-ins these specs fail on purpose (wrong password, a code still missing): all
 * browser tests sign in from 127.0.0.1, and ten failures in ten minutes would lock every later
 * spec out (server/auth/login-throttle.ts).
 */
export function forgetFailedSignIns(): Promise<void> {
  return withE2eDatabase(async (client) => {
    await client.query('delete from login_throttle_failures');
    await client.query('delete from login_throttle_pairs');
    await client.query('delete from login_throttle_accounts');
    await client.query('delete from login_throttle_devices');
  });
}

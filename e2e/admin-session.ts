import type { Page } from '@playwright/test';
import { signInPageAs } from './admin-accounts.ts';
import { admin, expect } from './fixtures.ts';

/**
 * Signs the page's browser context in as the e2e admin through the real login call (the
 * session cookie lands in the context), then opens the admin path.
 */
export function signInAsAdmin(page: Page, path = '/admin'): Promise<void> {
  return signInPageAs(page, admin.username(), admin.password(), path);
}

/** Opens the admin path signed in, in Arabic: the page turns right-to-left and shows this h1. */
export async function signInAsAdminInArabic(page: Page, path: string, heading: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await signInAsAdmin(page, path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

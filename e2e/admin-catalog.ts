/**
 * API steps the admin catalog specs (projects, services, pricing) share: reading a catalog's admin
 * list, cleaning up after a failed walk, and going back to the Turkish admin after an English page.
 */
import type { Page } from '@playwright/test';
import { siteOrigin } from './site-origin.ts';

export type AdminCatalog = 'projects' | 'services' | 'pricing';

/** A catalog's admin list, as GET /api/admin/{catalog} answers it. */
export async function adminCatalogItems<T extends { id: number; slug: string }>(
  page: Page,
  catalog: AdminCatalog,
): Promise<T[]> {
  return (await page.request.get(`/api/admin/${catalog}`)).json();
}

/** Removes this test's item if a step failed before the screen deleted it. */
export async function removeIfLeft(page: Page, catalog: AdminCatalog, slug: string): Promise<void> {
  const left = (await adminCatalogItems(page, catalog)).find((item) => item.slug === slug);
  if (left) await page.request.delete(`/api/admin/${catalog}/${left.id}`, { headers: { origin: siteOrigin() } });
}

/** Opening /en/... makes English the stored language; the admin steps go on in Turkish. */
export async function backToTurkishAdmin(page: Page, path: string): Promise<void> {
  await page.evaluate(() => localStorage.setItem('language', 'tr'));
  await page.goto(path);
}

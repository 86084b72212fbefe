import type { Page } from '@playwright/test';
import { PAGE_PATHS } from '../src/shared/page-meta.ts';
import { expect } from './fixtures.ts';

/** Every public page of the site at its Turkish address (and one service's page), for the specs that visit them all. */
export const PUBLIC_PAGES = Object.values(PAGE_PATHS).flatMap((path) =>
  path === '/services' ? [path, '/services/web-tasarim'] : [path],
);

/** Opens an address the site does not have: the server answers 404 and the page shows this h1. */
export async function openMissingPage(page: Page, path: string, heading: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The h3s (card and step titles) of the page section that its h2 names. */
export const sectionHeadings = (page: Page, section: string) =>
  page.getByRole('region', { name: section }).getByRole('heading', { level: 3 });

/** Each link, found by its name, leads to its address. */
export async function expectLinkTargets(page: Page, targets: Record<string, string>): Promise<void> {
  for (const [name, href] of Object.entries(targets))
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
}

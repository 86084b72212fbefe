import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The page is no wider than the window: nothing scrolls sideways (the phone layout checks). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Whether the page fits its viewport's width (no horizontal scrollbar), for checks between steps. */
export const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

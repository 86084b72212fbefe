import type { Page } from '@playwright/test';

/**
 * Holds every request matching `pattern` until the returned function is called: for tests of
 * what a page shows and does while a script is still on its way.
 */
export async function holdRoute(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

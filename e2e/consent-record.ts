import type { Page } from '@playwright/test';

/** The consent record the site keeps in localStorage (preferences, timestamp, version), or null. */
export const storedConsentRecord = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));

/** Stored preferences: necessary always on, each other category off unless named. */
export const consentPreferences = (
  on: { performance?: boolean; functionality?: boolean; marketing?: boolean } = {},
) => ({
  necessary: true,
  performance: false,
  functionality: false,
  marketing: false,
  ...on,
});

/** What "Accept all" stores. */
export const ALL_CATEGORIES = consentPreferences({ performance: true, functionality: true, marketing: true });

import type { Page } from '@playwright/test';

export type ContentEntry = { id: number; key: string; value: string };

/** One content entry by its exact key in a language, over the admin REST call (signed in). */
export async function entryOf(page: Page, language: string, key: string): Promise<ContentEntry | undefined> {
  const answer: ContentEntry[] = await (
    await page.request.get(`/api/admin/content/${language}?key=${encodeURIComponent(key)}`)
  ).json();
  return answer[0];
}

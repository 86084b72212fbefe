import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/shared/languages.ts';

/** The row in the wanted language, else Turkish (authoritative), else any. */
export function pickLocalized<T extends { language: string }>(rows: readonly T[], language: Language): T | undefined {
  return (
    rows.find((row) => row.language === language) ?? rows.find((row) => row.language === DEFAULT_LANGUAGE) ?? rows[0]
  );
}

/** The languages, in catalogue order, that have a row of their own. */
export function languagesOf(rows: readonly { language: string }[]): Language[] {
  return LANGUAGES.filter((language) => rows.some((row) => row.language === language));
}

/** The sort order after the last row: new items go to the end of their list. */
export async function nextSortOrder(em: EntityManager, entity: EntityName<{ sortOrder: number }>): Promise<number> {
  const [last] = await em.find(
    entity,
    {},
    { orderBy: { sortOrder: 'desc' }, limit: 1, fields: ['sortOrder'] as never },
  );
  return last ? last.sortOrder + 1 : 0;
}

/** The given fields without the ones left undefined (a partial update's "not sent"). */
export function definedOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Writes texts into an item's row of one language: the existing row takes the changes, or
 * `create` makes the row when the item has none in that language yet. Nothing to change: no-op.
 */
export function upsertTexts<T extends { language: string }>(
  em: EntityManager,
  rows: readonly T[],
  language: Language,
  changes: Record<string, unknown>,
  create: () => unknown,
): void {
  if (Object.keys(changes).length === 0) return;
  const row = rows.find((candidate) => candidate.language === language);
  if (row) em.assign(row as object, changes);
  else create();
}

import { createHash } from 'node:crypto';
import { isContentStoreKey } from '../../../src/shared/content.ts';
import type { Language } from '../../../src/shared/languages.ts';

import { BUILT_IN_TEXTS as DICTIONARIES } from '../../services/built-in-texts.ts';

export type ContentSeedRow = { key: string; language: Language; value: string };

/**
 * The content store starts with the SPA's built-in texts of the spec's key families, so the
 * admin can edit them; one source of truth for the initial wording.
 */
export function contentSeedRows(): ContentSeedRow[] {
  return Object.entries(DICTIONARIES).flatMap(([language, messages]) =>
    Object.entries(messages)
      .filter(([key]) => isContentStoreKey(key))
      .map(([key, value]) => ({ key, language: language as Language, value })),
  );
}

/**
 * Changes whenever a built-in text of these families changes, so the store then takes the new
 * wording (except where an admin wrote the text) and new keys.
 */
export function contentSeedVersion(rows: ContentSeedRow[]): string {
  const lines = rows.map((row) => `${row.language}:${row.key}=${row.value}`).sort();
  return `content-${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
}

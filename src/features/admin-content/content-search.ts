import type { ContentCoverage } from '../../shared/admin-content.ts';
import { LANGUAGES, type Language } from '../../shared/languages.ts';

/**
 * Both lower-case forms of a text: Turkish (İ→i, I→ı) and the default one. An admin typing
 * "istanbul" finds "İstanbul", and one typing "TITLE" still finds the key "title".
 */
function lowerForms(text: string): [turkish: string, plain: string] {
  return [text.toLocaleLowerCase('tr'), text.toLowerCase()];
}

/** Entries whose key or value contains the query, case-insensitively; an empty query keeps all. */
export function filterContentEntries<T extends { key: string; value: string }>(entries: T[], query: string): T[] {
  const trimmed = query.trim();
  if (trimmed === '') return entries;
  const [turkishQuery, plainQuery] = lowerForms(trimmed);
  return entries.filter((entry) =>
    [entry.key, entry.value].some((text) => {
      const [turkish, plain] = lowerForms(text);
      return turkish.includes(turkishQuery) || plain.includes(plainQuery);
    }),
  );
}

/** The coverage answer turned around: for each language, the keys it has no text for. */
export function missingKeysByLanguage(missing: ContentCoverage['missing']): Record<Language, string[]> {
  const byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, [] as string[]])) as Record<
    Language,
    string[]
  >;
  for (const item of missing) for (const language of item.missing) byLanguage[language].push(item.key);
  return byLanguage;
}

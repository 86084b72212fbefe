import type { ContentCoverage } from '../../shared/admin-content.ts';
import { LANGUAGES, type Language } from '../../shared/languages.ts';

/** The coverage answer turned around: for each language, the keys it has no text for. */
export function missingKeysByLanguage(missing: ContentCoverage['missing']): Record<Language, string[]> {
  const byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, [] as string[]])) as Record<
    Language,
    string[]
  >;
  for (const item of missing) for (const language of item.missing) byLanguage[language].push(item.key);
  return byLanguage;
}

import { DEFAULT_LANGUAGE, type Language } from '../../src/shared/languages.ts';

/** The row in the wanted language, else Turkish (authoritative), else any. */
export function pickLocalized<T extends { language: string }>(rows: readonly T[], language: Language): T | undefined {
  return (
    rows.find((row) => row.language === language) ?? rows.find((row) => row.language === DEFAULT_LANGUAGE) ?? rows[0]
  );
}

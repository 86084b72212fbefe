/**
 * The five site languages; tr is the default and the authoritative source text. No zod here:
 * every page loads this module, and only pages with a form need zod (language-schema.ts).
 */
export const LANGUAGES = ['tr', 'en', 'de', 'ru', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';

/**
 * Language catalogue of spec 000 section 3 (code, flag, native name) with what else differs per
 * language: the Open Graph locale and the locale whose words and number format the page uses
 * (working hours, dates). A sixth language is one row here plus its message catalogs.
 */
export const LANGUAGE_CATALOGUE: ReadonlyArray<{
  code: Language;
  flag: string;
  nativeName: string;
  ogLocale: string;
  formatLocale: string;
}> = [
  { code: 'tr', flag: '🇹🇷', nativeName: 'Türkçe', ogLocale: 'tr_TR', formatLocale: 'tr-TR' },
  { code: 'en', flag: '🇬🇧', nativeName: 'English', ogLocale: 'en_US', formatLocale: 'en-GB' },
  { code: 'de', flag: '🇩🇪', nativeName: 'Deutsch', ogLocale: 'de_DE', formatLocale: 'de-DE' },
  { code: 'ru', flag: '🇷🇺', nativeName: 'Русский', ogLocale: 'ru_RU', formatLocale: 'ru-RU' },
  { code: 'ar', flag: '🇸🇦', nativeName: 'العربية', ogLocale: 'ar_AR', formatLocale: 'ar' },
];

/** One fact of every language, as a record. */
export function perLanguage<T>(pick: (entry: (typeof LANGUAGE_CATALOGUE)[number]) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGE_CATALOGUE.map((entry) => [entry.code, pick(entry)])) as Record<Language, T>;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored value outside the five languages becomes the default (spec 000 section 4). */
export function normalizeLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

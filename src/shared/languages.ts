/**
 * The five site languages; tr is the default and the authoritative source text. No zod here:
 * every page loads this module, and only pages with a form need zod (language-schema.ts).
 */
export const LANGUAGES = ['tr', 'en', 'de', 'ru', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';

/** Language catalogue of spec 000 section 3: code, flag and native name. */
export const LANGUAGE_CATALOGUE: ReadonlyArray<{ code: Language; flag: string; nativeName: string }> = [
  { code: 'tr', flag: '🇹🇷', nativeName: 'Türkçe' },
  { code: 'en', flag: '🇬🇧', nativeName: 'English' },
  { code: 'de', flag: '🇩🇪', nativeName: 'Deutsch' },
  { code: 'ru', flag: '🇷🇺', nativeName: 'Русский' },
  { code: 'ar', flag: '🇸🇦', nativeName: 'العربية' },
];

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

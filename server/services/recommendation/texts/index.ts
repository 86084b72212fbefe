import type { Language } from '../../../../src/shared/languages.ts';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';
import { tr } from './tr.ts';
import type { RecommendationTexts } from './types.ts';

export type { PackageTexts, RecommendationTexts, ServiceTexts } from './types.ts';

const TEXTS: Record<Language, RecommendationTexts> = { tr, en, de, ru, ar };

/** The recommendation texts in the language (Turkish is the authoritative source). */
export function textsFor(language: Language): RecommendationTexts {
  return TEXTS[language];
}

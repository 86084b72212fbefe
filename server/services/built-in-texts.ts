import { SITE_CATALOGS } from '../../src/i18n/all-catalogs.ts';
import type { Language } from '../../src/shared/languages.ts';

/** The SPA's built-in site texts: the initial wording of the content store and its fallback. */
export const BUILT_IN_TEXTS: Record<Language, Record<string, string>> = SITE_CATALOGS;

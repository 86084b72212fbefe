import { SITE_CATALOGS } from '../../src/i18n/all-catalogs.ts';
import type { Language } from '../../src/shared/languages.ts';
import { LEGAL_PAGES, legalBodyKey, legalUpdatedKey } from '../../src/shared/legal-content.ts';
import { LEGAL_DEFAULT_BODIES, LEGAL_DEFAULT_UPDATED } from '../../src/shared/legal-defaults.ts';

/**
 * The legal pages' built-in texts (issue 22): Turkish only, the binding version; another language
 * has no built-in translation, so it shows the Turkish text until the owner writes one.
 */
const LEGAL_TEXTS: Record<string, string> = Object.fromEntries(
  LEGAL_PAGES.flatMap((page) => [
    [legalBodyKey(page), LEGAL_DEFAULT_BODIES[page]],
    [legalUpdatedKey(page), LEGAL_DEFAULT_UPDATED],
  ]),
);

/**
 * The built-in site texts: the SPA's catalogs and the legal texts (those stay on the server): the
 * initial wording of the content store and its fallback.
 */
export const BUILT_IN_TEXTS: Record<Language, Record<string, string>> = {
  ...SITE_CATALOGS,
  tr: { ...SITE_CATALOGS.tr, ...LEGAL_TEXTS },
};

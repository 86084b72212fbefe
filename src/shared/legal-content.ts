import type { Language } from './languages.ts';
import type { LegalDocument } from './legal-markup.ts';

/**
 * The legal pages as content (issue 22): each page's text and its "last updated" day are content
 * entries, `legal.<page>.body` and `legal.<page>.updated`, per language. The Turkish text is the
 * binding one and is built in (src/shared/legal-defaults.ts); another language shows its own
 * translation once the owner writes one, else the Turkish text.
 */
export const LEGAL_PAGES = ['privacy', 'terms', 'cookies', 'kvkk'] as const;
export type LegalPageId = (typeof LEGAL_PAGES)[number];

export const legalBodyKey = (page: LegalPageId) => `legal.${page}.body` as const;
export const legalUpdatedKey = (page: LegalPageId) => `legal.${page}.updated` as const;

/** Every key of the legal pages in the content store. */
export const LEGAL_CONTENT_KEYS: readonly string[] = LEGAL_PAGES.flatMap((page) => [
  legalBodyKey(page),
  legalUpdatedKey(page),
]);

/** The prefix of these keys: their texts are read per page, not with the site's other texts. */
export const LEGAL_KEY_PREFIX = 'legal.';

export const isLegalContentKey = (key: string): boolean => LEGAL_CONTENT_KEYS.includes(key);
export const isLegalBodyKey = (key: string): boolean => key.startsWith(LEGAL_KEY_PREFIX) && key.endsWith('.body');
export const isLegalUpdatedKey = (key: string): boolean => key.startsWith(LEGAL_KEY_PREFIX) && key.endsWith('.updated');

/**
 * A legal text as the page gets it (tRPC content.legal): parsed and with its tokens filled on the
 * server, so no `{token}` reaches a visitor, not even in the page's embedded data.
 */
export type LegalPageText = {
  /** The language the text is written in: the asked one when translated, else 'tr'. */
  language: Language;
  /** The "last updated" day (YYYY-MM-DD) the owner set, else the built-in texts' day. */
  updated: string;
  document: LegalDocument;
};

/**
 * Every catalog as data, for the server (built-in texts, content seed) and the tests. Browser code
 * imports only the types from here: its catalogs arrive compiled, one file per area and language
 * (server/tooling/build/compiled-catalogs.ts), so a page never carries another language's or area's texts.
 *
 * Turkish (the spec's wording) defines the message ids; a language without its file, or a file
 * lacking an id, is a type error here. A sixth language: src/shared/languages.ts, one JSON file per
 * area, and its lines below.
 */

import type { Language } from '../shared/languages.ts';
import adminAr from './catalogs/admin/ar.json' with { type: 'json' };
import adminDe from './catalogs/admin/de.json' with { type: 'json' };
import adminEn from './catalogs/admin/en.json' with { type: 'json' };
import adminRu from './catalogs/admin/ru.json' with { type: 'json' };
import adminTr from './catalogs/admin/tr.json' with { type: 'json' };
import siteAr from './catalogs/site/ar.json' with { type: 'json' };
import siteDe from './catalogs/site/de.json' with { type: 'json' };
import siteEn from './catalogs/site/en.json' with { type: 'json' };
import siteRu from './catalogs/site/ru.json' with { type: 'json' };
import siteTr from './catalogs/site/tr.json' with { type: 'json' };

/** The id of a text of the public site (src/i18n/catalogs/site). */
export type SiteMessageId = keyof typeof siteTr;
/** The id of a text of the admin (src/i18n/catalogs/admin). */
export type AdminMessageId = keyof typeof adminTr;
export type MessageId = SiteMessageId | AdminMessageId;

/** Every language, each with exactly the Turkish ids. */
type Complete<Id extends string> = Record<Language, Record<Id, string>>;

export const SITE_CATALOGS = {
  tr: siteTr,
  en: siteEn,
  de: siteDe,
  ru: siteRu,
  ar: siteAr,
} satisfies Complete<SiteMessageId>;

export const ADMIN_CATALOGS = {
  tr: adminTr,
  en: adminEn,
  de: adminDe,
  ru: adminRu,
  ar: adminAr,
} satisfies Complete<AdminMessageId>;

/** Ids a language has that Turkish lacks, named in the type error (`en has unknown nav.typo`). */
type UnknownIds<Catalogs, Id> = {
  [L in keyof Catalogs]: `${L & string} has unknown ${Exclude<keyof Catalogs[L], Id> & string}`;
}[keyof Catalogs];
type NoneOf<T extends never> = T;
export type CatalogChecks = [
  NoneOf<UnknownIds<typeof SITE_CATALOGS, SiteMessageId>>,
  NoneOf<UnknownIds<typeof ADMIN_CATALOGS, AdminMessageId>>,
];

import { type Language, perLanguage } from './languages.ts';

/**
 * The public pages and their heads (title, description, canonical, language alternates) that the
 * server writes into the HTML and the SPA keeps current. Texts come from the content store keys
 * meta.<page>.title and meta.<page>.description, so an owner can edit them in the admin.
 */
export const PAGE_IDS = [
  'home',
  'services',
  'ecommerce',
  'pricing',
  'portfolio',
  'about',
  'contact',
  'software',
  'privacy',
  'terms',
  'cookies',
  'kvkk',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

/** The one address of each page that search engines should index (aliases point to it). */
export const PAGE_PATHS: Record<PageId, string> = {
  home: '/',
  services: '/services',
  ecommerce: '/ecommerce',
  pricing: '/pricing',
  portfolio: '/portfolio',
  about: '/about',
  contact: '/contact',
  software: '/software',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  kvkk: '/kvkk',
};

/**
 * What a public route declares about its head (its `staticData.head`, src/app/route-head.ts):
 * a page, whose texts and address follow from its id, or the page of one service (its slug is
 * the route's parameter). The server and the SPA read it from the matched route, so a route is
 * the one source of its head.
 */
export type RouteHead = { kind: 'page'; id: PageId } | { kind: 'service' };

/**
 * The head a rendered address matched: a page, a service by slug, a route that declares no head
 * (`other`: titled after the site, a test keeps every public route declaring one), or no route (404).
 */
export type PageMatch =
  | { kind: 'page'; id: PageId }
  | { kind: 'service'; slug: string }
  | { kind: 'other' }
  | { kind: 'unknown' };

export const metaTitleKey = (id: PageId): `meta.${PageId}.title` => `meta.${id}.title`;
export const metaDescriptionKey = (id: PageId): `meta.${PageId}.description` => `meta.${id}.description`;

/** "Page | Site", except where the page title already is the whole title (home). */
export function composeTitle(pageTitle: string, siteName: string, id?: PageId): string {
  if (id === 'home' || !siteName || pageTitle.includes(siteName)) return pageTitle;
  return `${pageTitle} | ${siteName}`;
}

/** Open Graph locale of each language. */
export const OG_LOCALES: Record<Language, string> = perLanguage((language) => language.ogLocale);

import type { Language } from './languages.ts';

/**
 * Which public page an address is, for the head of the page (title, description, canonical,
 * language alternates) that the server writes into the HTML and the SPA keeps current. Texts
 * come from the content store keys meta.<page>.title and meta.<page>.description, so an owner
 * can edit them in the admin.
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

const PAGE_BY_PATH: Record<string, PageId> = {
  '/': 'home',
  '/services': 'services',
  '/hizmetler': 'services',
  '/ecommerce': 'ecommerce',
  '/pricing': 'pricing',
  '/portfolio': 'portfolio',
  '/about': 'about',
  '/contact': 'contact',
  '/software': 'software',
  '/yazilim': 'software',
  '/privacy': 'privacy',
  '/gizlilik-politikasi': 'privacy',
  '/terms': 'terms',
  '/kullanim-sartlari': 'terms',
  '/cookies': 'cookies',
  '/cerez-politikasi': 'cookies',
  '/kvkk': 'kvkk',
};

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

export type PageMatch = { kind: 'page'; id: PageId } | { kind: 'service'; slug: string } | { kind: 'unknown' };

/** '/about//' → '/about'; '/' stays (a loop: a regex like /\/+$/ is quadratic on '////…x'). */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end--;
  return path.slice(0, end);
}

/** The page of a path without its language prefix ('/services/web-tasarim' → a service). */
export function matchPage(path: string): PageMatch {
  const clean = withoutTrailingSlashes(path);
  const id = PAGE_BY_PATH[clean];
  if (id) return { kind: 'page', id };
  const service = /^\/(?:services|hizmetler)\/([a-z0-9-]{1,120})$/.exec(clean);
  if (service) return { kind: 'service', slug: service[1] };
  return { kind: 'unknown' };
}

export const metaTitleKey = (id: PageId) => `meta.${id}.title`;
export const metaDescriptionKey = (id: PageId) => `meta.${id}.description`;

/** "Page | Site", except where the page title already is the whole title (home). */
export function composeTitle(pageTitle: string, siteName: string, id?: PageId): string {
  if (id === 'home' || !siteName || pageTitle.includes(siteName)) return pageTitle;
  return `${pageTitle} | ${siteName}`;
}

/** Open Graph locale of each language. */
export const OG_LOCALES: Record<Language, string> = {
  tr: 'tr_TR',
  en: 'en_US',
  de: 'de_DE',
  ru: 'ru_RU',
  ar: 'ar_AR',
};

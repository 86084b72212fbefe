import { FEATURE_KEYS } from '../../shared/content.ts';
import { isLegalBodyKey, isLegalUpdatedKey } from '../../shared/legal-content.ts';

/**
 * Where a text of the content store appears on the public site, derived from its key: the
 * editor groups texts by page and section so that nobody has to know the dotted keys.
 */

/** The groups of the editor, in the order the admin sees them. */
export const CONTENT_PAGES = [
  'home',
  'about',
  'services',
  'serviceDetail',
  'portfolio',
  'ecommerce',
  'pricing',
  'software',
  'contact',
  'privacy',
  'terms',
  'kvkk',
  'cookies',
  'navigation',
  'footer',
  'buttons',
  'promo',
  'site',
  'other',
] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

/**
 * The public path to open for a preview (internal, without language prefix). Texts shown on
 * every page (menu, footer, ...) open the home page; a service's own page is reached from the
 * list of services; 'other' has no known place.
 */
export const PAGE_PATHS: Record<ContentPage, string | null> = {
  home: '/',
  about: '/about',
  services: '/services',
  serviceDetail: '/services',
  portfolio: '/portfolio',
  ecommerce: '/ecommerce',
  pricing: '/pricing',
  software: '/software',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  kvkk: '/kvkk',
  cookies: '/cookies',
  navigation: '/',
  footer: '/',
  buttons: '/',
  promo: '/',
  site: '/',
  other: null,
};

/** Key families: the page their texts belong to, and their section when the family is one. */
const FAMILIES: Record<string, { page: ContentPage; section?: string }> = {
  hero: { page: 'home', section: 'hero' },
  stats: { page: 'home', section: 'stats' },
  brands: { page: 'home', section: 'brands' },
  home: { page: 'home' },
  about: { page: 'about' },
  nav: { page: 'navigation', section: 'menu' },
  footer: { page: 'footer' },
  button: { page: 'buttons', section: 'general' },
  contact: { page: 'contact' },
  ecommerce: { page: 'ecommerce' },
  service: { page: 'services' },
  portfolio: { page: 'portfolio' },
  promo: { page: 'promo', section: 'general' },
  company: { page: 'site', section: 'general' },
  software: { page: 'software' },
  pricing: { page: 'pricing' },
};

/** Sections of the services family that are shown on a service's own page. */
const SERVICE_DETAIL_SECTIONS = new Set(['process', 'feature', 'features', 'featureBadge', 'featuresSubtitle']);

/** Sections in the order they appear on a page (top first); others follow, then call to action and head. */
const SECTION_ORDER = [
  'hero',
  'menu',
  'general',
  'stats',
  'brands',
  'list',
  'filter',
  'category',
  'form',
  'package',
  'questionnaire',
  'workflow',
  'process',
  'features',
  'feature',
  'newsletter',
  'service',
  'legal',
  'legalText',
];

/**
 * How a text is edited: most in a short text area; a legal page's text in a tall one (it is
 * long, in the markup of src/shared/legal-markup.ts); its "last updated" day in a date field.
 */
export type ContentFieldKind = 'text' | 'legalBody' | 'date';
export function fieldKindOfKey(key: string): ContentFieldKind {
  if (isLegalBodyKey(key)) return 'legalBody';
  if (isLegalUpdatedKey(key)) return 'date';
  return 'text';
}
const LAST_SECTIONS = ['cta', 'meta'];

/** Sorts section ids as the page shows them. */
export function compareSections(a: string, b: string): number {
  const rank = (section: string) => {
    const last = LAST_SECTIONS.indexOf(section);
    if (last >= 0) return SECTION_ORDER.length + 1 + last;
    const index = SECTION_ORDER.indexOf(section);
    return index >= 0 ? index : SECTION_ORDER.length;
  };
  return rank(a) - rank(b);
}

export type ContentPlace = {
  page: ContentPage;
  /** A section id: labelled when known (content-labels.ts), else humanized. */
  section: string;
  /** The key's segments after page and section: they name the text within its section. */
  rest: string[];
};

function isPage(value: string | undefined): value is ContentPage {
  return (CONTENT_PAGES as readonly string[]).includes(value ?? '');
}

/** Page, section and remaining name of a key: `home.hero.title` → home / hero / [title]. */
export function placeOfKey(key: string): ContentPlace {
  const parts = key.split('.');
  const [head = '', second, ...deeper] = parts;

  // meta.<page>.* is that page's head for search engines; cta.<page>.* its call to action.
  if ((head === 'meta' || head === 'cta') && isPage(second) && deeper.length > 0)
    return { page: second, section: head, rest: deeper };

  // A legal page's text and its "last updated" day (issue 22): legal.<page>.body / .updated.
  if (head === 'legal' && isPage(second) && deeper.length > 0)
    return { page: second, section: 'legalText', rest: deeper };

  // The feature texts of a service page (responsive_tasarim and responsive_tasarim_desc).
  const feature = FEATURE_KEYS.find((name) => key === name || key === `${name}_desc`);
  if (feature) return { page: 'serviceDetail', section: 'features', rest: [key] };

  const family = FAMILIES[head];
  if (!family) {
    // Unknown family: its first segment becomes the section, so related keys still sit together.
    return parts.length > 1
      ? { page: 'other', section: head, rest: parts.slice(1) }
      : { page: 'other', section: 'general', rest: parts };
  }
  if (family.section) return { page: family.page, section: family.section, rest: parts.slice(1) };
  if (second === undefined) return { page: family.page, section: 'general', rest: [head] };
  // A deeper key names its section in the second segment (contact.form.*); a short one is general.
  const section = deeper.length > 0 ? second : 'general';
  const page = head === 'service' && SERVICE_DETAIL_SECTIONS.has(second) ? 'serviceDetail' : family.page;
  return { page, section, rest: deeper.length > 0 ? deeper : [second] };
}

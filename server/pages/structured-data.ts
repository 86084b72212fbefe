import { withLanguagePrefix } from '../../src/shared/language-prefix.ts';
import type { Language } from '../../src/shared/languages.ts';
import { SETTING_GROUPS, type SettingsMap } from '../../src/shared/settings.ts';
import { DEFAULT_SITE_NAME } from '../../src/shared/site-name.ts';
import { type OpeningHoursSpecification, openingHoursSpecification } from '../../src/shared/working-hours.ts';
import { parseWorkingHours } from '../../src/shared/working-hours-schema.ts';

/**
 * schema.org JSON-LD of a public page, written into the head by the server (page-head.ts): the
 * business on every page, and on a service page its breadcrumb and the service. Pure: settings,
 * texts and URLs in, plain objects out; `jsonLdScript` makes the `<script>` block.
 */

type Reference = { '@id': string };

export type PostalAddress = {
  '@type': 'PostalAddress';
  streetAddress: string;
  postalCode?: string;
  addressLocality?: string;
  addressRegion?: string;
  addressCountry: 'TR';
};

export type BusinessNode = {
  '@type': 'LocalBusiness';
  '@id': string;
  name: string;
  url: string;
  logo?: string;
  image?: string;
  address?: PostalAddress;
  geo?: { '@type': 'GeoCoordinates'; latitude: number; longitude: number };
  telephone?: string;
  email?: string;
  openingHoursSpecification?: OpeningHoursSpecification[];
  sameAs?: string[];
};

export type WebPageNode = {
  '@type': 'WebPage';
  '@id': string;
  url: string;
  name: string;
  description?: string;
  inLanguage: Language;
  publisher: Reference;
  breadcrumb?: Reference;
  mainEntity?: Reference;
};

export type BreadcrumbNode = {
  '@type': 'BreadcrumbList';
  '@id': string;
  itemListElement: Array<{ '@type': 'ListItem'; position: number; name: string; item: string }>;
};

export type ServiceNode = {
  '@type': 'Service';
  '@id': string;
  name: string;
  description?: string;
  url: string;
  provider: Reference;
  areaServed: { '@type': 'Country'; name: 'TR' };
};

export type StructuredData = {
  '@context': 'https://schema.org';
  '@graph': Array<BusinessNode | WebPageNode | BreadcrumbNode | ServiceNode>;
};

/** A site path or an uploaded file ('/uploads/logo.png') as an absolute URL; https URLs stay. */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The one id of the business, the same on every page and in every language. */
export const businessId = (publicUrl: string) => `${publicUrl}/#business`;

/** A setting's text, trimmed; undefined when missing or blank (never an empty string in the JSON). */
function filled(settings: SettingsMap, key: keyof SettingsMap): string | undefined {
  const value = settings[key]?.trim();
  return value ? value : undefined;
}

/** A coordinate setting as a number within ±`max`; undefined when empty or not a number. */
function coordinate(value: string | undefined, max: number): number | undefined {
  if (!value?.trim()) return undefined;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= max ? number : undefined;
}

/**
 * The address setting as a PostalAddress. A Turkish address written the postal way ends in
 * "<postcode> <district> / <province>" (the seed: "…No: 12 Kat: 3, 33010 Akdeniz / Mersin"):
 * then the street is what precedes it, the postcode and district (addressLocality) and province
 * (addressRegion) are taken from it. Anything else stays whole in streetAddress. The country is
 * always TR (the company is a Turkish one: +90 phone, Turkish postcodes, KVKK).
 */
export function postalAddress(text: string): PostalAddress {
  const address = text.trim();
  const whole: PostalAddress = { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'TR' };
  const comma = address.lastIndexOf(',');
  if (comma < 1) return whole;
  const street = address.slice(0, comma).trim();
  const tail = address.slice(comma + 1).trim();
  const space = tail.indexOf(' ');
  const postalCode = space < 0 ? '' : tail.slice(0, space);
  if (!street || !/^\d{5}$/.test(postalCode)) return whole;
  const place = tail.slice(space + 1);
  const slash = place.lastIndexOf('/');
  const district = (slash < 0 ? place : place.slice(0, slash)).trim();
  const province = slash < 0 ? '' : place.slice(slash + 1).trim();
  if (!district) return whole;
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    postalCode,
    addressLocality: district,
    ...(province ? { addressRegion: province } : {}),
    addressCountry: 'TR',
  };
}

/**
 * The business from the settings, as a LocalBusiness: an office with an address, a phone and
 * opening hours. Not ProfessionalService: schema.org marks that type as deprecated (confused
 * with Service), and none of the more specific LocalBusiness types fits a digital agency.
 * Settings that are empty (or not usable: a latitude that is no number, working hours that do
 * not parse) are left out, never written as ''.
 */
export function businessNode(settings: SettingsMap, language: Language, publicUrl: string): BusinessNode {
  const address = filled(settings, 'company_address') ?? filled(settings, 'maps_address');
  const logo = filled(settings, 'logo_url');
  const latitude = coordinate(settings.maps_latitude, 90);
  const longitude = coordinate(settings.maps_longitude, 180);
  const hours = parseWorkingHours(settings.working_hours);
  const opening = hours ? openingHoursSpecification(hours) : [];
  // The social settings, in the order the settings tab shows them.
  const sameAs = SETTING_GROUPS.social
    .map((key) => filled(settings, key))
    .filter((url): url is string => url !== undefined && /^https?:\/\//i.test(url));
  const telephone = filled(settings, 'company_phone');
  const email = filled(settings, 'company_email');
  return {
    '@type': 'LocalBusiness',
    '@id': businessId(publicUrl),
    name: filled(settings, 'site_name') ?? DEFAULT_SITE_NAME,
    url: `${publicUrl}${withLanguagePrefix('/', language)}`,
    ...(logo ? { logo: absoluteUrl(publicUrl, logo), image: absoluteUrl(publicUrl, logo) } : {}),
    ...(address ? { address: postalAddress(address) } : {}),
    ...(latitude !== undefined && longitude !== undefined
      ? { geo: { '@type': 'GeoCoordinates' as const, latitude, longitude } }
      : {}),
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
    ...(opening.length ? { openingHoursSpecification: opening } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** What a service page adds: the service in the page language and the breadcrumb's two names. */
export type ServicePage = {
  name: string;
  description: string;
  /** Texts of the breadcrumb's first two steps in the page language (nav.home, nav.services). */
  homeName: string;
  servicesName: string;
};

export type StructuredDataInput = {
  settings: SettingsMap;
  language: Language;
  publicUrl: string;
  /** The page's canonical address (absolute, in the page language), title and description. */
  page: { url: string; title: string; description: string };
  service?: ServicePage;
};

/**
 * The page's JSON-LD graph: the business, the page (schema.org has `inLanguage` on a page, not
 * on a business) and, on a service page, its BreadcrumbList (Home → Services → the service, in
 * the page language with its prefix) and the Service, provided by the business.
 */
export function structuredData({ settings, language, publicUrl, page, service }: StructuredDataInput): StructuredData {
  const business = businessNode(settings, language, publicUrl);
  const publisher = { '@id': business['@id'] };
  const webPage: WebPageNode = {
    '@type': 'WebPage',
    '@id': `${page.url}#webpage`,
    url: page.url,
    name: page.title,
    ...(page.description ? { description: page.description } : {}),
    inLanguage: language,
    publisher,
  };
  if (!service) return { '@context': 'https://schema.org', '@graph': [business, webPage] };

  const breadcrumb: BreadcrumbNode = {
    '@type': 'BreadcrumbList',
    '@id': `${page.url}#breadcrumb`,
    itemListElement: [
      { name: service.homeName, item: `${publicUrl}${withLanguagePrefix('/', language)}` },
      { name: service.servicesName, item: `${publicUrl}${withLanguagePrefix('/services', language)}` },
      { name: service.name, item: page.url },
    ].map((step, index) => ({ '@type': 'ListItem' as const, position: index + 1, ...step })),
  };
  const serviceNode: ServiceNode = {
    '@type': 'Service',
    '@id': `${page.url}#service`,
    name: service.name,
    ...(service.description ? { description: service.description } : {}),
    url: page.url,
    provider: publisher,
    areaServed: { '@type': 'Country', name: 'TR' },
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      business,
      { ...webPage, breadcrumb: { '@id': breadcrumb['@id'] }, mainEntity: { '@id': serviceNode['@id'] } },
      breadcrumb,
      serviceNode,
    ],
  };
}

/**
 * JSON that can sit inside a `<script>` element: `<`, `>` and `&` as \u escapes, so no
 * `</script>`, `<!--` or `-->` can appear whatever an admin typed (JSON.parse reads them back
 * unchanged), and the line separators U+2028/U+2029 escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * The `<script type="application/ld+json">` block. A data block, not a script: browsers never
 * run it, so the CSP's `script-src 'self'` (no inline scripts) does not apply to it.
 */
export function jsonLdScript(data: StructuredData): string {
  return `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
}

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shared/languages.ts';
import type { SettingsMap } from '../../src/shared/settings.ts';
import { DEFAULT_WORKING_HOURS } from '../../src/shared/working-hours.ts';
import { serializeWorkingHours } from '../../src/shared/working-hours-schema.ts';
import { SETTING_DEFAULTS } from '../db/seed/settings.seed.ts';
import { TBT_BUSINESS_LOCATION } from '../test/seeded-business.ts';
import {
  type BreadcrumbNode,
  type BusinessNode,
  businessNode,
  jsonLdScript,
  postalAddress,
  type ServiceNode,
  type StructuredData,
  scriptSafeJson,
  structuredData,
  type WebPageNode,
} from './structured-data.ts';

const ORIGIN = 'https://www.example.com.tr';

const FULL: SettingsMap = {
  site_name: 'TBT Dijital',
  logo_url: '/uploads/logo.png',
  company_address: 'Çamlıbel Mah. Atatürk Cad. No: 12 Kat: 3, 33010 Akdeniz / Mersin',
  maps_address: 'somewhere else',
  maps_latitude: '36.7955',
  maps_longitude: '34.6399',
  company_phone: '+90 324 555 01 24',
  company_email: 'merhaba@tbtdijital.com.tr',
  working_hours: serializeWorkingHours(DEFAULT_WORKING_HOURS),
  social_linkedin: 'https://www.linkedin.com/company/tbtdijital',
  social_facebook: 'https://www.facebook.com/tbtdijital',
  social_instagram: 'https://www.instagram.com/tbtdijital',
  social_youtube: 'https://www.youtube.com/@tbtdijital',
  social_twitter: 'https://x.com/tbtdijital',
  social_tiktok: 'https://www.tiktok.com/@tbtdijital',
};

type GraphNode = StructuredData['@graph'][number];
const nodeOf = <T extends GraphNode>(data: StructuredData, type: T['@type']) =>
  data['@graph'].find((node) => node['@type'] === type) as T;

/** Google's required properties (LocalBusiness: name, address; BreadcrumbList: position, name, item). */
function expectGoogleShape(data: StructuredData) {
  expect(data['@context']).toBe('https://schema.org');
  const business = nodeOf<BusinessNode>(data, 'LocalBusiness');
  expect(business.name).toEqual(expect.any(String));
  expect(business.name.length).toBeGreaterThan(0);
  expect(business.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: expect.any(String) });
  const breadcrumb = nodeOf<BreadcrumbNode>(data, 'BreadcrumbList');
  if (breadcrumb) {
    expect(breadcrumb.itemListElement.length).toBeGreaterThanOrEqual(2);
    breadcrumb.itemListElement.forEach((item, index) => {
      expect(item).toEqual({
        '@type': 'ListItem',
        position: index + 1,
        name: expect.any(String),
        item: expect.any(String),
      });
      expect(item.name.length).toBeGreaterThan(0);
      expect(new URL(item.item).origin).toBe(ORIGIN);
    });
  }
  // Every @id reference points to a node of the graph.
  const ids = new Set(data['@graph'].map((node) => node['@id']));
  const references = JSON.stringify(data).match(/\{"@id":"[^"]+"\}/g) ?? [];
  for (const reference of references) expect(ids).toContain(JSON.parse(reference)['@id']);
}

describe('businessNode', () => {
  it('has every field from the settings', () => {
    expect(businessNode(FULL, 'tr', ORIGIN)).toEqual({
      '@type': 'LocalBusiness',
      '@id': `${ORIGIN}/#business`,
      name: 'TBT Dijital',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/uploads/logo.png`,
      image: `${ORIGIN}/uploads/logo.png`,
      ...TBT_BUSINESS_LOCATION,
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '18:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
      ],
      sameAs: [
        'https://www.linkedin.com/company/tbtdijital',
        'https://www.facebook.com/tbtdijital',
        'https://www.instagram.com/tbtdijital',
        'https://www.youtube.com/@tbtdijital',
        'https://x.com/tbtdijital',
        'https://www.tiktok.com/@tbtdijital',
      ],
    });
  });

  it('the seed’s settings give a complete business (the social settings left empty are not listed)', () => {
    const business = businessNode(SETTING_DEFAULTS, 'tr', ORIGIN);
    expect(business.address?.addressLocality).toBe('Akdeniz');
    expect(business.address?.addressRegion).toBe('Mersin');
    expect(business.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 36.7955, longitude: 34.6399 });
    expect(business.openingHoursSpecification).toHaveLength(2);
    expect(business.sameAs).toEqual([
      SETTING_DEFAULTS.social_linkedin,
      SETTING_DEFAULTS.social_facebook,
      SETTING_DEFAULTS.social_instagram,
    ]);
    expect(business.logo).toBeUndefined();
  });

  it('leaves out what is not set rather than writing empty strings', () => {
    const business = businessNode({}, 'tr', ORIGIN);
    expect(business).toEqual({
      '@type': 'LocalBusiness',
      '@id': `${ORIGIN}/#business`,
      name: 'TBT Dijital',
      url: `${ORIGIN}/`,
    });
    const blank = businessNode(
      {
        site_name: '  ',
        logo_url: '',
        company_address: ' ',
        maps_latitude: '',
        maps_longitude: '34.6',
        company_phone: '',
        company_email: '',
        working_hours: '',
        social_linkedin: '',
        social_twitter: ' ',
      },
      'en',
      ORIGIN,
    );
    expect(blank).toEqual({
      '@type': 'LocalBusiness',
      '@id': `${ORIGIN}/#business`,
      name: 'TBT Dijital',
      url: `${ORIGIN}/en`,
    });
    expect(JSON.stringify(blank)).not.toContain('""');
  });

  it('skips coordinates that are no numbers and hours that do not parse; an https logo stays as it is', () => {
    const business = businessNode(
      {
        maps_latitude: 'abc',
        maps_longitude: '34.6',
        working_hours: 'Pazartesi - Cuma: 09:00 - 18:00',
        logo_url: 'https://cdn.example.com/logo.svg',
      },
      'tr',
      ORIGIN,
    );
    expect(business.geo).toBeUndefined();
    expect(business.openingHoursSpecification).toBeUndefined();
    expect(business.logo).toBe('https://cdn.example.com/logo.svg');
    expect(businessNode({ maps_latitude: '91', maps_longitude: '0' }, 'tr', ORIGIN).geo).toBeUndefined();
    expect(businessNode({ maps_latitude: '0', maps_longitude: '0' }, 'tr', ORIGIN).geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 0,
      longitude: 0,
    });
  });

  it('uses maps_address when company_address is empty; a week with every day closed gives no hours', () => {
    const closed = serializeWorkingHours({
      ...DEFAULT_WORKING_HOURS,
      monday: [],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
    });
    const business = businessNode(
      { maps_address: 'Atatürk Cad. 5, 33000 Mersin', working_hours: closed },
      'tr',
      ORIGIN,
    );
    expect(business.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Atatürk Cad. 5',
      postalCode: '33000',
      addressLocality: 'Mersin',
      addressCountry: 'TR',
    });
    expect(business.openingHoursSpecification).toBeUndefined();
  });
});

describe('postalAddress', () => {
  it('keeps an address not written the postal way whole', () => {
    for (const text of [
      'Atatürk Cad. No: 12 Mersin',
      'Atatürk Cad., No 12',
      ', 33010 Akdeniz / Mersin',
      'Cad. 1, 3301 Akdeniz',
    ]) {
      expect(postalAddress(text), text).toEqual({
        '@type': 'PostalAddress',
        streetAddress: text,
        addressCountry: 'TR',
      });
    }
  });
});

describe('structuredData', () => {
  const page = (path: string) => ({ url: `${ORIGIN}${path}`, title: 'Title', description: 'Description' });

  it('a page: the business and the page, in the page language', () => {
    const data = structuredData({ settings: FULL, language: 'tr', publicUrl: ORIGIN, page: page('/about') });
    expect(data['@graph'].map((node) => node['@type'])).toEqual(['LocalBusiness', 'WebPage']);
    expect(nodeOf<WebPageNode>(data, 'WebPage')).toEqual({
      '@type': 'WebPage',
      '@id': `${ORIGIN}/about#webpage`,
      url: `${ORIGIN}/about`,
      name: 'Title',
      description: 'Description',
      inLanguage: 'tr',
      publisher: { '@id': `${ORIGIN}/#business` },
    });
    expectGoogleShape(data);
  });

  it('a page without a description has none', () => {
    const data = structuredData({
      settings: FULL,
      language: 'tr',
      publicUrl: ORIGIN,
      page: { ...page('/'), description: '' },
    });
    expect(nodeOf<WebPageNode>(data, 'WebPage')).not.toHaveProperty('description');
  });

  it.each(LANGUAGES)('a service page in %s: breadcrumb and service with that language’s addresses', (language) => {
    const prefix = language === 'tr' ? '' : `/${language}`;
    const data = structuredData({
      settings: FULL,
      language,
      publicUrl: ORIGIN,
      page: page(`${prefix}/services/web-tasarim`),
      service: {
        name: `Web ${language}`,
        description: 'Sites',
        homeName: `Home ${language}`,
        servicesName: `Services ${language}`,
      },
    });
    expect(data['@graph'].map((node) => node['@type'])).toEqual([
      'LocalBusiness',
      'WebPage',
      'BreadcrumbList',
      'Service',
    ]);
    expect(nodeOf<BusinessNode>(data, 'LocalBusiness').url).toBe(`${ORIGIN}${prefix || '/'}`);
    expect(nodeOf<WebPageNode>(data, 'WebPage')).toMatchObject({
      inLanguage: language,
      breadcrumb: { '@id': `${ORIGIN}${prefix}/services/web-tasarim#breadcrumb` },
      mainEntity: { '@id': `${ORIGIN}${prefix}/services/web-tasarim#service` },
    });
    expect(nodeOf<BreadcrumbNode>(data, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: `Home ${language}`, item: `${ORIGIN}${prefix || '/'}` },
      { '@type': 'ListItem', position: 2, name: `Services ${language}`, item: `${ORIGIN}${prefix}/services` },
      { '@type': 'ListItem', position: 3, name: `Web ${language}`, item: `${ORIGIN}${prefix}/services/web-tasarim` },
    ]);
    expect(nodeOf<ServiceNode>(data, 'Service')).toEqual({
      '@type': 'Service',
      '@id': `${ORIGIN}${prefix}/services/web-tasarim#service`,
      name: `Web ${language}`,
      description: 'Sites',
      url: `${ORIGIN}${prefix}/services/web-tasarim`,
      provider: { '@id': `${ORIGIN}/#business` },
      areaServed: { '@type': 'Country', name: 'TR' },
    });
    expectGoogleShape(data);
  });
});

describe('jsonLdScript', () => {
  const hostile = '</script><script>alert(1)</script><!-- & \u2028 -->';

  it('a hostile site name cannot close the block, and reads back unchanged', () => {
    const data = structuredData({
      settings: { ...FULL, site_name: hostile, company_address: `"${hostile}` },
      language: 'ar',
      publicUrl: ORIGIN,
      page: { url: `${ORIGIN}/ar`, title: hostile, description: hostile },
    });
    const script = jsonLdScript(data);
    const body = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(script.startsWith('<script type="application/ld+json">{')).toBe(true);
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(body.toLowerCase()).not.toContain('</script');
    expect(body).not.toContain('<!--');
    const parsed = JSON.parse(body) as StructuredData;
    expect(parsed).toEqual(data);
    expect(nodeOf<BusinessNode>(parsed, 'LocalBusiness').name).toBe(hostile);
  });

  it('escapes only what it must: backslashes and quotes stay JSON', () => {
    const value = { a: 'x\\<y"z' };
    expect(scriptSafeJson(value)).toBe('{"a":"x\\\\\\u003cy\\"z"}');
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value);
  });
});

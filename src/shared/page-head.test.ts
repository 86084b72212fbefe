import { describe, expect, it } from 'vitest';
import { languageOfPath } from './language-prefix.ts';
import { headLinks, resolveHead } from './page-head.ts';
import { DEFAULT_SITE_NAME, siteNameOf } from './site-name.ts';

const text = (key: string) => `<${key}>`;
const sources = { siteName: 'Ajans', text };

describe('resolveHead', () => {
  it('a page: its meta texts, titled "Page | Site", and its indexed address', () => {
    expect(resolveHead({ kind: 'page', id: 'about' }, sources)).toEqual({
      status: 200,
      title: '<meta.about.title> | Ajans',
      description: '<meta.about.description>',
      canonicalPath: '/about',
    });
  });

  it('the home page title stands alone', () => {
    expect(resolveHead({ kind: 'page', id: 'home' }, sources).title).toBe('<meta.home.title>');
  });

  it('a service page: the service texts and its address; an unknown service is a 404', () => {
    const service = { title: 'Web', description: 'Sites' };
    expect(resolveHead({ kind: 'service', slug: 'web' }, { ...sources, service })).toEqual({
      status: 200,
      title: 'Web | Ajans',
      description: 'Sites',
      canonicalPath: '/services/web',
    });
    expect(resolveHead({ kind: 'service', slug: 'web' }, sources)).toEqual({
      status: 404,
      title: '<notFound.title> | Ajans',
      description: '',
    });
  });

  it('a route without a head is titled after the site; no route is a 404', () => {
    expect(resolveHead({ kind: 'other' }, sources)).toEqual({ status: 200, title: 'Ajans', description: '' });
    expect(resolveHead({ kind: 'unknown' }, sources).status).toBe(404);
  });
});

describe('headLinks', () => {
  it('the canonical in the language, the five alternates and x-default (Turkish, unprefixed)', () => {
    expect(headLinks('/about', 'ar', 'https://site')).toEqual({
      canonical: 'https://site/ar/about',
      alternates: {
        tr: 'https://site/about',
        en: 'https://site/en/about',
        de: 'https://site/de/about',
        ru: 'https://site/ru/about',
        ar: 'https://site/ar/about',
        'x-default': 'https://site/about',
      },
    });
  });
});

describe('site name and language of a path', () => {
  it('the default site name stands in for an unset one', () => {
    expect(siteNameOf({})).toBe(DEFAULT_SITE_NAME);
    expect(siteNameOf({ site_name: '' })).toBe(DEFAULT_SITE_NAME);
    expect(siteNameOf({ site_name: 'Ajans' })).toBe('Ajans');
  });

  it('the prefix names the language; no prefix is Turkish', () => {
    expect(languageOfPath('/ar/about')).toBe('ar');
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/about')).toBe('tr');
    expect(languageOfPath('/xx/about')).toBe('tr');
  });
});

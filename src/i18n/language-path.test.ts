import { describe, expect, it } from 'vitest';
import { isPublicPagePath, splitLanguagePrefix, withLanguagePrefix } from './language-path.ts';

describe('language prefixes', () => {
  it.each([
    ['/en/services', 'en', '/services'],
    ['/ar', 'ar', '/'],
    ['/ar/', 'ar', '/'],
    ['/de/services/web-tasarim', 'de', '/services/web-tasarim'],
    ['/tr/about', 'tr', '/about'],
    ['/services', null, '/services'],
    ['/', null, '/'],
    ['/fr/about', null, '/fr/about'],
    ['/english', null, '/english'],
  ])('%s → %s %s', (pathname, language, path) => {
    expect(splitLanguagePrefix(pathname)).toEqual({ language, path });
  });

  it('prefixes public pages for every language but Turkish', () => {
    expect(withLanguagePrefix('/services', 'en')).toBe('/en/services');
    expect(withLanguagePrefix('/', 'ar')).toBe('/ar');
    expect(withLanguagePrefix('/services', 'tr')).toBe('/services');
    expect(withLanguagePrefix('/admin/login', 'de')).toBe('/admin/login');
    expect(withLanguagePrefix('/api/logout', 'ru')).toBe('/api/logout');
  });

  it('knows which paths are public pages', () => {
    expect(isPublicPagePath('/contact')).toBe(true);
    expect(isPublicPagePath('/administration')).toBe(true);
    expect(isPublicPagePath('/admin')).toBe(false);
    expect(isPublicPagePath('/brands/x.svg')).toBe(false);
  });
});

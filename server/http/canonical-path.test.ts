import { describe, expect, it } from 'vitest';
import { canonicalTarget } from './canonical-path.ts';

describe('canonicalTarget', () => {
  it('keeps canonical targets as they are', () => {
    for (const target of [
      '/',
      '/en',
      '/services/web-tasarim',
      '/contact?package=Pro%20Paket&x=//y',
      '/.well-known/security.txt',
      '/api/settings',
      '/trpc/settings.public,content.byLanguage?batch=1',
      '/uploads/Photo.JPG',
      '/admin/Contacts',
      '/caf%C3%A9',
      '*',
    ]) {
      expect(canonicalTarget(target)).toBe(target);
    }
  });

  it('collapses repeated slashes into a same-origin path, never a host', () => {
    expect(canonicalTarget('//x1/en')).toBe('/x1/en');
    expect(canonicalTarget('//evil.com')).toBe('/evil.com');
    expect(canonicalTarget('///evil.com/a?b=1')).toBe('/evil.com/a?b=1');
    expect(canonicalTarget('//')).toBe('/');
    expect(canonicalTarget('/en//services')).toBe('/en/services');
    expect(canonicalTarget('/api//settings')).toBe('/api/settings');
  });

  it('drops trailing slashes, dot segments and a trailing index.html', () => {
    expect(canonicalTarget('/about/')).toBe('/about');
    expect(canonicalTarget('/en/?a=1')).toBe('/en?a=1');
    expect(canonicalTarget('/./en/./about')).toBe('/en/about');
    expect(canonicalTarget('/en/x/../about')).toBe('/en/about');
    expect(canonicalTarget('/../../etc/passwd')).toBe('/etc/passwd');
    expect(canonicalTarget('/%2e%2E/en/%2E')).toBe('/en');
    expect(canonicalTarget('/index.html')).toBe('/');
    expect(canonicalTarget('/en/index.html')).toBe('/en');
  });

  it('decodes escaped unreserved characters and writes other escapes in upper case', () => {
    expect(canonicalTarget('/%65n/%61bout')).toBe('/en/about');
    expect(canonicalTarget('/services/web%2Dtasarim')).toBe('/services/web-tasarim');
    expect(canonicalTarget('/caf%c3%a9')).toBe('/caf%C3%A9');
    expect(canonicalTarget('/a%2fb')).toBe('/a%2Fb');
  });

  it('writes public page paths in lower case, nothing else', () => {
    expect(canonicalTarget('/EN/About?Q=A')).toBe('/en/about?Q=A');
    expect(canonicalTarget('/Services/Web-Tasarim')).toBe('/services/web-tasarim');
    expect(canonicalTarget('/Caf%C3%A9')).toBe('/caf%C3%A9');
    expect(canonicalTarget('/uploads/A.PNG')).toBe('/uploads/A.PNG');
    expect(canonicalTarget('/Logo.PNG')).toBe('/Logo.PNG');
    // Spelled in capitals, /api and /admin are not page paths; their lower-case spelling is the address.
    expect(canonicalTarget('/API/settings')).toBe('/api/settings');
    expect(canonicalTarget('/api/services/slug/Web')).toBe('/api/services/slug/Web');
  });

  it('refuses what it cannot make a safe path of', () => {
    expect(canonicalTarget('/\\evil.com')).toBeNull();
    expect(canonicalTarget('//\\evil.com')).toBeNull();
    expect(canonicalTarget('/a%zz')).toBeNull();
    expect(canonicalTarget('/a%4')).toBeNull();
  });

  it('never answers a Location that leaves the origin', () => {
    const hostile = ['//evil.com', '/\\/evil.com', '/%2F/evil.com', '///evil.com', '/.//evil.com', '/..//evil.com'];
    for (const target of hostile) {
      const canonical = canonicalTarget(target);
      if (canonical === null) continue;
      expect(canonical).toMatch(/^\/(?![/\\])/);
      expect(new URL(canonical, 'https://site.example').host).toBe('site.example');
    }
  });
});

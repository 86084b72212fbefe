import { describe, expect, it } from 'vitest';
import { filterContentEntries, missingKeysByLanguage } from './content-search.ts';

const entries = [
  { key: 'hero.title', value: 'Dijital Dönüşümde Güvenilir Ortağınız' },
  { key: 'contact.form.city', value: 'İstanbul' },
  { key: 'footer.note', value: 'IŞIK ve ılık' },
  { key: 'nav.home', value: 'Ana Sayfa' },
];
const keysOf = (query: string) => filterContentEntries(entries, query).map((entry) => entry.key);

describe('content search', () => {
  it('an empty or blank query keeps every entry', () => {
    expect(keysOf('')).toHaveLength(4);
    expect(keysOf('   ')).toHaveLength(4);
  });

  it('matches the key or the value, case-insensitively', () => {
    expect(keysOf('HERO')).toEqual(['hero.title']);
    expect(keysOf('TITLE')).toEqual(['hero.title']);
    expect(keysOf('ana sayfa')).toEqual(['nav.home']);
    expect(keysOf('güvenilir')).toEqual(['hero.title']);
  });

  it('lower-cases the Turkish way', () => {
    expect(keysOf('istanbul')).toEqual(['contact.form.city']);
    expect(keysOf('İSTANBUL')).toEqual(['contact.form.city']);
    expect(keysOf('ışık')).toEqual(['footer.note']);
    expect(keysOf('ILIK')).toEqual(['footer.note']);
  });

  it('finds nothing for text that is nowhere', () => {
    expect(keysOf('zzz-yok')).toEqual([]);
  });
});

describe('missing keys by language', () => {
  it('groups the coverage answer per language', () => {
    const grouped = missingKeysByLanguage([
      { key: 'a.one', missing: ['en', 'ar'] },
      { key: 'b.two', missing: ['ar'] },
    ]);
    expect(grouped).toEqual({ tr: [], en: ['a.one'], de: [], ru: [], ar: ['a.one', 'b.two'] });
  });
});

import { describe, expect, it } from 'vitest';
import type { ContentEntryOutput } from '../../shared/admin-content.ts';
import { fieldKindOfKey, placeOfKey } from './content-places.ts';
import { mergeEntries } from './content-texts.ts';

const entry = (key: string, language: ContentEntryOutput['language']): ContentEntryOutput => ({
  id: 1,
  key,
  value: 'x',
  language,
  isCustom: false,
  updatedAt: '2026-11-27T00:00:00.000Z',
  builtIn: language === 'tr',
  defaultValue: null,
});

describe('legal texts in the content editor (issue 22)', () => {
  it('sit on their page, in the legal text section, with their own field', () => {
    expect(placeOfKey('legal.kvkk.body')).toEqual({ page: 'kvkk', section: 'legalText', rest: ['body'] });
    expect(placeOfKey('legal.privacy.updated')).toEqual({ page: 'privacy', section: 'legalText', rest: ['updated'] });
    expect(fieldKindOfKey('legal.terms.body')).toBe('legalBody');
    expect(fieldKindOfKey('legal.terms.updated')).toBe('date');
    expect(fieldKindOfKey('hero.title')).toBe('text');
    // The site's own legal.* texts (the table of contents label) are not in the store's legal keys.
    expect(fieldKindOfKey('legal.toc')).toBe('text');
  });

  it('a day is missing only in Turkish; a text without translations misses them', () => {
    const [body, updated] = mergeEntries(
      [entry('legal.cookies.body', 'tr'), entry('legal.cookies.updated', 'tr')],
      () => undefined,
    );
    expect(body.missing).toEqual(['en', 'de', 'ru', 'ar']);
    expect(updated.missing).toEqual([]);
  });
});

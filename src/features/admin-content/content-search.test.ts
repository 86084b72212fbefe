import { describe, expect, it } from 'vitest';
import { missingKeysByLanguage } from './content-search.ts';

describe('missing keys by language', () => {
  it('groups the coverage answer per language', () => {
    const grouped = missingKeysByLanguage([
      { key: 'a.one', missing: ['en', 'ar'] },
      { key: 'b.two', missing: ['ar'] },
    ]);
    expect(grouped).toEqual({ tr: [], en: ['a.one'], de: [], ru: [], ar: ['a.one', 'b.two'] });
  });
});

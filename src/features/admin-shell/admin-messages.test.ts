import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages.ts';
import { ADMIN_CATALOGS } from './admin-catalogs.ts';

describe('admin texts', () => {
  it.each(Object.entries(ADMIN_CATALOGS))('%s: every key in all five languages, none empty', (_name, catalog) => {
    const keys = Object.keys(catalog.tr).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(catalog[language]).sort(), language).toEqual(keys);
      for (const [key, text] of Object.entries(catalog[language]))
        expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('no key is defined by two screens', () => {
    const seen = new Map<string, string>();
    for (const [name, catalog] of Object.entries(ADMIN_CATALOGS)) {
      for (const key of Object.keys(catalog.tr)) {
        expect(seen.get(key), `${key} in ${name} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });
});

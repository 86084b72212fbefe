import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shared/languages.ts';
import { VALIDATION_MESSAGES } from '../shared/validation-messages.ts';
import { ADMIN_CATALOGS, SITE_CATALOGS } from './all-catalogs.ts';
import { loadMessages, mergeMessages } from './messages.ts';

const AREAS: Record<string, Record<string, Record<string, string>>> = { site: SITE_CATALOGS, admin: ADMIN_CATALOGS };
const { tr, en } = SITE_CATALOGS;

/** The argument and tag names of a text (plural and select branches differ by language; these do not). */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): string[] {
  for (const element of elements) {
    if ('value' in element && element.type !== 0) names.add(String(element.value));
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    if ('children' in element) argumentsOf(element.children, names);
  }
  return [...names].sort();
}
const argumentsOfText = (text: string) => argumentsOf(parse(text, { ignoreTag: false }));

describe.each(Object.entries(AREAS))('the %s catalogs', (area, catalogs) => {
  it('exist on disk for exactly the five languages', () => {
    const files = Object.keys(import.meta.glob('./catalogs/*/*.json')).filter((file) => file.includes(`/${area}/`));
    expect(files.map((file) => file.slice(-'xx.json'.length, -'.json'.length)).sort()).toEqual([...LANGUAGES].sort());
  });

  it('have the same ids in every language', () => {
    const ids = Object.keys(catalogs.tr).sort();
    for (const language of LANGUAGES) expect(Object.keys(catalogs[language]).sort(), language).toEqual(ids);
  });

  it('have no empty text and the same arguments in every language', () => {
    for (const [id, text] of Object.entries(catalogs.tr)) {
      for (const language of LANGUAGES) {
        const translated = catalogs[language][id];
        expect(translated.trim().length, `${language} ${id}`).toBeGreaterThan(0);
        expect(argumentsOfText(translated), `${language} ${id}`).toEqual(argumentsOfText(text));
      }
    }
  });

  it('Arabic texts are written in Arabic script', () => {
    const arabic = Object.values(catalogs.ar).filter((text) => /[\u0600-\u06FF]/.test(text));
    expect(arabic.length / Object.keys(catalogs.ar).length).toBeGreaterThan(0.9);
  });
});

describe('the site catalogs', () => {
  it('carry no admin text: public pages never load those', () => {
    expect(Object.keys(tr).filter((id) => id.startsWith('admin.'))).toEqual([]);
    const adminIds = new Set(Object.keys(ADMIN_CATALOGS.tr));
    expect(Object.keys(tr).filter((id) => adminIds.has(id))).toEqual([]);
  });

  it('translate every shared validation text, with the spec wording in Turkish', () => {
    for (const [id, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect(tr[`validation.${id}` as keyof typeof tr], id).toBe(text);
      for (const language of LANGUAGES)
        expect(SITE_CATALOGS[language][`validation.${id}` as keyof typeof tr], `${language} ${id}`).toBeTruthy();
    }
  });
});

describe('text lookup order', () => {
  const textOf = (message: unknown) => (message as Array<{ value: string }>).map((element) => element.value).join('');
  it('server content wins, then the current language, then Turkish', async () => {
    const english = await loadMessages('en');
    const merged = mergeMessages(
      { ...english, 'only.tr': (await loadMessages('tr'))['nav.about'] },
      {
        'nav.home': 'Start (server)',
      },
    );
    expect(textOf(merged['nav.home'])).toBe('Start (server)');
    expect(textOf(merged['nav.about'])).toBe(en['nav.about']);
    expect(textOf(merged['only.tr'])).toBe(tr['nav.about']);
  });
});

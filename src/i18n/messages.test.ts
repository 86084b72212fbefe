import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shared/languages.ts';
import { VALIDATION_MESSAGES } from '../shared/validation-messages.ts';
import ar from './messages/ar.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import ru from './messages/ru.json' with { type: 'json' };
import tr from './messages/tr.json' with { type: 'json' };
import { loadMessages, mergeMessages } from './messages.ts';

const dictionaries: Record<string, Record<string, string>> = { tr, en, de, ru, ar };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('the five dictionaries', () => {
  it('exist for every language with the same keys', () => {
    expect(Object.keys(dictionaries).sort()).toEqual([...LANGUAGES].sort());
    const keys = Object.keys(tr).sort();
    for (const language of LANGUAGES) expect(Object.keys(dictionaries[language]).sort(), language).toEqual(keys);
  });

  it('have no empty text and the same placeholders in every language', () => {
    for (const [key, text] of Object.entries(tr)) {
      for (const language of LANGUAGES) {
        const translated = dictionaries[language][key];
        expect(translated.trim().length, `${language} ${key}`).toBeGreaterThan(0);
        expect(placeholders(translated), `${language} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('translate every shared validation text, with the spec wording in Turkish', () => {
    for (const [id, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect(tr[`validation.${id}` as keyof typeof tr], id).toBe(text);
      for (const language of LANGUAGES)
        expect(dictionaries[language][`validation.${id}`], `${language} ${id}`).toBeTruthy();
    }
  });

  it('Arabic texts are written in Arabic script', () => {
    const arabic = Object.values(ar).filter((text) => /[\u0600-\u06FF]/.test(text));
    expect(arabic.length / Object.keys(ar).length).toBeGreaterThan(0.9);
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

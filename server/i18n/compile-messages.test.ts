import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import ar from '../../src/i18n/catalogs/site/ar.json' with { type: 'json' };
import de from '../../src/i18n/catalogs/site/de.json' with { type: 'json' };
import en from '../../src/i18n/catalogs/site/en.json' with { type: 'json' };
import ru from '../../src/i18n/catalogs/site/ru.json' with { type: 'json' };
import tr from '../../src/i18n/catalogs/site/tr.json' with { type: 'json' };
import { expandMessages, hasText } from '../../src/shared/compiled-messages.ts';
import { LANGUAGES } from '../../src/shared/languages.ts';
import { compileMessage, compileMessages } from './compile-messages.ts';

const dictionaries: Record<string, Record<string, string>> = { tr, en, de, ru, ar };

/**
 * react-intl without the typed ids (src/i18n/react-intl-ids.d.ts): these tests format made-up ids
 * (m, p) and every catalog id as a plain string, on purpose.
 */
type UntypedIntl = { formatMessage(descriptor: { id: string }, values?: Record<string, string | number>): string };
const untypedIntl = (locale: string, messages: Record<string, string> | Record<string, MessageFormatElement[]>) =>
  createIntl({ locale, messages } as Parameters<typeof createIntl>[0]) as unknown as UntypedIntl;
const valuesOf = (text: string) =>
  Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], `<${match[1]}>`]));

describe('messages compiled on the server for a browser without a parser', () => {
  it('a plain text travels as itself; anything else as the parser’s syntax tree', () => {
    expect(compileMessage('Merhaba')).toBe('Merhaba');
    expect(compileMessage("Mersin'den dünyaya")).toBe("Mersin'den dünyaya");
    expect(compileMessage('')).toBe('');
    for (const text of ['Toplam {count} ürün', '{n, plural, one {# dosya} other {# dosya}}', 'a <b>bold</b> word']) {
      expect(compileMessage(text), text).toEqual(parse(text, { ignoreTag: false }));
    }
    // Quoting is resolved by the parser: the browser gets the text as shown.
    expect(compileMessage("It''s")).toBe("It's");
    expect(expandMessages({ a: 'x', b: '' })).toEqual({ a: [{ type: 0, value: 'x' }], b: [] });
    expect([hasText(expandMessages({ a: 'x' }).a), hasText(expandMessages({ a: '' }).a), hasText(undefined)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('a text the parser refuses is shown as written', () => {
    for (const text of ['{unclosed', 'a } b', '{}']) {
      const intl = untypedIntl('tr', expandMessages({ m: compileMessage(text) }));
      expect(intl.formatMessage({ id: 'm' }), text).toBe(text);
    }
  });

  it('plurals format in the browser from the compiled tree', () => {
    const messages = expandMessages(compileMessages({ p: '{n, plural, one {# file} other {# files}}' }));
    const intl = untypedIntl('en', messages);
    expect(intl.formatMessage({ id: 'p' }, { n: 1 })).toBe('1 file');
    expect(intl.formatMessage({ id: 'p' }, { n: 2 })).toBe('2 files');
  });

  it('format every built-in text of the five languages exactly as the parsed string does', () => {
    for (const language of LANGUAGES) {
      const source = dictionaries[language];
      const compiled = untypedIntl(language, expandMessages(compileMessages(source)));
      const parsed = untypedIntl(language, source);
      for (const [id, text] of Object.entries(source)) {
        const values = valuesOf(text);
        expect(compiled.formatMessage({ id }, values), `${language} ${id}`).toBe(parsed.formatMessage({ id }, values));
      }
    }
  });
});

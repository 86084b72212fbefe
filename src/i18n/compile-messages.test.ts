import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shared/languages.ts';
import { asIntlMessages, compileMessages, compileSimpleMessage, hasText, needsParser } from './compile-messages.ts';
import ar from './messages/ar.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import ru from './messages/ru.json' with { type: 'json' };
import tr from './messages/tr.json' with { type: 'json' };

const dictionaries: Record<string, Record<string, string>> = { tr, en, de, ru, ar };
const valuesOf = (text: string) =>
  Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], `<${match[1]}>`]));

describe('messages compiled without the ICU parser', () => {
  it('give the syntax tree of the full parser for words and {name} arguments', () => {
    for (const text of ['Merhaba', "Mersin'den dünyaya", 'Toplam {count} ürün', '{name}', '{ year }, {b}!', '']) {
      expect(compileSimpleMessage(text), text).toEqual(
        parse(text).map((element) => ({ type: element.type, value: (element as { value: string }).value })),
      );
    }
  });

  it('leave plurals, selects, formats, tags and quoting to the full parser', () => {
    for (const text of [
      '{count, plural, one {# dosya} other {# dosya}}',
      '{kind, select, a {A} other {B}}',
      '{n, number}',
      'a <b>bold</b> word',
      "It''s",
      "'{quoted}'",
      'a } b',
      '{unclosed',
      '{}',
    ]) {
      expect(compileSimpleMessage(text), text).toBeUndefined();
    }
    expect(needsParser({ a: 'plain', b: '{n, plural, other {#}}' })).toBe(true);
    expect(needsParser({ a: 'plain {x}' })).toBe(false);
    expect([hasText(compileSimpleMessage('x')), hasText(compileSimpleMessage('')), hasText(undefined)]).toEqual([
      true,
      false,
      false,
    ]);
    const compiled = compileMessages({ p: '{n, plural, one {# file} other {# files}}' }, parse);
    expect(createIntl({ locale: 'en', messages: asIntlMessages(compiled) }).formatMessage({ id: 'p' }, { n: 2 })).toBe(
      '2 files',
    );
  });

  it('format every built-in text of the five languages exactly as the parsed string does', () => {
    for (const language of LANGUAGES) {
      const source = dictionaries[language];
      expect(needsParser(source), language).toBe(false);
      const compiled = createIntl({ locale: language, messages: asIntlMessages(compileMessages(source)) });
      const parsed = createIntl({ locale: language, messages: source });
      for (const [id, text] of Object.entries(source)) {
        const values = valuesOf(text);
        expect(compiled.formatMessage({ id }, values), `${language} ${id}`).toBe(parsed.formatMessage({ id }, values));
      }
    }
  });
});

/**
 * The catalogs the server formats itself (recommendation, mail): every language holds exactly the
 * Turkish ids, every message parses as ICU, and every message formats in every language with the
 * arguments the code gives (a translation that names an unknown argument fails here, not for a visitor).
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shared/languages.ts';
import { MAIL_CATALOGS } from '../mail/mail-texts.ts';
import { RECOMMENDATION_CATALOGS } from '../services/recommendation/recommendation-texts.ts';
import { catalogFormatter } from './catalog-formatter.ts';

const AREAS = { recommendation: RECOMMENDATION_CATALOGS, mail: MAIL_CATALOGS } as const;

/** The names of the arguments a message uses, with the kind of each (select and plural need their own values). */
function argumentsOf(elements: readonly MessageFormatElement[], into = new Map<string, TYPE>()): Map<string, TYPE> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number) into.set(element.value, element.type);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      into.set(element.value, element.type);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe.each(Object.entries(AREAS))('the %s catalogs', (_area, catalogs) => {
  const turkish = Object.keys(catalogs.tr).sort();

  it.each(LANGUAGES)('%s holds exactly the Turkish ids', (language) => {
    expect(Object.keys(catalogs[language]).sort()).toEqual(turkish);
  });

  it.each(LANGUAGES)('%s: every message parses and formats with every kind of value', (language) => {
    const catalog: Record<string, string> = catalogs[language];
    const format = catalogFormatter({ [language]: catalog } as never)(language) as (
      id: string,
      values?: Record<string, string | number>,
    ) => string;
    for (const [id, text] of Object.entries(catalog)) {
      const args = argumentsOf(parse(text, { ignoreTag: true }));
      for (const count of [1, 2, 3]) {
        for (const choice of ['yes', 'no', 'need', 'plain']) {
          const values = Object.fromEntries(
            [...args].map(([name, type]) => [
              name,
              type === TYPE.plural ? count : type === TYPE.select ? choice : `<${name}>`,
            ]),
          );
          const formatted = format(id, values);
          expect(formatted, `${language} ${id}`).not.toMatch(/[{}]/);
          expect(formatted.trim(), `${language} ${id}`).not.toBe('');
        }
      }
    }
  });
});

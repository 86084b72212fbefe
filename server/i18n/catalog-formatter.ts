import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../../src/shared/languages.ts';

/** One area's ICU message catalog (src/i18n/catalogs/<area>/<language>.json). */
export type Catalog<Id extends string> = Readonly<Record<Id, string>>;
export type MessageValues = Readonly<Record<string, string | number>>;
export type FormatMessage<Id extends string> = (id: Id, values?: MessageValues) => string;

/**
 * Formats the messages of one catalog area on the server, each message parsed once per language.
 * Tags are not read (`<` is plain text in a mail or a recommendation); a missing value throws,
 * so a message that names an argument the caller does not give fails loudly in the tests.
 */
export function catalogFormatter<Id extends string>(
  catalogs: Readonly<Record<Language, Catalog<Id>>>,
): (language: Language) => FormatMessage<Id> {
  const byLanguage = new Map<Language, FormatMessage<Id>>();
  return (language) => {
    let format = byLanguage.get(language);
    if (!format) {
      const parsed = new Map<Id, IntlMessageFormat>();
      format = (id, values) => {
        let message = parsed.get(id);
        if (!message) {
          message = new IntlMessageFormat(catalogs[language][id], language, undefined, { ignoreTag: true });
          parsed.set(id, message);
        }
        return String(message.format(values));
      };
      byLanguage.set(language, format);
    }
    return format;
  };
}

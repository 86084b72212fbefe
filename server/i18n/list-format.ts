import type { Language } from '../../src/shared/languages.ts';

/**
 * The locale whose list patterns a site language uses. English texts are British (catalogue,
 * colour), and British lists have no serial comma: "a, b and c".
 */
const LIST_LOCALES: Partial<Record<Language, string>> = { en: 'en-GB' };

type ListFormat = {
  format: Intl.ListFormat;
  /** What stands between two items (" ve ", " and "). */
  conjunction: string;
};
const formats = new Map<Language, ListFormat>();

function listFormatOf(language: Language): ListFormat {
  let entry = formats.get(language);
  if (!entry) {
    const format = new Intl.ListFormat(LIST_LOCALES[language] ?? language, { type: 'conjunction' });
    const conjunction = format.formatToParts(['a', 'b']).find((part) => part.type === 'literal')?.value ?? '';
    entry = { format, conjunction };
    formats.set(language, entry);
  }
  return entry;
}

/** "a", "a and b", "a, b and c" in the language (Intl.ListFormat). */
export function formatList(language: Language, items: readonly string[]): string {
  return listFormatOf(language).format.format(items);
}

/**
 * A list whose items may hold the conjunction themselves ("X and Y goals"): then the last link is
 * the caller's `nested` wording ("sowie", ", а также") so that the sentence stays unambiguous;
 * `head` is the list up to the last conjunction as Intl.ListFormat writes it.
 */
export function formatNestedList(
  language: Language,
  items: readonly string[],
  nested: (head: string, last: string) => string,
): string {
  const { format, conjunction } = listFormatOf(language);
  if (items.length < 2 || !conjunction || !items.some((item) => item.includes(conjunction))) {
    return format.format(items);
  }
  const parts = format.formatToParts(items);
  const lastLink = parts.findLastIndex((part) => part.type === 'literal');
  const head = parts
    .slice(0, lastLink)
    .map((part) => part.value)
    .join('');
  return nested(head, items[items.length - 1]);
}

/** The text with its first letter in upper case, by the language's rules (Turkish i → İ). */
export function capitalize(text: string, language: Language): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

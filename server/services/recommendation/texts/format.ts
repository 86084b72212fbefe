/** "a", "a and b", "a, b and c" with the language's conjunction. */
export function joinList(items: readonly string[], conjunction: string, separator = ', '): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(separator)}${conjunction}${items[items.length - 1]}`;
}

/**
 * A list of answer phrases, some of which may be lists themselves ("X and Y goals"): then the last item
 * is joined with the nested conjunction ("sowie", ", а также") so the sentence stays unambiguous.
 */
export function joinPhrases(
  items: readonly string[],
  conjunction: string,
  nestedConjunction: string,
  separator = ', ',
): string {
  const nested = items.some((item) => item.includes(conjunction));
  return joinList(items, nested ? nestedConjunction : conjunction, separator);
}

/** The text with its first letter in upper case, by the language's rules (Turkish i → İ). */
export function capitalize(text: string, locale: string): string {
  const first = text.charAt(0);
  return first.toLocaleUpperCase(locale) + text.slice(1);
}

import ar from '../../../src/i18n/catalogs/recommendation/ar.json' with { type: 'json' };
import de from '../../../src/i18n/catalogs/recommendation/de.json' with { type: 'json' };
import en from '../../../src/i18n/catalogs/recommendation/en.json' with { type: 'json' };
import ru from '../../../src/i18n/catalogs/recommendation/ru.json' with { type: 'json' };
import tr from '../../../src/i18n/catalogs/recommendation/tr.json' with { type: 'json' };
import { type Language, perLanguage } from '../../../src/shared/languages.ts';
import { type Catalog, catalogFormatter, type FormatMessage } from '../../i18n/catalog-formatter.ts';
import { capitalize, formatList, formatNestedList } from '../../i18n/list-format.ts';

/** The ids of the recommenders' texts, from the Turkish (authoritative) catalog. */
export type RecommendationMessageId = keyof typeof tr;

/** Every language holds every Turkish id: a missing id or language is a type error here. */
export const RECOMMENDATION_CATALOGS: Readonly<Record<Language, Catalog<RecommendationMessageId>>> = {
  tr,
  en,
  de,
  ru,
  ar,
};

const formatterFor = catalogFormatter(RECOMMENDATION_CATALOGS);

/** The id `<engine>.<question>.<value>` of each answer in the union `A` (its question under `key`). */
type AnswerPhraseId<E extends string, K extends string, A> = A extends Record<K, string> & { value: string }
  ? `${E}.${A[K]}.${A['value']}`
  : never;

/**
 * The id of an answer's phrase, `<engine>.<question>.<value>`. Typed per answer, so an answer
 * whose phrase is missing from the catalog is a type error where the id is formatted.
 */
export function answerPhraseId<E extends string, K extends string, A extends Record<K, string> & { value: string }>(
  engine: E,
  key: K,
  answer: A,
): AnswerPhraseId<E, K, A> {
  return `${engine}.${answer[key]}.${answer.value}` as AnswerPhraseId<E, K, A>;
}

/** The recommenders' texts in one language, and the ways its sentences join answer phrases. */
export interface RecommendationWriter {
  text: FormatMessage<RecommendationMessageId>;
  /** A message that starts a sentence: its first letter in upper case (it may start with an answer phrase). */
  sentence: FormatMessage<RecommendationMessageId>;
  /** "a, b and c" (Intl.ListFormat). */
  list: (items: readonly string[]) => string;
  /** Answer phrases, some of which may be lists themselves: the last link then reads `list.nested`. */
  phrases: (items: readonly string[]) => string;
  /** "a, b, c": an enumeration without a conjunction (`list.separator`). */
  enumeration: (items: readonly string[]) => string;
  /** A lira band code (`5k-10k`, `20k+`) as amounts in the language: `{ range }` or, open-ended, `{ min }`. */
  band: (code: string) => { range: string } | { min: string };
}

const THOUSANDS = /^(\d+)(k?)$/;
const amountOf = (part: string) => {
  const match = THOUSANDS.exec(part);
  return match ? Number(match[1]) * (match[2] ? 1000 : 1) : 0;
};

const FORMAT_LOCALE = perLanguage((entry) => entry.formatLocale);

/** Lira amounts in a language's number and currency format (₺5.000–₺10.000, ₺5,000–₺10,000, 5 000–10 000 ₺). */
function bandWriter(language: Language) {
  const lira = new Intl.NumberFormat(FORMAT_LOCALE[language], {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  return (code: string): { range: string } | { min: string } => {
    if (code.endsWith('+')) return { min: lira.format(amountOf(code.slice(0, -1))) };
    const [low = '', high = ''] = code.split('-');
    return { range: lira.formatRange(amountOf(low), amountOf(high)) };
  };
}

export function recommendationWriter(language: Language): RecommendationWriter {
  const text = formatterFor(language);
  return {
    text,
    sentence: (id, values) => capitalize(text(id, values), language),
    list: (items) => formatList(language, items),
    phrases: (items) => formatNestedList(language, items, (head, last) => text('list.nested', { head, last })),
    enumeration: (items) => items.join(text('list.separator')),
    band: bandWriter(language),
  };
}

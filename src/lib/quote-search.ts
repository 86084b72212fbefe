import type { SiteMessageId } from '../i18n/message-ids.ts';
import { QUOTE_ANSWERS_MAX, RECOMMENDATION_MAX } from '../shared/quote-limits.ts';

/**
 * What /contact can be opened with (spec 000: ?package=; issue 12: a recommendation to quote):
 * the package name, the recommended services' names and a summary of the recommendation with the
 * visitor's answers. The form prefills its subject from them and sends the summary along, so the
 * owner sees it with the message. Search values are untrusted: trimmed and cut to the contact
 * schema's limits, and only the summary keeps its line breaks.
 */
export type QuoteSearch = { package?: string; services?: string; recommendation?: string; answers?: string };

const LINE_MAX = 200;

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

const line = (value: unknown) =>
  text(value)
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, LINE_MAX);

export function parseQuoteSearch(search: Record<string, unknown>): QuoteSearch {
  const result: QuoteSearch = {};
  const packageName = line(search.package);
  const services = line(search.services);
  const recommendation = text(search.recommendation).replace(/\r/g, '').trim().slice(0, RECOMMENDATION_MAX);
  if (packageName) result.package = packageName;
  if (services) result.services = services;
  if (recommendation) result.recommendation = recommendation;
  // The recommender's answers as JSON (src/shared/quote-answers.ts), checked by the server.
  const answers = text(search.answers).trim();
  if (answers && answers.length <= QUOTE_ANSWERS_MAX) result.answers = answers;
  return result;
}

/** The search of a /contact link; loosely typed like sitePath (the route's search is not known here). */
export function quoteSearch(search: QuoteSearch) {
  return parseQuoteSearch(search) as never;
}

/** "Label: value" lines under a title, the summary format of both recommenders. */
export function summaryText(title: string, lines: ReadonlyArray<readonly [string, string]>): string {
  return [title, ...lines.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`)].join('\n');
}

/** The prefilled subject: about the package, or a quote request for the recommended services. */
export function quoteSubject(
  format: (id: SiteMessageId, values: Record<string, string>) => string,
  search: QuoteSearch,
): string {
  if (search.package) return format('contact.form.packageSubject', { package: search.package });
  if (search.services) return format('contact.form.servicesSubject', { services: search.services });
  return '';
}

import type { IntlShape } from 'react-intl';
import { type QuoteSearch, quoteSearch, summaryText } from '../../lib/quote-search.ts';
import { type Answers, QUESTIONNAIRE_STEPS } from './questionnaire-steps.ts';

const PREFIX = 'service.questionnaire';

/**
 * The /contact search of the questionnaire's "get a quote": the recommended services for the
 * subject, and a summary of them with every answer given (in the visitor's language, as they
 * chose them), stored with the message for the owner.
 */
export function serviceQuoteSearch(intl: IntlShape, answers: Answers, serviceTitles: readonly string[]) {
  const text = (id: string) => intl.formatMessage({ id });
  const answerOf = (field: (typeof QUESTIONNAIRE_STEPS)[number]['field']) => {
    const value = answers[field];
    const chosen = Array.isArray(value) ? value : [value];
    return chosen.map((option) => text(`${PREFIX}.${field}.${option}`)).join(', ');
  };
  const services = serviceTitles.join(', ');
  const search: QuoteSearch = {
    services,
    recommendation: summaryText(text(`${PREFIX}.resultTitle`), [
      [text('quote.summary.services'), services],
      ...QUESTIONNAIRE_STEPS.map(({ field }) => [text(`${PREFIX}.${field}.label`), answerOf(field)] as const),
    ]),
  };
  return quoteSearch(search);
}

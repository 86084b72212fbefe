import type { IntlShape } from 'react-intl';
import { optionText, type SiteMessageId } from '../i18n/message-ids.ts';
import { type QuoteSearch, quoteSearch, summaryText } from './quote-search.ts';
import { type Answers, QUESTIONNAIRE_STEPS, toRecommendationInput } from './service-questionnaire.ts';

const PREFIX = 'service.questionnaire';

/**
 * The /contact search of the questionnaire's "get a quote": the recommended services for the
 * subject, and a summary of them with every answer given (in the visitor's language, as they
 * chose them), stored with the message for the owner.
 */
export function serviceQuoteSearch(intl: IntlShape, answers: Answers, serviceTitles: readonly string[]) {
  const text = (id: SiteMessageId) => intl.formatMessage({ id });
  const answerOf = (step: (typeof QUESTIONNAIRE_STEPS)[number]) => {
    const value = answers[step.field];
    const chosen = Array.isArray(value) ? value : [value];
    return chosen.map((option) => optionText(intl, step, option)).join(', ');
  };
  const services = serviceTitles.join(', ');
  const search: QuoteSearch = {
    services,
    answers: JSON.stringify({ kind: 'services', input: toRecommendationInput(answers) }),
    recommendation: summaryText(text(`${PREFIX}.resultTitle`), [
      [text('quote.summary.services'), services],
      ...QUESTIONNAIRE_STEPS.map((step) => [text(`${PREFIX}.${step.field}.label`), answerOf(step)] as const),
    ]),
  };
  return quoteSearch(search);
}

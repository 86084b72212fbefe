import type { IntlShape } from 'react-intl';
import { quoteSearch, summaryText } from '../../lib/quote-search.ts';
import { formatLira } from '../../shared/price.ts';
import type { PackageRecommendation } from '../../shared/recommendation.ts';

const PREFIX = 'ecommerce.recommender';
/** Free texts are cut in the summary: it travels in the /contact URL. */
const FREE_TEXT_MAX = 200;

/** The recommender's answers as the form holds them. */
export type PackageAnswers = {
  businessType: string;
  monthlyRevenue: string;
  employeeCount: string;
  currentWebsite: string;
  products: string;
  budget: string;
  timeline: string;
  features: string[];
  techLevel: string;
  growthPlans: string;
};

const CHOICE_FIELDS = ['businessType', 'monthlyRevenue', 'employeeCount', 'budget', 'timeline', 'techLevel'] as const;
const FREE_FIELDS = ['currentWebsite', 'products', 'growthPlans'] as const;

/** The price as the result shows it: '14.900 ₺', or 'get price' for a package priced on request. */
export function recommendedPriceText(intl: IntlShape, price: number | null): string {
  return price === null ? intl.formatMessage({ id: 'ecommerce.package.get_price' }) : formatLira(price);
}

/**
 * The /contact search of "choose this package": the package for the subject (spec 000) and a
 * summary of the recommendation with the answers given, stored with the message for the owner.
 */
export function packageQuoteSearch(intl: IntlShape, result: PackageRecommendation, answers: PackageAnswers) {
  const text = (id: string) => intl.formatMessage({ id });
  const free = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, FREE_TEXT_MAX);
  const lines: Array<readonly [string, string]> = [
    [text('quote.summary.package'), `${result.recommendedPackage} (${recommendedPriceText(intl, result.price)})`],
    ...CHOICE_FIELDS.map(
      (field) =>
        [
          text(`${PREFIX}.form.${field}`),
          answers[field] ? text(`${PREFIX}.option.${field}.${answers[field]}`) : '',
        ] as const,
    ),
    [text(`${PREFIX}.form.features`), answers.features.map((f) => text(`${PREFIX}.option.features.${f}`)).join(', ')],
    ...FREE_FIELDS.map((field) => [text(`${PREFIX}.form.${field}`), free(answers[field])] as const),
  ];
  return quoteSearch({
    package: result.recommendedPackage,
    recommendation: summaryText(text(`${PREFIX}.resultTitle`), lines),
  });
}

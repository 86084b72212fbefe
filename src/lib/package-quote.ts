import type { IntlShape } from 'react-intl';
import { type IdSuffix, type LabelledOptions, labelledOptions, optionText } from '../i18n/message-ids.ts';
import { formatLira } from '../shared/price.ts';
import { PACKAGE_OPTIONS, type PackageRecommendation } from '../shared/recommendation.ts';
import { quoteSearch, summaryText } from './quote-search.ts';

export const PREFIX = 'ecommerce.recommender';
/** Free texts are cut in the summary: it travels in the /contact URL. */
const FREE_TEXT_MAX = 200;

type Choice = 'businessType' | 'monthlyRevenue' | 'employeeCount' | 'budget' | 'timeline' | 'techLevel';
/** The answers typed freely (cut in the summary). */
const FREE_FIELDS = ['currentWebsite', 'products', 'growthPlans'] as const;

/** The recommender's answers as the form holds them: each select's and free text's value, and the wanted features. */
export type PackageAnswers = Record<Choice | (typeof FREE_FIELDS)[number], string> & { features: string[] };

/** The recommender's selects in form order, each option with its label. */
export const CHOICES: Array<{ field: Choice; required?: boolean } & LabelledOptions> = [
  {
    field: 'businessType',
    required: true,
    ...labelledOptions(PACKAGE_OPTIONS.businessType, (option) => `${PREFIX}.option.businessType.${option}`),
  },
  {
    field: 'monthlyRevenue',
    ...labelledOptions(PACKAGE_OPTIONS.monthlyRevenue, (option) => `${PREFIX}.option.monthlyRevenue.${option}`),
  },
  {
    field: 'employeeCount',
    ...labelledOptions(PACKAGE_OPTIONS.employeeCount, (option) => `${PREFIX}.option.employeeCount.${option}`),
  },
  {
    field: 'budget',
    required: true,
    ...labelledOptions(PACKAGE_OPTIONS.budget, (option) => `${PREFIX}.option.budget.${option}`),
  },
  {
    field: 'timeline',
    ...labelledOptions(PACKAGE_OPTIONS.timeline, (option) => `${PREFIX}.option.timeline.${option}`),
  },
  {
    field: 'techLevel',
    ...labelledOptions(PACKAGE_OPTIONS.techLevel, (option) => `${PREFIX}.option.techLevel.${option}`),
  },
];

/** The wanted features (checkboxes) with their labels. */
export const FEATURES = labelledOptions(PACKAGE_OPTIONS.features, (feature) => `${PREFIX}.option.features.${feature}`);

/** A recommender text by the rest of its id (`form.budget`). */
export type RecommenderTextKey = IdSuffix<'ecommerce.recommender.'>;

/** The price as the result shows it: '14.900 ₺', or 'get price' for a package priced on request. */
export function recommendedPriceText(intl: IntlShape, price: number | null): string {
  return price === null ? intl.formatMessage({ id: 'ecommerce.package.get_price' }) : formatLira(price);
}

/**
 * The /contact search of "choose this package": the package for the subject (spec 000) and a
 * summary of the recommendation with the answers given, stored with the message for the owner.
 */
export function packageQuoteSearch(intl: IntlShape, result: PackageRecommendation, answers: PackageAnswers) {
  const text = (key: RecommenderTextKey) => intl.formatMessage({ id: `${PREFIX}.${key}` });
  const free = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, FREE_TEXT_MAX);
  const lines: Array<readonly [string, string]> = [
    [
      intl.formatMessage({ id: 'quote.summary.package' }),
      `${result.recommendedPackage} (${recommendedPriceText(intl, result.price)})`,
    ],
    ...CHOICES.map(
      (choice) =>
        [
          text(`form.${choice.field}`),
          answers[choice.field] ? optionText(intl, choice, answers[choice.field]) : '',
        ] as const,
    ),
    [text('form.features'), answers.features.map((feature) => optionText(intl, FEATURES, feature)).join(', ')],
    ...FREE_FIELDS.map((field) => [text(`form.${field}`), free(answers[field])] as const),
  ];
  const input = { ...answers, ...Object.fromEntries(FREE_FIELDS.map((field) => [field, free(answers[field])])) };
  return quoteSearch({
    package: result.recommendedPackage,
    recommendation: summaryText(text('resultTitle'), lines),
    answers: JSON.stringify({ kind: 'package', input }),
  });
}

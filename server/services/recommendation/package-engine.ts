/**
 * The e-commerce package recommender (spec 000 sections 5, 7 and 9): a transparent points table over the
 * four packages, no randomness and no I/O. Every answer is a vector of points for
 * [tbt-baslangic, tbt-standart, tbt-profesyonel, tbt-kurumsal]; the package with the highest sum wins
 * (the cheaper one on a tie). The budget is the strongest signal. Its vectors and those of the features
 * that push upwards grow from package to package by non-decreasing steps, so raising the budget or
 * adding such a feature never lowers the result.
 *
 * The budget is also a limit (issue 12): the packages' real prices decide which fit the stated band,
 * and the main answer is never a package above it while one fits. A larger need (by the points, the
 * wanted features or the catalogue size) goes into the reasoning and the alternatives with its price
 * difference. When no package fits the band, the answer is the cheapest one, marked as over budget.
 */
import type { z } from 'zod';
import { ECOMMERCE_PACKAGE_SLUGS, type EcommercePackageSlug } from '../../../src/shared/catalog.ts';
import { DEFAULT_LANGUAGE } from '../../../src/shared/languages.ts';
import { formatLira, formatLiraDifference } from '../../../src/shared/price.ts';
import { PACKAGE_BUDGET_MAX_TRY, type packageRecommendationInputSchema } from '../../../src/shared/recommendation.ts';
import { blendedConfidence } from './confidence.ts';
import { answerPhraseId, type RecommendationWriter, recommendationWriter } from './recommendation-texts.ts';
import {
  type EmployeeCount,
  type GrowthKind,
  MAX_SUGGESTIONS,
  MIN_SUGGESTIONS,
  type MonthlyRevenue,
  type PackageBudget,
  type PackageBusinessType,
  type PackageSuggestionKey,
  type PackageTechLevel,
  type PackageTimeline,
  type ProductScale,
  type WantedFeature,
} from './types.ts';

export type PackageEngineInput = z.output<typeof packageRecommendationInputSchema>;

/** One-time prices in Turkish lira as /ecommerce lists them; null: priced on request. */
export type PackagePrices = Record<EcommercePackageSlug, number | null>;
/** The packages' titles in the visitor's language, as the admin set them. */
export type PackageNames = Readonly<Record<EcommercePackageSlug, string>>;

export interface PackageEngineResult {
  recommendedSlug: EcommercePackageSlug;
  price: number | null;
  withinBudget: boolean;
  alternativeSlugs: EcommercePackageSlug[];
  /** The package the answers need when the budget band does not reach it (then the first alternative). */
  largerNeedSlug?: EcommercePackageSlug;
  /** The alternatives as shown: name, price and the difference to the recommended package. */
  alternatives: string[];
  confidence: number;
  reasoning: string;
  customSuggestions: string[];
}

/** Points for [starter, standard, professional, enterprise]. */
type Vector = readonly [number, number, number, number];
const ZERO: Vector = [0, 0, 0, 0];

/**
 * The budget's points, by the largest package whose price fits the band (its index): a budget
 * that reaches a package favours it and the ones around it.
 */
const BUDGET_POINTS_BY_REACH: readonly Vector[] = [
  [12, 4, -6, -16],
  [5, 12, 4, -6],
  [-2, 5, 12, 3],
  [-8, -1, 8, 10],
];

/**
 * Whether a package's price fits the band. A package priced on request fits only the open band
 * (20k+): below it the price is unknown and may well be above.
 */
function fitsBudget(price: number | null, budget: PackageBudget): boolean {
  const max = PACKAGE_BUDGET_MAX_TRY[budget];
  return price === null ? max === Number.POSITIVE_INFINITY : price <= max;
}

/** The largest package that fits the band, or -1 when none does. */
export function budgetReachOf(budget: PackageBudget, prices: PackagePrices): number {
  let reach = -1;
  ECOMMERCE_PACKAGE_SLUGS.forEach((slug, index) => {
    if (fitsBudget(prices[slug], budget)) reach = index;
  });
  return reach;
}

export const REVENUE_POINTS: Record<MonthlyRevenue, Vector> = {
  '0-10k': [3, 1, -1, -3],
  '10k-50k': [1, 2, 0, -2],
  '50k-100k': [-1, 2, 2, 0],
  '100k-500k': [-2, 0, 3, 2],
  '500k+': [-3, -1, 2, 5],
};

export const EMPLOYEE_POINTS: Record<EmployeeCount, Vector> = {
  '1': [3, 0, -2, -3],
  '2-5': [1, 2, 0, -2],
  '6-15': [-1, 2, 2, -1],
  '16-50': [-2, 0, 2, 2],
  '50+': [-3, -1, 1, 4],
};

/** ERP, B2B and API push to enterprise; marketplace, reporting, live support and languages to professional. */
export const FEATURE_POINTS: Record<WantedFeature, Vector> = {
  erp_integration: [-3, -1, 2, 6],
  b2b_sales: [-3, -1, 2, 5],
  api_development: [-2, -1, 2, 5],
  marketplace_integration: [-3, 0, 5, 2],
  advanced_reporting: [-2, 0, 4, 2],
  live_support: [-2, 0, 4, 3],
  multi_language: [-2, 1, 4, 2],
  mobile_app: [-2, 0, 2, 2],
  email_marketing: [0, 2, 1, 0],
  social_media_integration: [0, 2, 1, 0],
};
/** The smallest package that includes a feature (by its index); the others need no particular package. */
const FEATURE_MIN_TIER: Partial<Record<WantedFeature, number>> = {
  erp_integration: 3,
  b2b_sales: 3,
  api_development: 3,
  marketplace_integration: 2,
  advanced_reporting: 2,
  live_support: 2,
  multi_language: 2,
};

/** Wholesale and manufacturing lean to B2B (enterprise). */
export const BUSINESS_TYPE_POINTS: Record<PackageBusinessType, Vector> = {
  retail: [2, 1, 0, -1],
  wholesale: [-1, 0, 1, 3],
  manufacturing: [-1, 0, 1, 3],
  services: [2, 1, -1, -1],
  technology: [0, 0, 1, 1],
  fashion: [0, 1, 2, 0],
  food: [1, 1, 0, -1],
  other: ZERO,
};

/** A beginner is served by the simpler packages or by enterprise's dedicated project manager. */
export const TECH_LEVEL_POINTS: Record<PackageTechLevel, Vector> = {
  beginner: [2, 1, -1, 0],
  intermediate: [0, 1, 0, 0],
  advanced: [0, 0, 1, 0],
  expert: [-1, 0, 1, 1],
};

/** Delivery takes 7-10 business days for starter up to 21-30 for enterprise (spec 000 section 9). */
export const TIMELINE_POINTS: Record<PackageTimeline, Vector> = {
  asap: [2, 1, -1, -2],
  '1month': [1, 1, 0, -1],
  '3months': [0, 0, 1, 0],
  '6months': [0, 0, 0, 1],
};

/** Free texts weigh lightly. Starter holds 500 products, standard 2500. */
export const PRODUCT_SCALE_POINTS: Record<ProductScale, Vector> = {
  few: [1, 0, 0, -1],
  many: [-2, 2, 1, 0],
  huge: [-3, -1, 2, 2],
};
/** The smallest package whose capacity fits the catalogue (starter 500 products, standard 2500). */
const PRODUCT_SCALE_MIN_TIER: Record<ProductScale, number> = { few: 0, many: 1, huge: 2 };
export const GROWTH_POINTS: Record<GrowthKind, Vector> = {
  global: [-2, 0, 2, 1],
  wholesale: [-2, -1, 1, 3],
};

/** An answer is named in the reasoning when it favours the package by at least this much. */
const DRIVER_MIN_POINTS = 1;

type Signal =
  | { group: 'budget'; value: PackageBudget; points: Vector }
  | { group: 'monthlyRevenue'; value: MonthlyRevenue; points: Vector }
  | { group: 'employeeCount'; value: EmployeeCount; points: Vector }
  | { group: 'feature'; value: WantedFeature; points: Vector }
  | { group: 'businessType'; value: PackageBusinessType; points: Vector }
  | { group: 'techLevel'; value: PackageTechLevel; points: Vector }
  | { group: 'timeline'; value: PackageTimeline; points: Vector }
  | { group: 'products'; value: ProductScale; points: Vector }
  | { group: 'growth'; value: GrowthKind; points: Vector };

const PRODUCT_UNITS = [
  'ürün',
  'urun',
  'çeşit',
  'cesit',
  'adet',
  'kalem',
  'model',
  'sku',
  'product',
  'item',
  'artikel',
  'produkt',
  'товар',
  'позици',
  'наименован',
  'منتج',
  'صنف',
];
const THOUSAND_MULTIPLIERS = ['k', 'bin', 'tausend', 'тыс.', 'тыс', 'ألف', 'آلاف'];
const isDigit = (text: string, at: number) =>
  at < text.length && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57;
const isSpace = (text: string, at: number) => at < text.length && /\s/.test(text[at]);
const skipSpaces = (text: string, at: number) => {
  let i = at;
  while (isSpace(text, i)) i++;
  return i;
};
const startsWithAny = (text: string, at: number, words: readonly string[]) => words.find((w) => text.startsWith(w, at));
/** Spaces, an optional "+", spaces, then a unit word. */
const unitFollows = (text: string, from: number) => {
  let at = skipSpaces(text, from);
  if (text[at] === '+') at = skipSpaces(text, at + 1);
  return startsWithAny(text, at, PRODUCT_UNITS) !== undefined;
};

/**
 * Counts followed by a unit word: "1.500 ürün", "3k products", "5 bin çeşit", "2000 товаров".
 * A hand-written scanner instead of a regular expression: each character is looked at a bounded
 * number of times, so any input is read in linear time (the earlier regex was cubic).
 */
export function productCountsOf(text: string): number[] {
  const counts: number[] = [];
  let i = 0;
  while (i < text.length) {
    if (!isDigit(text, i) || isDigit(text, i - 1)) {
      i++;
      continue;
    }
    let end = i;
    while (isDigit(text, end)) end++;
    let digits = text.slice(i, end);
    // Thousands groups ("1.500", "12 000") only after one to three leading digits.
    if (digits.length <= 3) {
      while (
        /[.,\s]/.test(text[end] ?? '') &&
        isDigit(text, end + 1) &&
        isDigit(text, end + 2) &&
        isDigit(text, end + 3) &&
        !isDigit(text, end + 4)
      ) {
        digits += text.slice(end + 1, end + 4);
        end += 4;
      }
    }
    const at = skipSpaces(text, end);
    const multiplier = startsWithAny(text, at, THOUSAND_MULTIPLIERS);
    if (multiplier && unitFollows(text, at + multiplier.length)) counts.push(Number(digits) * 1000);
    else if (unitFollows(text, at)) counts.push(Number(digits));
    i = end;
  }
  return counts;
}
const THOUSANDS_WORDS = /binlerce|thousands|tausende|тысяч|آلاف/iu;
const HUNDREDS_WORDS = /yüzlerce|hundreds|hunderte|сотни|сотен|مئات/iu;
const GLOBAL_GROWTH =
  /ihracat|yurt ?dışı|uluslararası|global|pazar ?yer|export|international|abroad|overseas|marketplace|ausland|marktpl|экспорт|за ?рубеж|международн|маркетплейс|تصدير|دولي|خارج|الأسواق الإلكترونية|amazon|trendyol|hepsiburada|etsy|ebay|n11/iu;
const WHOLESALE_GROWTH =
  /bayi|toptan|b2b|distribüt|franchise|dealer|wholesale|distributor|händler|großhandel|дилер|оптов|дистрибьют|موزع|وكلاء|الجملة/iu;

/** Both a Turkish and a plain lower-casing, so that "İhracat" and "INTERNATIONAL" are both recognised. */
function lowerForms(text: string): string[] {
  return [text.toLocaleLowerCase('tr-TR'), text.toLowerCase()];
}

/** How large the described catalogue looks, if the text says so. */
export function productScaleOf(text: string | undefined): ProductScale | undefined {
  if (!text?.trim()) return undefined;
  const forms = lowerForms(text);
  if (forms.some((form) => THOUSANDS_WORDS.test(form))) return 'huge';
  let largest = -1;
  for (const form of forms) {
    for (const count of productCountsOf(form)) largest = Math.max(largest, count);
  }
  if (largest > 2500) return 'huge';
  if (largest > 500 || forms.some((form) => HUNDREDS_WORDS.test(form))) return 'many';
  return largest >= 0 ? 'few' : undefined;
}

/** Growth directions the plans mention. */
export function growthKindsOf(text: string | undefined): GrowthKind[] {
  if (!text?.trim()) return [];
  const forms = lowerForms(text);
  const kinds: GrowthKind[] = [];
  if (forms.some((form) => GLOBAL_GROWTH.test(form))) kinds.push('global');
  if (forms.some((form) => WHOLESALE_GROWTH.test(form))) kinds.push('wholesale');
  return kinds;
}

function signalsOf(input: PackageEngineInput, reach: number): Signal[] {
  const budgetPoints = BUDGET_POINTS_BY_REACH[Math.max(0, reach)];
  const signals: Signal[] = [{ group: 'budget', value: input.budget, points: budgetPoints }];
  if (input.monthlyRevenue) {
    signals.push({
      group: 'monthlyRevenue',
      value: input.monthlyRevenue,
      points: REVENUE_POINTS[input.monthlyRevenue],
    });
  }
  if (input.employeeCount) {
    signals.push({ group: 'employeeCount', value: input.employeeCount, points: EMPLOYEE_POINTS[input.employeeCount] });
  }
  for (const feature of new Set(input.features ?? [])) {
    signals.push({ group: 'feature', value: feature, points: FEATURE_POINTS[feature] });
  }
  signals.push({ group: 'businessType', value: input.businessType, points: BUSINESS_TYPE_POINTS[input.businessType] });
  if (input.techLevel) {
    signals.push({ group: 'techLevel', value: input.techLevel, points: TECH_LEVEL_POINTS[input.techLevel] });
  }
  if (input.timeline) {
    signals.push({ group: 'timeline', value: input.timeline, points: TIMELINE_POINTS[input.timeline] });
  }
  const scale = productScaleOf(input.products);
  if (scale) signals.push({ group: 'products', value: scale, points: PRODUCT_SCALE_POINTS[scale] });
  for (const kind of growthKindsOf(input.growthPlans)) {
    signals.push({ group: 'growth', value: kind, points: GROWTH_POINTS[kind] });
  }
  return signals;
}

/** How much a signal favours the package over the average of the others. */
function contributionOf(signal: Signal, tier: number): number {
  const others = signal.points.filter((_, index) => index !== tier);
  return signal.points[tier] - others.reduce((sum, value) => sum + value, 0) / others.length;
}

function phraseOf(signal: Exclude<Signal, { group: 'feature' }>, w: RecommendationWriter): string {
  // Budget and revenue bands read as amounts in the visitor's currency format, not as codes.
  const amounts = signal.group === 'budget' || signal.group === 'monthlyRevenue' ? w.band(signal.value) : undefined;
  return w.text(answerPhraseId('package', 'group', signal), amounts);
}

/** A wanted feature's name; `need` is its form after the language's word for "need" (dative, prepositional). */
function featureName(feature: WantedFeature, w: RecommendationWriter, form: 'need' | 'plain' = 'plain'): string {
  return w.text(`package.feature.${feature}`, { form });
}

/** The budget first (the strongest signal), then the two answers that favour the package most. */
function driversOf(signals: readonly Signal[], tier: number, w: RecommendationWriter): string[] {
  const entries: Array<{ phrase: string; points: number; order: number }> = [];
  const features: WantedFeature[] = [];
  let featurePoints = 0;
  let featureOrder = -1;
  signals.forEach((signal, order) => {
    const points = contributionOf(signal, tier);
    if (points < DRIVER_MIN_POINTS) return;
    if (signal.group === 'feature') {
      features.push(signal.value);
      featurePoints += points;
      if (featureOrder < 0) featureOrder = order;
    } else {
      entries.push({ phrase: phraseOf(signal, w), points, order });
    }
  });
  if (features.length > 0) {
    const need = w.list(features.map((feature) => featureName(feature, w, 'need')));
    entries.push({
      phrase: w.text('package.featureNeed', { features: need }),
      points: featurePoints,
      order: featureOrder,
    });
  }
  const budget = entries.find((entry) => entry.order === 0);
  const rest = entries
    .filter((entry) => entry !== budget)
    .sort((a, b) => b.points - a.points || a.order - b.order)
    .slice(0, 2);
  const drivers = [...(budget ? [budget] : []), ...rest].map((entry) => entry.phrase);
  // The budget is always answered; when even it points elsewhere, it is still what the result is weighed against.
  const budget0 = signals[0] as Extract<Signal, { group: 'budget' }>;
  return drivers.length > 0 ? drivers : [phraseOf(budget0, w)];
}

/**
 * Recommends one of the four e-commerce packages for the recommender's answers and the packages'
 * prices, with alternatives, a confidence in (0, 1) and texts in the requested language (default
 * Turkish), naming the packages as /ecommerce does (the admin's titles).
 */
export function recommendPackage(
  input: PackageEngineInput,
  prices: PackagePrices,
  names: PackageNames,
): PackageEngineResult {
  const w = recommendationWriter(input.language ?? DEFAULT_LANGUAGE);
  const reach = budgetReachOf(input.budget, prices);
  const withinBudget = reach >= 0;
  // No package fits: the cheapest one is still the honest answer, said to be over budget.
  const limit = Math.max(0, reach);
  const signals = signalsOf(input, reach);
  const scores = ECOMMERCE_PACKAGE_SLUGS.map((_, tier) =>
    signals.reduce((sum, signal) => sum + signal.points[tier], 0),
  );

  // The highest score; on a tie the cheaper package.
  let scored = 0;
  scores.forEach((score, index) => {
    if (score > scores[scored]) scored = index;
  });
  const features = [...new Set(input.features ?? [])];
  const featureTier = Math.max(0, ...features.map((feature) => FEATURE_MIN_TIER[feature] ?? 0));
  const scale = productScaleOf(input.products);
  const capacityTier = scale ? PRODUCT_SCALE_MIN_TIER[scale] : 0;
  // What the answers need: the points' choice, raised to include the wanted features and the catalogue.
  const needed = Math.max(scored, featureTier, capacityTier);
  const tier = Math.min(needed, limit);
  const larger = needed > tier ? needed : undefined;
  const slug = ECOMMERCE_PACKAGE_SLUGS[tier];
  const price = prices[slug];

  const gapFeatures = features.filter((feature) => (FEATURE_MIN_TIER[feature] ?? 0) > tier);
  const gapNames = w.list(gapFeatures.map((feature) => featureName(feature, w)));
  const headroom = withinBudget && tier < reach && larger === undefined;

  const name = names[slug];
  const drivers = driversOf(signals, tier, w);
  const sentences = [
    // Both joins: a language lists the answers in a sentence or enumerates them in parentheses.
    w.sentence('package.main', {
      drivers: w.phrases(drivers),
      driversEnumerated: w.enumeration(drivers),
      package: name,
    }),
    w.text(`package.facts.${slug}`),
  ];
  if (larger !== undefined) {
    const largerSlug = ECOMMERCE_PACKAGE_SLUGS[larger];
    const largerName = names[largerSlug];
    if (gapFeatures.length > 0) {
      sentences.push(
        w.sentence('package.featureGap', { features: gapNames, count: gapFeatures.length, package: largerName }),
      );
    } else if (capacityTier > tier) sentences.push(w.sentence('package.capacity', { package: largerName }));
    const largerPrice = prices[largerSlug];
    const difference = largerPrice !== null && price !== null ? largerPrice - price : null;
    sentences.push(
      w.sentence('package.largerNeed', {
        package: largerName,
        priced: largerPrice !== null && difference !== null ? 'yes' : 'no',
        price: largerPrice === null ? '' : formatLira(largerPrice),
        difference: difference === null ? '' : formatLira(difference),
      }),
    );
  }
  if (!withinBudget && price !== null) {
    const overBy = formatLira(price - PACKAGE_BUDGET_MAX_TRY[input.budget]);
    sentences.push(w.sentence('package.overBudget', { package: name, price: formatLira(price), overBy }));
  }
  if (headroom) sentences.push(w.sentence('package.headroom', { package: name }));

  // The larger need first, then the neighbours by score.
  const neighbours = [tier - 1, tier + 1]
    .filter((index) => index >= 0 && index < ECOMMERCE_PACKAGE_SLUGS.length && index !== larger)
    .sort((a, b) => scores[b] - scores[a] || a - b);
  const alternativeSlugs = [...(larger !== undefined ? [larger] : []), ...neighbours]
    .slice(0, 2)
    .map((index) => ECOMMERCE_PACKAGE_SLUGS[index]);
  const alternatives = alternativeSlugs.map((other) => {
    const otherPrice = prices[other];
    const otherName = names[other];
    if (otherPrice === null)
      return w.text('package.alternative.plain', { package: otherName, price: w.text('package.onRequest') });
    if (price === null)
      return w.text('package.alternative.plain', { package: otherName, price: formatLira(otherPrice) });
    const difference = formatLiraDifference(otherPrice - price);
    return w.text('package.alternative.priced', { package: otherName, price: formatLira(otherPrice), difference });
  });

  const overBudget = !withinBudget || larger !== undefined;
  const customSuggestions = [
    ...(gapFeatures.length > 0 && larger !== undefined
      ? [
          w.sentence('package.featureGapSuggestion', {
            features: gapNames,
            count: gapFeatures.length,
            package: names[ECOMMERCE_PACKAGE_SLUGS[larger]],
          }),
        ]
      : []),
    ...suggestionKeysOf(input, features, { aboveBudget: overBudget, headroom }).map((key) =>
      w.text(`package.suggestion.${key}`),
    ),
  ];
  // General suggestions fill up to the minimum (an upgrade only below the largest package).
  const fallbacks: PackageSuggestionKey[] = [
    ...(tier < ECOMMERCE_PACKAGE_SLUGS.length - 1 ? (['upgradeLater'] as const) : []),
    'productContent',
    'kickoffWorkshop',
  ];
  for (const key of fallbacks) {
    if (customSuggestions.length >= MIN_SUGGESTIONS) break;
    customSuggestions.push(w.text(`package.suggestion.${key}`));
  }

  return {
    recommendedSlug: slug,
    price,
    withinBudget,
    ...(larger !== undefined ? { largerNeedSlug: ECOMMERCE_PACKAGE_SLUGS[larger] } : {}),
    alternativeSlugs,
    alternatives,
    confidence: confidenceOf(scores, tier, signals, overBudget),
    reasoning: sentences.join(' '),
    customSuggestions: customSuggestions.slice(0, MAX_SUGGESTIONS),
  };
}

/** From the lead over the second-best package and the share of answers that favour the package most. */
function confidenceOf(scores: readonly number[], tier: number, signals: readonly Signal[], hasGap: boolean): number {
  const sorted = [...scores].sort((a, b) => b - a);
  const margin = Math.min(1, (sorted[0] - sorted[1]) / 12);
  const agreeing = signals.filter((signal) => signal.points[tier] === Math.max(...signal.points)).length;
  const agreement = agreeing / signals.length;
  return blendedConfidence(margin, agreement, { floor: 0.2, penalty: hasGap ? 0.1 : 0 });
}

/** The suggestions the answers trigger, most pressing first. */
function suggestionKeysOf(
  input: PackageEngineInput,
  features: readonly WantedFeature[],
  situation: { aboveBudget: boolean; headroom: boolean },
): PackageSuggestionKey[] {
  const wants = new Set(features);
  const growth = growthKindsOf(input.growthPlans);
  const keys: PackageSuggestionKey[] = [];
  if (situation.aboveBudget) keys.push('phasedBudget');
  if (input.currentWebsite?.trim()) keys.push('migration');
  if (input.timeline === 'asap') keys.push('fastLaunch');
  if (input.techLevel === 'beginner') keys.push('training');
  if (
    wants.has('b2b_sales') ||
    growth.includes('wholesale') ||
    input.businessType === 'wholesale' ||
    input.businessType === 'manufacturing'
  ) {
    keys.push('b2b');
  }
  if (wants.has('marketplace_integration')) keys.push('marketplace');
  if (wants.has('multi_language') || growth.includes('global')) keys.push('international');
  if (wants.has('mobile_app')) keys.push('mobileApp');
  if (wants.has('email_marketing') || wants.has('social_media_integration')) keys.push('emailSocial');
  if (situation.headroom) keys.push('marketingBudget');
  return keys;
}

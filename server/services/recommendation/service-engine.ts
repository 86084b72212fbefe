/**
 * The service questionnaire's recommender (spec 000 sections 4, 5 and 7): a transparent points table,
 * no randomness and no I/O. Every answer gives points to the services it points to; the goals weigh
 * most, the other answers adjust. The best services (above a threshold) are recommended, the next best
 * are alternatives, and the reasoning names the answers that gave the recommended services their points.
 */
import type { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../../../src/shared/languages.ts';
import type { ServiceRecommendation, serviceRecommendationInputSchema } from '../../../src/shared/recommendation.ts';
import { blendedConfidence } from './confidence.ts';
import { answerPhraseId, type RecommendationWriter, recommendationWriter } from './recommendation-texts.ts';
import {
  AGENCY_SERVICE_SLUGS,
  type AgencyServiceSlug,
  type BusinessSize,
  type CurrentWebsiteState,
  MAX_SUGGESTIONS,
  MIN_SUGGESTIONS,
  type ServiceBudget,
  type ServiceBusinessType,
  type ServiceGoal,
  type ServiceSuggestionKey,
  type ServiceTechLevel,
  type ServiceTimeline,
} from './types.ts';

export type ServiceEngineInput = z.output<typeof serviceRecommendationInputSchema>;
type Points = Partial<Record<AgencyServiceSlug, number>>;

/** Goals weigh most: up to 8 points each (every other answer gives at most 4). */
export const GOAL_POINTS: Record<ServiceGoal, Points> = {
  increase_sales: { 'e-ticaret': 8, 'dijital-pazarlama': 5, 'web-tasarim': 4, 'sosyal-medya-danismanligi': 2 },
  brand_awareness: {
    'marka-tasarim': 8,
    'sosyal-medya-danismanligi': 6,
    'dijital-pazarlama': 5,
    'web-tasarim': 2,
    'vr-ar-cozumleri': 1,
  },
  digital_presence: {
    'web-tasarim': 8,
    'dijital-pazarlama': 4,
    'sosyal-medya-danismanligi': 4,
    'marka-tasarim': 2,
  },
  customer_engagement: {
    'sosyal-medya-danismanligi': 7,
    'mobil-uygulama': 7,
    'dijital-pazarlama': 4,
    'vr-ar-cozumleri': 2,
    'yapay-zeka-entegrasyonu': 2,
  },
  automation: {
    'yazilim-gelistirme': 8,
    'yapay-zeka-entegrasyonu': 8,
    'mobil-uygulama': 1,
    'e-ticaret': 1,
  },
  cost_reduction: { 'yapay-zeka-entegrasyonu': 7, 'yazilim-gelistirme': 7, 'dijital-pazarlama': 1 },
};

/** The sector adjusts: up to 3 points. */
export const BUSINESS_TYPE_POINTS: Record<ServiceBusinessType, Points> = {
  retail: { 'e-ticaret': 3, 'web-tasarim': 1, 'sosyal-medya-danismanligi': 1 },
  services: { 'web-tasarim': 2, 'dijital-pazarlama': 2, 'marka-tasarim': 1 },
  technology: { 'yazilim-gelistirme': 2, 'yapay-zeka-entegrasyonu': 2, 'mobil-uygulama': 1, 'vr-ar-cozumleri': 1 },
  manufacturing: { 'yazilim-gelistirme': 2, 'web-tasarim': 1, 'e-ticaret': 1, 'vr-ar-cozumleri': 1 },
  hospitality: { 'sosyal-medya-danismanligi': 2, 'mobil-uygulama': 2, 'web-tasarim': 1, 'vr-ar-cozumleri': 1 },
  healthcare: { 'web-tasarim': 2, 'mobil-uygulama': 2, 'yazilim-gelistirme': 1, 'yapay-zeka-entegrasyonu': 1 },
  education: { 'vr-ar-cozumleri': 2, 'mobil-uygulama': 2, 'yazilim-gelistirme': 1, 'web-tasarim': 1 },
  other: { 'web-tasarim': 1, 'dijital-pazarlama': 1 },
};

export const BUSINESS_SIZE_POINTS: Record<BusinessSize, Points> = {
  startup: { 'web-tasarim': 2, 'marka-tasarim': 2, 'dijital-pazarlama': 1 },
  small: { 'web-tasarim': 1, 'sosyal-medya-danismanligi': 1, 'e-ticaret': 1 },
  medium: { 'dijital-pazarlama': 1, 'mobil-uygulama': 1, 'yazilim-gelistirme': 1 },
  large: { 'yazilim-gelistirme': 2, 'yapay-zeka-entegrasyonu': 2, 'mobil-uygulama': 1, 'vr-ar-cozumleri': 1 },
};

/** No website makes a website the first need; a strong one moves the weight to growth services. */
export const CURRENT_WEBSITE_POINTS: Record<CurrentWebsiteState, Points> = {
  none: { 'web-tasarim': 4, 'e-ticaret': 1, 'marka-tasarim': 1 },
  basic: { 'web-tasarim': 2, 'dijital-pazarlama': 1 },
  good: { 'dijital-pazarlama': 2, 'sosyal-medya-danismanligi': 1, 'mobil-uygulama': 1, 'web-tasarim': -1 },
  excellent: {
    'dijital-pazarlama': 2,
    'mobil-uygulama': 2,
    'yazilim-gelistirme': 1,
    'yapay-zeka-entegrasyonu': 1,
    'web-tasarim': -3,
  },
};

/** A small budget holds back the costly builds; a large one opens them. */
export const BUDGET_POINTS: Record<ServiceBudget, Points> = {
  low: {
    'sosyal-medya-danismanligi': 2,
    'web-tasarim': 1,
    'dijital-pazarlama': 1,
    'mobil-uygulama': -2,
    'yazilim-gelistirme': -2,
    'yapay-zeka-entegrasyonu': -2,
    'vr-ar-cozumleri': -3,
  },
  medium: { 'web-tasarim': 1, 'e-ticaret': 1 },
  high: { 'mobil-uygulama': 1, 'yazilim-gelistirme': 1, 'yapay-zeka-entegrasyonu': 1, 'e-ticaret': 1 },
  premium: { 'mobil-uygulama': 2, 'yazilim-gelistirme': 2, 'yapay-zeka-entegrasyonu': 2, 'vr-ar-cozumleri': 2 },
};

/** An urgent timeline favours what goes live quickly. */
export const TIMELINE_POINTS: Record<ServiceTimeline, Points> = {
  urgent: {
    'sosyal-medya-danismanligi': 2,
    'dijital-pazarlama': 2,
    'web-tasarim': 1,
    'mobil-uygulama': -1,
    'yazilim-gelistirme': -1,
    'yapay-zeka-entegrasyonu': -1,
    'vr-ar-cozumleri': -2,
  },
  normal: {},
  flexible: {
    'yazilim-gelistirme': 1,
    'mobil-uygulama': 1,
    'vr-ar-cozumleri': 1,
    'yapay-zeka-entegrasyonu': 1,
    'marka-tasarim': 1,
  },
};

export const TECH_LEVEL_POINTS: Record<ServiceTechLevel, Points> = {
  beginner: {
    'web-tasarim': 1,
    'sosyal-medya-danismanligi': 1,
    'yazilim-gelistirme': -1,
    'yapay-zeka-entegrasyonu': -1,
  },
  intermediate: { 'e-ticaret': 1, 'dijital-pazarlama': 1 },
  advanced: { 'yazilim-gelistirme': 2, 'yapay-zeka-entegrasyonu': 2, 'vr-ar-cozumleri': 1 },
};

/** A further service is recommended too when it reaches this share of the best score and the minimum. */
const RECOMMEND_SHARE = 0.7;
const RECOMMEND_MIN_SCORE = 6;
const MAX_RECOMMENDED = 3;
const MAX_ALTERNATIVES = 3;
/** An answer is named in the reasoning when it gave the recommended services at least this many points. */
const DRIVER_MIN_POINTS = 2;

type Answer =
  | { kind: 'goal'; value: ServiceGoal; points: Points }
  | { kind: 'businessType'; value: ServiceBusinessType; points: Points }
  | { kind: 'businessSize'; value: BusinessSize; points: Points }
  | { kind: 'currentWebsite'; value: CurrentWebsiteState; points: Points }
  | { kind: 'budget'; value: ServiceBudget; points: Points }
  | { kind: 'timeline'; value: ServiceTimeline; points: Points }
  | { kind: 'techLevel'; value: ServiceTechLevel; points: Points };

/** An active service as the site shows it: its title in the visitor's language (as the admin set it). */
export interface ActiveService {
  slug: string;
  name: string;
}

interface Ranked {
  slug: AgencyServiceSlug;
  score: number;
}

/** The answers in a fixed order (goals first, as given, without repeats), each with its points. */
function answersOf(input: ServiceEngineInput): Answer[] {
  const goals = [...new Set(input.goals)];
  return [
    ...goals.map((goal): Answer => ({ kind: 'goal', value: goal, points: GOAL_POINTS[goal] })),
    { kind: 'businessType', value: input.businessType, points: BUSINESS_TYPE_POINTS[input.businessType] },
    { kind: 'businessSize', value: input.businessSize, points: BUSINESS_SIZE_POINTS[input.businessSize] },
    { kind: 'currentWebsite', value: input.currentWebsite, points: CURRENT_WEBSITE_POINTS[input.currentWebsite] },
    // Only a budget the caller gave: the site's questionnaire does not ask for one.
    ...(input.budget ? [{ kind: 'budget', value: input.budget, points: BUDGET_POINTS[input.budget] } as const] : []),
    { kind: 'timeline', value: input.timeline, points: TIMELINE_POINTS[input.timeline] },
    { kind: 'techLevel', value: input.techLevel, points: TECH_LEVEL_POINTS[input.techLevel] },
  ];
}

/** Points an answer gives to a set of services. */
function pointsFor(answer: Answer, slugs: readonly AgencyServiceSlug[]): number {
  return slugs.reduce((sum, slug) => sum + (answer.points[slug] ?? 0), 0);
}

/** The active services, best first; equal scores keep the agency's fixed order. */
function rank(answers: readonly Answer[], activeSlugs: ReadonlySet<string>): Ranked[] {
  return AGENCY_SERVICE_SLUGS.filter((slug) => activeSlugs.has(slug))
    .map((slug) => ({ slug, score: answers.reduce((sum, answer) => sum + (answer.points[slug] ?? 0), 0) }))
    .sort((a, b) => b.score - a.score || AGENCY_SERVICE_SLUGS.indexOf(a.slug) - AGENCY_SERVICE_SLUGS.indexOf(b.slug));
}

/** From the margin of the recommended services over the rest and the share of answers supporting them. */
function confidenceOf(
  ranked: readonly Ranked[],
  recommended: readonly AgencyServiceSlug[],
  answers: readonly Answer[],
) {
  const top = ranked[0]?.score ?? 0;
  const runnerUp = Math.max(0, ranked[recommended.length]?.score ?? 0);
  const margin = top > 0 ? Math.min(1, Math.max(0, (top - runnerUp) / top)) : 0;
  const supporting = answers.filter((answer) => pointsFor(answer, recommended) > 0).length;
  const agreement = answers.length > 0 ? supporting / answers.length : 0;
  return blendedConfidence(margin, agreement, { floor: 0.3 });
}

/** One phrase for the goals ("satışları artırma ve ... hedefleriniz"). */
function goalsPhrase(goals: readonly ServiceGoal[], w: RecommendationWriter): string {
  return w.text('service.goals', {
    goals: w.list(goals.map((goal) => w.text(`service.goal.${goal}`))),
    count: goals.length,
  });
}

function phraseOf(answer: Answer, w: RecommendationWriter): string {
  return answer.kind === 'goal' ? goalsPhrase([answer.value], w) : w.text(answerPhraseId('service', 'kind', answer));
}

/**
 * 2–3 sentences: the main answers (the goals that point to the recommended services, merged into one
 * phrase, and the strongest other answer) with the services; further supporting answers; the alternatives
 * (or a closing sentence).
 */
function reasoningOf(
  answers: readonly Answer[],
  recommended: readonly AgencyServiceSlug[],
  alternatives: readonly AgencyServiceSlug[],
  nameOf: (slug: AgencyServiceSlug) => string,
  w: RecommendationWriter,
): string {
  const contributions = answers.map((answer, order) => ({ answer, order, points: pointsFor(answer, recommended) }));
  // Normally the answers that gave at least DRIVER_MIN_POINTS; when none did, the ones that gave any.
  const strongest = Math.max(0, ...contributions.map((entry) => entry.points));
  const minimum = Math.max(1, Math.min(DRIVER_MIN_POINTS, strongest));
  const byContribution = contributions
    .filter((entry) => entry.points >= minimum)
    .sort((a, b) => b.points - a.points || a.order - b.order);
  const goals = byContribution
    .filter((entry) => entry.answer.kind === 'goal')
    .slice(0, 2)
    .flatMap((entry) => (entry.answer.kind === 'goal' ? [entry.answer.value] : []));
  const others = byContribution.filter((entry) => entry.answer.kind !== 'goal').map((entry) => entry.answer);

  const mainDrivers = goals.length > 0 ? [goalsPhrase(goals, w)] : [];
  const mainOthers = others.slice(0, 2 - mainDrivers.length);
  mainDrivers.push(...mainOthers.map((answer) => phraseOf(answer, w)));
  const supportDrivers = others.slice(mainOthers.length, mainOthers.length + 2).map((answer) => phraseOf(answer, w));
  if (mainDrivers.length === 0) {
    // No answer gave the recommended services points (only possible with a reduced catalogue): name the goals.
    mainDrivers.push(
      goalsPhrase(
        answers.flatMap((a) => (a.kind === 'goal' ? [a.value] : [])),
        w,
      ),
    );
  }

  const sentences = [
    w.sentence('service.main', {
      drivers: w.phrases(mainDrivers),
      driverCount: mainDrivers.length,
      services: w.list(recommended.map((slug) => w.text('service.name.recommended', { name: nameOf(slug) }))),
      serviceCount: recommended.length,
    }),
  ];
  if (supportDrivers.length > 0) {
    sentences.push(
      w.sentence('service.support', { drivers: w.phrases(supportDrivers), driverCount: supportDrivers.length }),
    );
  }
  if (alternatives.length > 0) {
    const names = alternatives.map((slug) => w.text('service.name.alternative', { name: nameOf(slug) }));
    sentences.push(w.sentence('service.alternatives', { services: w.enumeration(names) }));
  }
  if (sentences.length < 2) sentences.push(w.text('service.closing'));
  return sentences.join(' ');
}

const GOAL_SUGGESTIONS: Record<ServiceGoal, ServiceSuggestionKey> = {
  increase_sales: 'conversionTracking',
  brand_awareness: 'brandGuide',
  digital_presence: 'localSeo',
  customer_engagement: 'contentCalendar',
  automation: 'integrations',
  cost_reduction: 'processAudit',
};

/** The suggestions the answers trigger, most pressing first; general ones fill up to the minimum. */
function suggestionKeysOf(input: ServiceEngineInput): ServiceSuggestionKey[] {
  const keys: ServiceSuggestionKey[] = [];
  const goals = new Set(input.goals);
  if (input.timeline === 'urgent') keys.push('phasedLaunch');
  if (input.currentWebsite === 'none') keys.push('landingPage');
  if (input.techLevel === 'beginner') keys.push('trainingAndPanel');
  if (goals.has('automation')) keys.push('integrations');
  if (input.techLevel === 'advanced' && (goals.has('automation') || goals.has('cost_reduction'))) keys.push('aiPilot');
  for (const goal of input.goals) keys.push(GOAL_SUGGESTIONS[goal]);
  if (input.currentWebsite === 'basic') keys.push('redesign');
  if (input.currentWebsite === 'good' || input.currentWebsite === 'excellent') keys.push('growthOnTop');
  if (input.budget === 'low') keys.push('mvpFirst');
  if (input.businessSize === 'large') keys.push('enterpriseReadiness');
  const unique = [...new Set(keys)].slice(0, MAX_SUGGESTIONS);
  for (const fallback of ['freeConsultation', 'kpis'] as const) {
    if (unique.length < MIN_SUGGESTIONS && !unique.includes(fallback)) unique.push(fallback);
  }
  return unique;
}

/**
 * Recommends 1–3 of the active services for the questionnaire's answers, with up to 3 alternatives,
 * a confidence in (0, 1) and texts in the requested language (default Turkish). The services are
 * named as the site shows them (their titles in the database), so an admin's renaming reaches the
 * reasoning.
 */
export function recommendServices(
  input: ServiceEngineInput,
  catalog: { services: readonly ActiveService[] },
): ServiceRecommendation {
  const w = recommendationWriter(input.language ?? DEFAULT_LANGUAGE);
  const names = new Map(catalog.services.map((service) => [service.slug, service.name]));
  const answers = answersOf(input);
  const ranked = rank(answers, new Set(names.keys()));
  const customSuggestions = suggestionKeysOf(input).map((key) => w.text(`service.suggestion.${key}`));

  const best = ranked[0];
  if (!best) {
    const reasoning = w.text('service.noMatch');
    return { confidence: 0.1, recommendedServices: [], reasoning, alternatives: [], customSuggestions };
  }
  const threshold = Math.max(RECOMMEND_MIN_SCORE, best.score * RECOMMEND_SHARE);
  const recommended = [
    best.slug,
    ...ranked
      .slice(1, MAX_RECOMMENDED)
      .filter((entry) => entry.score >= threshold)
      .map((entry) => entry.slug),
  ];
  // Ranked is sorted, so the filter above keeps a prefix: the next ones are the best of the rest.
  const alternatives = ranked
    .slice(recommended.length)
    .filter((entry) => entry.score > 0)
    .slice(0, MAX_ALTERNATIVES)
    .map((entry) => entry.slug);

  return {
    confidence: confidenceOf(ranked, recommended, answers),
    recommendedServices: recommended,
    reasoning: reasoningOf(answers, recommended, alternatives, (slug) => names.get(slug) ?? slug, w),
    alternatives,
    customSuggestions,
  };
}

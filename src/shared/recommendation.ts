import { z } from 'zod';
import { languageSchema } from './language-schema.ts';
import { specRule, VALIDATION_MESSAGES } from './validation-messages.ts';

/** Option lists of spec 000 section 5 (service questionnaire). */
export const SERVICE_BUSINESS_TYPES = [
  'retail',
  'services',
  'technology',
  'manufacturing',
  'hospitality',
  'healthcare',
  'education',
  'other',
] as const;
export const BUSINESS_SIZES = ['startup', 'small', 'medium', 'large'] as const;
export const CURRENT_WEBSITE_STATES = ['none', 'basic', 'good', 'excellent'] as const;
export const SERVICE_GOALS = [
  'increase_sales',
  'brand_awareness',
  'digital_presence',
  'customer_engagement',
  'automation',
  'cost_reduction',
] as const;
/**
 * The spec does not show the budget choices; 'medium' is its default. The site's questionnaire
 * does not ask for a budget, so it sends none: an answer not given is neither weighed nor named.
 */
export const SERVICE_BUDGETS = ['low', 'medium', 'high', 'premium'] as const;
export const SERVICE_TIMELINES = ['urgent', 'normal', 'flexible'] as const;
export const SERVICE_TECH_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export const serviceRecommendationInputSchema = z.strictObject({
  businessType: z.enum(SERVICE_BUSINESS_TYPES),
  businessSize: z.enum(BUSINESS_SIZES),
  currentWebsite: z.enum(CURRENT_WEBSITE_STATES),
  goals: z.array(z.enum(SERVICE_GOALS)).min(1).max(SERVICE_GOALS.length),
  budget: z.enum(SERVICE_BUDGETS).optional(),
  timeline: z.enum(SERVICE_TIMELINES),
  techLevel: z.enum(SERVICE_TECH_LEVELS),
  /** The visitor's language for the texts of the answer (not in the spec's payload; default tr). */
  language: languageSchema.optional(),
});
export type ServiceRecommendationInput = z.input<typeof serviceRecommendationInputSchema>;

export const serviceRecommendationOutputSchema = z.object({
  confidence: z.number().min(0).max(1),
  /** Service slugs, best first. */
  recommendedServices: z.array(z.string()),
  reasoning: z.string(),
  /** Further service slugs worth a look. */
  alternatives: z.array(z.string()),
  customSuggestions: z.array(z.string()),
});
export type ServiceRecommendation = z.infer<typeof serviceRecommendationOutputSchema>;

/** Option lists of spec 000 section 5 (package recommender). */
export const PACKAGE_BUSINESS_TYPES = [
  'retail',
  'wholesale',
  'manufacturing',
  'services',
  'technology',
  'fashion',
  'food',
  'other',
] as const;
export const MONTHLY_REVENUES = ['0-10k', '10k-50k', '50k-100k', '100k-500k', '500k+'] as const;
export const EMPLOYEE_COUNTS = ['1', '2-5', '6-15', '16-50', '50+'] as const;
export const PACKAGE_BUDGETS = ['0-5k', '5k-10k', '10k-20k', '20k+'] as const;
/** The top of each budget band in Turkish lira; 20k+ has none. */
export const PACKAGE_BUDGET_MAX_TRY: Record<(typeof PACKAGE_BUDGETS)[number], number> = {
  '0-5k': 5_000,
  '5k-10k': 10_000,
  '10k-20k': 20_000,
  '20k+': Number.POSITIVE_INFINITY,
};
export const PACKAGE_TIMELINES = ['asap', '1month', '3months', '6months'] as const;
export const PACKAGE_TECH_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const WANTED_FEATURES = [
  'mobile_app',
  'multi_language',
  'erp_integration',
  'b2b_sales',
  'marketplace_integration',
  'advanced_reporting',
  'live_support',
  'email_marketing',
  'social_media_integration',
  'api_development',
] as const;

/** The recommender's option lists by the answer they are for (its form, its types and its tests read them here). */
export const PACKAGE_OPTIONS = {
  businessType: PACKAGE_BUSINESS_TYPES,
  monthlyRevenue: MONTHLY_REVENUES,
  employeeCount: EMPLOYEE_COUNTS,
  budget: PACKAGE_BUDGETS,
  timeline: PACKAGE_TIMELINES,
  techLevel: PACKAGE_TECH_LEVELS,
  features: WANTED_FEATURES,
} as const;
/** One option of an answer: `PackageOption<'budget'>` is '0-5k' | '5k-10k' | ... */
export type PackageOption<Field extends keyof typeof PACKAGE_OPTIONS> = (typeof PACKAGE_OPTIONS)[Field][number];

export const PACKAGE_REQUIRED_MESSAGE = VALIDATION_MESSAGES['package.required'];

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).optional();

export const packageRecommendationInputSchema = z.strictObject({
  businessType: z.enum(PACKAGE_BUSINESS_TYPES, specRule('package.required')),
  monthlyRevenue: optionalChoice(MONTHLY_REVENUES),
  employeeCount: optionalChoice(EMPLOYEE_COUNTS),
  /** Free text: the visitor's current website, if any (no format check, spec 000 section 5). */
  currentWebsite: z.string().max(500).optional(),
  /** Free text: what the visitor sells (no format check). */
  products: z.string().max(2000).optional(),
  budget: z.enum(PACKAGE_BUDGETS, specRule('package.required')),
  timeline: optionalChoice(PACKAGE_TIMELINES),
  features: z.array(z.enum(WANTED_FEATURES)).max(WANTED_FEATURES.length).optional(),
  techLevel: optionalChoice(PACKAGE_TECH_LEVELS),
  growthPlans: z.string().max(2000).optional(),
  language: languageSchema.optional(),
});
export type PackageRecommendationInput = z.input<typeof packageRecommendationInputSchema>;

export const packageRecommendationOutputSchema = z.object({
  /** The package's name as listed on /ecommerce, in the visitor's language. */
  recommendedPackage: z.string(),
  /** Its slug (tbt-baslangic, ...), for links. */
  recommendedSlug: z.string(),
  /** Its one-time price in Turkish lira; null when it is priced on request. */
  price: z.number().nullable(),
  /**
   * Whether the price fits the stated budget band. The main answer never lies above the band
   * while some package fits it; when none does, it is the cheapest package and this is false.
   */
  withinBudget: z.boolean(),
  confidence: z.number().min(0).max(1),
  reasoning: z.string(),
  /** Other packages worth a look: name, price and the difference to the recommended one. */
  alternatives: z.array(z.string()),
  customSuggestions: z.array(z.string()),
});
export type PackageRecommendation = z.infer<typeof packageRecommendationOutputSchema>;

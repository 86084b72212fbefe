import type {
  BUSINESS_SIZES,
  CURRENT_WEBSITE_STATES,
  PackageOption,
  SERVICE_BUDGETS,
  SERVICE_BUSINESS_TYPES,
  SERVICE_GOALS,
  SERVICE_TECH_LEVELS,
  SERVICE_TIMELINES,
} from '../../../src/shared/recommendation.ts';

/** The agency's services the questionnaire can point to, in a fixed order (also the tie-break). */
export const AGENCY_SERVICE_SLUGS = [
  'web-tasarim',
  'e-ticaret',
  'mobil-uygulama',
  'yazilim-gelistirme',
  'dijital-pazarlama',
  'sosyal-medya-danismanligi',
  'marka-tasarim',
  'vr-ar-cozumleri',
  'yapay-zeka-entegrasyonu',
] as const;
export type AgencyServiceSlug = (typeof AGENCY_SERVICE_SLUGS)[number];

/** Both recommendations give at most this many suggestions, and at least this many (general ones fill up). */
export const MAX_SUGGESTIONS = 4;
export const MIN_SUGGESTIONS = 2;

export type ServiceBusinessType = (typeof SERVICE_BUSINESS_TYPES)[number];
export type BusinessSize = (typeof BUSINESS_SIZES)[number];
export type CurrentWebsiteState = (typeof CURRENT_WEBSITE_STATES)[number];
export type ServiceGoal = (typeof SERVICE_GOALS)[number];
export type ServiceBudget = (typeof SERVICE_BUDGETS)[number];
export type ServiceTimeline = (typeof SERVICE_TIMELINES)[number];
export type ServiceTechLevel = (typeof SERVICE_TECH_LEVELS)[number];

export type PackageBusinessType = PackageOption<'businessType'>;
export type MonthlyRevenue = PackageOption<'monthlyRevenue'>;
export type EmployeeCount = PackageOption<'employeeCount'>;
export type PackageBudget = PackageOption<'budget'>;
export type PackageTimeline = PackageOption<'timeline'>;
export type PackageTechLevel = PackageOption<'techLevel'>;
export type WantedFeature = PackageOption<'features'>;

/** How large the catalogue described in the free-text products field looks. */
export type ProductScale = 'few' | 'many' | 'huge';
/** Growth directions recognised in the free-text growth plans. */
export type GrowthKind = 'global' | 'wholesale';

/** Custom suggestions of the service questionnaire, each triggered by an answer. */
export type ServiceSuggestionKey =
  | 'phasedLaunch'
  | 'landingPage'
  | 'trainingAndPanel'
  | 'integrations'
  | 'processAudit'
  | 'conversionTracking'
  | 'brandGuide'
  | 'contentCalendar'
  | 'localSeo'
  | 'redesign'
  | 'growthOnTop'
  | 'mvpFirst'
  | 'enterpriseReadiness'
  | 'aiPilot'
  | 'freeConsultation'
  | 'kpis';

/** Custom suggestions of the package recommender without parameters (the feature gap one is a template). */
export type PackageSuggestionKey =
  | 'phasedBudget'
  | 'migration'
  | 'fastLaunch'
  | 'training'
  | 'b2b'
  | 'marketplace'
  | 'international'
  | 'mobileApp'
  | 'emailSocial'
  | 'marketingBudget'
  | 'upgradeLater'
  | 'kickoffWorkshop'
  | 'productContent';

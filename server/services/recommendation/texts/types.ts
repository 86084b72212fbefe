import type { EcommercePackageSlug } from '../../../../src/shared/catalog.ts';
import type {
  AgencyServiceSlug,
  BusinessSize,
  CurrentWebsiteState,
  EmployeeCount,
  GrowthKind,
  MonthlyRevenue,
  PackageBudget,
  PackageBusinessType,
  PackageSuggestionKey,
  PackageTechLevel,
  PackageTimeline,
  ProductScale,
  ServiceBudget,
  ServiceBusinessType,
  ServiceGoal,
  ServiceSuggestionKey,
  ServiceTechLevel,
  ServiceTimeline,
  WantedFeature,
} from '../types.ts';

/**
 * The user-facing sentences of the service questionnaire in one language.
 * Answer phrases are noun phrases that can stand as the subject of a sentence
 * ("satışları artırma hedefiniz", "not having a website yet"); the templates put them together.
 */
export interface ServiceTexts {
  /** Service names, as the service pages title them. */
  names: Record<AgencyServiceSlug, string>;
  /** One phrase for the goals that drove the result ("satışları artırma ve ... hedefleriniz"). */
  goals: (goals: readonly ServiceGoal[]) => string;
  businessType: Record<ServiceBusinessType, string>;
  businessSize: Record<BusinessSize, string>;
  currentWebsite: Record<CurrentWebsiteState, string>;
  budget: Record<ServiceBudget, string>;
  timeline: Record<ServiceTimeline, string>;
  techLevel: Record<ServiceTechLevel, string>;
  /** First sentence: the main answers and the recommended services. */
  main: (drivers: readonly string[], services: readonly string[]) => string;
  /** Further answers that support the choice. */
  support: (drivers: readonly string[]) => string;
  /** The alternatives worth a look. */
  alternatives: (services: readonly string[]) => string;
  /** A closing sentence when nothing else is to be said. */
  closing: string;
  /** The whole reasoning when no active service matches. */
  noMatch: string;
  suggestions: Record<ServiceSuggestionKey, string>;
}

/** The user-facing sentences of the package recommender in one language. */
export interface PackageTexts {
  /** Package names, as /ecommerce lists them. */
  names: Record<EcommercePackageSlug, string>;
  budget: Record<PackageBudget, string>;
  monthlyRevenue: Record<MonthlyRevenue, string>;
  employeeCount: Record<EmployeeCount, string>;
  /** Feature names as standalone nouns (in lists and in parentheses). */
  features: Record<WantedFeature, string>;
  /** One phrase for the wanted features that drove the result ("ERP entegrasyonu ve B2B satış ihtiyacınız"). */
  featureNeed: (features: readonly WantedFeature[]) => string;
  businessType: Record<PackageBusinessType, string>;
  techLevel: Record<PackageTechLevel, string>;
  timeline: Record<PackageTimeline, string>;
  products: Record<ProductScale, string>;
  growth: Record<GrowthKind, string>;
  /** First sentence: the main answers and the recommended package. */
  main: (drivers: readonly string[], packageName: string) => string;
  /** Wanted features that only a higher package includes. */
  featureGap: (features: readonly string[], higherPackageName: string) => string;
  /** The product count in the free text may exceed the package's capacity. */
  capacity: (largerPackageName: string) => string;
  /**
   * The answers call for a larger package than the budget band allows: its name, its price
   * (formatted, or null when priced on request) and how much more it costs.
   */
  largerNeed: (largerPackageName: string, price: string | null, difference: string | null) => string;
  /** No package fits the budget band: the cheapest one, its price and how far it is above the band. */
  overBudget: (packageName: string, price: string, overBy: string) => string;
  /** "price on request", for a package without a fixed price. */
  onRequest: string;
  /** The budget would allow more than the needs call for. */
  headroom: (packageName: string) => string;
  /** One sentence with what the package includes (spec 000 section 9). */
  facts: Record<EcommercePackageSlug, string>;
  suggestions: Record<PackageSuggestionKey, string>;
  /** Suggestion for wanted features above the recommended package. */
  featureGapSuggestion: (features: readonly string[], higherPackageName: string) => string;
}

export interface RecommendationTexts {
  service: ServiceTexts;
  package: PackageTexts;
}

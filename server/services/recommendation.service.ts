import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { ECOMMERCE_PACKAGE_SLUGS } from '../../src/shared/catalog.ts';
import { DEFAULT_LANGUAGE } from '../../src/shared/languages.ts';
import { parsePackagePrice } from '../../src/shared/price.ts';
import type {
  PackageRecommendation,
  packageRecommendationInputSchema,
  ServiceRecommendation,
  serviceRecommendationInputSchema,
} from '../../src/shared/recommendation.ts';
import { Service } from '../db/entities/index.ts';
import { listPublicPricing } from './pricing.service.ts';
import { type PackagePrices, recommendPackage } from './recommendation/package-engine.ts';
import { recommendServices } from './recommendation/service-engine.ts';

/** The service questionnaire's answer, among the services that are active now. */
export async function recommendServicesFor(
  em: EntityManager,
  input: z.output<typeof serviceRecommendationInputSchema>,
): Promise<ServiceRecommendation> {
  const active = await em.find(Service, { isActive: true }, { fields: ['slug'] });
  return recommendServices(input, { slugs: active.map((service) => service.slug) });
}

/** The package recommender's answer, naming packages as /ecommerce lists them. */
export async function recommendPackageFor(
  em: EntityManager,
  input: z.output<typeof packageRecommendationInputSchema>,
): Promise<PackageRecommendation> {
  const packages = await listPublicPricing(em, input.language ?? DEFAULT_LANGUAGE);
  const bySlug = new Map(packages.map((pkg) => [pkg.slug, pkg]));
  // Prices as /ecommerce shows them now (an admin may change them); a missing package is priced on request.
  const prices = Object.fromEntries(
    ECOMMERCE_PACKAGE_SLUGS.map((slug) => [slug, parsePackagePrice(bySlug.get(slug)?.price ?? '')]),
  ) as PackagePrices;
  const names = Object.fromEntries(packages.map((pkg) => [pkg.slug, pkg.content.title]));
  const result = recommendPackage(input, prices, names);
  return {
    recommendedPackage: bySlug.get(result.recommendedSlug)?.content.title ?? result.recommendedSlug,
    recommendedSlug: result.recommendedSlug,
    price: result.price,
    withinBudget: result.withinBudget,
    confidence: result.confidence,
    reasoning: result.reasoning,
    alternatives: result.alternatives,
    customSuggestions: result.customSuggestions,
  };
}

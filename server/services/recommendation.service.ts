import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { ECOMMERCE_PACKAGE_SLUGS, type PublicPricingPackage, type PublicService } from '../../src/shared/catalog.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../src/shared/languages.ts';
import { parsePackagePrice } from '../../src/shared/price.ts';
import type {
  PackageRecommendation,
  packageRecommendationInputSchema,
  ServiceRecommendation,
  serviceRecommendationInputSchema,
} from '../../src/shared/recommendation.ts';
import { PricingPackage } from '../db/entities/index.ts';
import { pickLocalized } from './localized.ts';
import { type PackageNames, type PackagePrices, recommendPackage } from './recommendation/package-engine.ts';
import { recommendServices } from './recommendation/service-engine.ts';

/**
 * The service questionnaire's answer, among the services that are active now, named by their
 * titles in the language (Turkish as fallback), as the services page shows them.
 */
export function recommendServicesFor(
  input: z.output<typeof serviceRecommendationInputSchema>,
  active: readonly PublicService[],
): ServiceRecommendation {
  return recommendServices(input, {
    services: active.map((service) => ({ slug: service.slug, name: service.content.title })),
  });
}

/**
 * Every package's title in the language (Turkish as fallback), as /ecommerce lists them; an
 * inactive package the answer may still name is read from its own row (the slug when it has none).
 */
async function packageNames(
  em: EntityManager,
  language: Language,
  listed: readonly PublicPricingPackage[],
): Promise<PackageNames> {
  const titles = new Map<string, string>(listed.map((pkg) => [pkg.slug, pkg.content.title]));
  const unlisted = ECOMMERCE_PACKAGE_SLUGS.filter((slug) => !titles.has(slug));
  if (unlisted.length > 0) {
    for (const pkg of await em.find(PricingPackage, { slug: unlisted }, { populate: ['contents'] })) {
      const title = pickLocalized(pkg.contents.getItems(), language)?.title;
      if (title) titles.set(pkg.slug, title);
    }
  }
  return Object.fromEntries(ECOMMERCE_PACKAGE_SLUGS.map((slug) => [slug, titles.get(slug) ?? slug])) as PackageNames;
}

/** The package recommender's answer, naming packages as /ecommerce lists them. */
export async function recommendPackageFor(
  em: EntityManager,
  input: z.output<typeof packageRecommendationInputSchema>,
  packages: readonly PublicPricingPackage[],
): Promise<PackageRecommendation> {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const bySlug = new Map(packages.map((pkg) => [pkg.slug, pkg]));
  // Prices as /ecommerce shows them now (an admin may change them); a missing package is priced on request.
  const prices = Object.fromEntries(
    ECOMMERCE_PACKAGE_SLUGS.map((slug) => [slug, parsePackagePrice(bySlug.get(slug)?.price ?? '')]),
  ) as PackagePrices;
  const result = recommendPackage(input, prices, await packageNames(em, language, packages));
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

import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../../src/shared/languages.ts';
import type {
  PackageRecommendation,
  packageRecommendationInputSchema,
  ServiceRecommendation,
  serviceRecommendationInputSchema,
} from '../../src/shared/recommendation.ts';
import { Service } from '../db/entities/index.ts';
import { packageTitles } from './pricing.service.ts';
import { recommendPackage } from './recommendation/package-engine.ts';
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
  const result = recommendPackage(input);
  const titles = await packageTitles(em, input.language ?? DEFAULT_LANGUAGE);
  const name = (slug: string) => titles.get(slug) ?? slug;
  return {
    recommendedPackage: name(result.recommendedSlug),
    recommendedSlug: result.recommendedSlug,
    confidence: result.confidence,
    reasoning: result.reasoning,
    alternatives: result.alternativeSlugs.map(name),
    customSuggestions: result.customSuggestions,
  };
}

import { DEFAULT_LANGUAGE } from '../../../src/shared/languages.ts';
import {
  packageRecommendationInputSchema,
  packageRecommendationOutputSchema,
  serviceRecommendationInputSchema,
  serviceRecommendationOutputSchema,
} from '../../../src/shared/recommendation.ts';
import { publicReads } from '../../cache/public-reads.ts';
import { recommendPackageFor, recommendServicesFor } from '../../services/recommendation.service.ts';
import { publicWriteProcedure, router } from '../init.ts';

/**
 * Mutations: they are POSTs in the spec (and read-only, so safe to repeat). The services and
 * packages they name come from the public read cache, as the pages that list them.
 */
export const recommendationRouter = router({
  /** POST /api/service-recommendation */
  services: publicWriteProcedure
    .input(serviceRecommendationInputSchema)
    .output(serviceRecommendationOutputSchema)
    .mutation(async ({ ctx, input }) =>
      recommendServicesFor(input, await publicReads.services(ctx, input.language ?? DEFAULT_LANGUAGE)),
    ),
  /** POST /api/package-recommendation */
  package: publicWriteProcedure
    .input(packageRecommendationInputSchema)
    .output(packageRecommendationOutputSchema)
    .mutation(async ({ ctx, input }) =>
      recommendPackageFor(ctx.em, input, await publicReads.pricing(ctx, input.language ?? DEFAULT_LANGUAGE)),
    ),
});

import {
  packageRecommendationInputSchema,
  packageRecommendationOutputSchema,
  serviceRecommendationInputSchema,
  serviceRecommendationOutputSchema,
} from '../../../src/shared/recommendation.ts';
import { recommendPackageFor, recommendServicesFor } from '../../services/recommendation.service.ts';
import { publicWriteProcedure, router } from '../init.ts';

/** Mutations: they are POSTs in the spec (and read-only, so safe to repeat). */
export const recommendationRouter = router({
  /** POST /api/service-recommendation */
  services: publicWriteProcedure
    .input(serviceRecommendationInputSchema)
    .output(serviceRecommendationOutputSchema)
    .mutation(({ ctx, input }) => recommendServicesFor(ctx.em, input)),
  /** POST /api/package-recommendation */
  package: publicWriteProcedure
    .input(packageRecommendationInputSchema)
    .output(packageRecommendationOutputSchema)
    .mutation(({ ctx, input }) => recommendPackageFor(ctx.em, input)),
});

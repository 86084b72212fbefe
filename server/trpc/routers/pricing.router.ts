import { z } from 'zod';
import { publicPricingPackageSchema } from '../../../src/shared/catalog.ts';
import { languageSchema } from '../../../src/shared/languages.ts';
import { listPublicPricing } from '../../services/pricing.service.ts';
import { publicProcedure, router } from '../init.ts';

export const pricingRouter = router({
  /** GET /api/pricing/{language} */
  list: publicProcedure
    .input(z.strictObject({ language: languageSchema }))
    .output(z.array(publicPricingPackageSchema))
    .query(({ ctx, input }) => listPublicPricing(ctx.em, input.language)),
});

import { z } from 'zod';
import {
  adminPricingContentSchema,
  adminPricingPackageSchema,
  idSchema,
  pricingCreateSchema,
  pricingTextsSchema,
  pricingUpdateSchema,
} from '../../../src/shared/admin-catalog.ts';
import { publicPricingPackageSchema } from '../../../src/shared/catalog.ts';
import { languageSchema } from '../../../src/shared/language-schema.ts';
import { publicReads } from '../../cache/public-reads.ts';
import {
  createAdminPricing,
  deleteAdminPricing,
  listAdminPricing,
  listAdminPricingContents,
  savePricingContent,
  updateAdminPricing,
} from '../../services/pricing.service.ts';
import { adminProcedure, publicProcedure, router } from '../init.ts';
import { idInput, languageInput, okSchema } from './shared-schemas.ts';

export const pricingRouter = router({
  /** GET /api/pricing/{language} */
  list: publicProcedure
    .input(languageInput)
    .output(z.array(publicPricingPackageSchema))
    .query(({ ctx, input }) => publicReads.pricing(ctx, input.language)),

  admin: router({
    /** GET /api/admin/pricing */
    list: adminProcedure.output(z.array(adminPricingPackageSchema)).query(({ ctx }) => listAdminPricing(ctx.em)),
    /** POST /api/admin/pricing (creation: not shown in spec 001; owners expect it) */
    create: adminProcedure
      .input(pricingCreateSchema)
      .output(adminPricingPackageSchema)
      .mutation(({ ctx, input }) => createAdminPricing(ctx.em, input)),
    /** PUT /api/admin/pricing/{id} */
    update: adminProcedure
      .input(pricingUpdateSchema.extend({ id: idSchema }))
      .output(adminPricingPackageSchema)
      .mutation(({ ctx, input: { id, ...input } }) => updateAdminPricing(ctx.em, id, input)),
    /** DELETE /api/admin/pricing/{id} */
    delete: adminProcedure
      .input(idInput)
      .output(okSchema)
      .mutation(({ ctx, input }) => deleteAdminPricing(ctx.em, input.id)),
    /** GET /api/admin/pricing/content/{language} */
    contents: adminProcedure
      .input(languageInput)
      .output(z.array(adminPricingContentSchema))
      .query(({ ctx, input }) => listAdminPricingContents(ctx.em, input.language)),
    /** PUT /api/admin/pricing/{id}/content/{language} */
    saveContent: adminProcedure
      .input(pricingTextsSchema.extend({ id: idSchema, language: languageSchema }))
      .output(adminPricingContentSchema)
      .mutation(({ ctx, input: { id, language, ...texts } }) => savePricingContent(ctx.em, id, language, texts)),
  }),
});

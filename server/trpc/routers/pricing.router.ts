import { z } from 'zod';
import {
  adminPricingContentSchema,
  adminPricingPackageSchema,
  pricingCreateSchema,
  pricingTextsSchema,
  pricingUpdateSchema,
} from '../../../src/shared/admin-catalog.ts';
import { publicPricingPackageSchema } from '../../../src/shared/catalog.ts';
import { publicReads } from '../../cache/public-reads.ts';
import {
  createAdminPricing,
  deleteAdminPricing,
  listAdminPricing,
  listAdminPricingContents,
  savePricingContent,
  updateAdminPricing,
} from '../../services/pricing.service.ts';
import { publicProcedure, router } from '../init.ts';
import { adminCatalogProcedures } from './admin-procedures.ts';
import { languageInput } from './shared-schemas.ts';

export const pricingRouter = router({
  /** GET /api/pricing/{language} */
  list: publicProcedure
    .input(languageInput)
    .output(z.array(publicPricingPackageSchema))
    .query(({ ctx, input }) => publicReads.pricing(ctx, input.language)),

  /**
   * GET, POST /api/admin/pricing; PUT, DELETE /api/admin/pricing/{id}; its texts per language.
   * Creation is not shown in spec 001; owners expect it.
   */
  admin: router(
    adminCatalogProcedures(
      {
        row: adminPricingPackageSchema,
        create: pricingCreateSchema,
        update: pricingUpdateSchema,
        content: adminPricingContentSchema,
        texts: pricingTextsSchema,
        contentIdKey: 'id',
        history: 'pricing',
      },
      {
        list: listAdminPricing,
        create: createAdminPricing,
        update: updateAdminPricing,
        remove: deleteAdminPricing,
        listContents: listAdminPricingContents,
        saveContent: savePricingContent,
      },
    ),
  ),
});

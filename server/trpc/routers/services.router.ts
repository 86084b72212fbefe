import { z } from 'zod';
import { publicServiceSchema, serviceContentSchema, serviceRefSchema } from '../../../src/shared/catalog.ts';
import { languageSchema } from '../../../src/shared/languages.ts';
import {
  getPublicServiceBySlug,
  getPublicServiceContent,
  listPublicServices,
} from '../../services/services.service.ts';
import { publicProcedure, router } from '../init.ts';

export const servicesRouter = router({
  /** GET /api/services/{language} */
  list: publicProcedure
    .input(z.strictObject({ language: languageSchema }))
    .output(z.array(publicServiceSchema))
    .query(({ ctx, input }) => listPublicServices(ctx.em, input.language)),
  /** GET /api/services/slug/{slug} */
  bySlug: publicProcedure
    .input(z.strictObject({ slug: z.string().trim().min(1).max(120) }))
    .output(serviceRefSchema)
    .query(({ ctx, input }) => getPublicServiceBySlug(ctx.em, input.slug)),
  /** GET /api/services/{id}/content/{language} */
  content: publicProcedure
    .input(z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647), language: languageSchema }))
    .output(serviceContentSchema)
    .query(({ ctx, input }) => getPublicServiceContent(ctx.em, input.id, input.language)),
});

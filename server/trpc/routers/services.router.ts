import { z } from 'zod';
import {
  adminServiceContentSchema,
  adminServiceSchema,
  idSchema,
  localizedTextsSchema,
  serviceCreateSchema,
  serviceUpdateSchema,
} from '../../../src/shared/admin-catalog.ts';
import { publicServiceSchema, serviceContentSchema, serviceRefSchema } from '../../../src/shared/catalog.ts';
import { languageSchema } from '../../../src/shared/language-schema.ts';
import { publicReads } from '../../cache/public-reads.ts';
import {
  createAdminService,
  deleteAdminService,
  listAdminServiceContents,
  listAdminServices,
  saveServiceContent,
  updateAdminService,
} from '../../services/services.service.ts';
import { adminProcedure, publicProcedure, router } from '../init.ts';
import { idInput, languageInput, okSchema } from './shared-schemas.ts';

export const servicesRouter = router({
  /** GET /api/services/{language} */
  list: publicProcedure
    .input(languageInput)
    .output(z.array(publicServiceSchema))
    .query(({ ctx, input }) => publicReads.services(ctx, input.language)),
  /** GET /api/services/slug/{slug} */
  bySlug: publicProcedure
    .input(z.strictObject({ slug: z.string().trim().min(1).max(120) }))
    .output(serviceRefSchema)
    .query(({ ctx, input }) => publicReads.serviceBySlug(ctx, input.slug)),
  /** GET /api/services/{id}/content/{language} */
  content: publicProcedure
    .input(z.strictObject({ id: idSchema, language: languageSchema }))
    .output(serviceContentSchema)
    .query(({ ctx, input }) => publicReads.serviceContent(ctx, input.id, input.language)),

  admin: router({
    /** GET /api/admin/services */
    list: adminProcedure.output(z.array(adminServiceSchema)).query(({ ctx }) => listAdminServices(ctx.em)),
    /** POST /api/admin/services */
    create: adminProcedure
      .input(serviceCreateSchema)
      .output(adminServiceSchema)
      .mutation(({ ctx, input }) => createAdminService(ctx.em, input)),
    /** PUT /api/admin/services/{id} */
    update: adminProcedure
      .input(serviceUpdateSchema.extend({ id: idSchema }))
      .output(adminServiceSchema)
      .mutation(({ ctx, input: { id, ...input } }) => updateAdminService(ctx.em, id, input)),
    /** DELETE /api/admin/services/{id} */
    delete: adminProcedure
      .input(idInput)
      .output(okSchema)
      .mutation(({ ctx, input }) => deleteAdminService(ctx.em, input.id)),
    /** GET /api/admin/services/content/{language} */
    contents: adminProcedure
      .input(languageInput)
      .output(z.array(adminServiceContentSchema))
      .query(({ ctx, input }) => listAdminServiceContents(ctx.em, input.language)),
    /** PUT /api/admin/services/{serviceId}/content/{language} */
    saveContent: adminProcedure
      .input(localizedTextsSchema.extend({ serviceId: idSchema, language: languageSchema }))
      .output(adminServiceContentSchema)
      .mutation(({ ctx, input: { serviceId, language, ...texts } }) =>
        saveServiceContent(ctx.em, serviceId, language, texts),
      ),
  }),
});

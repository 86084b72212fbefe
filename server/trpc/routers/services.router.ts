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
import { publicProcedure, router } from '../init.ts';
import { adminCatalogProcedures } from './admin-procedures.ts';
import { languageInput } from './shared-schemas.ts';

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

  /** GET, POST /api/admin/services; PUT, DELETE /api/admin/services/{id}; its texts per language. */
  admin: router(
    adminCatalogProcedures(
      {
        row: adminServiceSchema,
        create: serviceCreateSchema,
        update: serviceUpdateSchema,
        content: adminServiceContentSchema,
        texts: localizedTextsSchema,
        contentIdKey: 'serviceId',
        history: 'service',
      },
      {
        list: listAdminServices,
        create: createAdminService,
        update: updateAdminService,
        remove: deleteAdminService,
        listContents: listAdminServiceContents,
        saveContent: saveServiceContent,
      },
    ),
  ),
});

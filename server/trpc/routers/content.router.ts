import { idSchema } from '../../../src/shared/admin-catalog.ts';
import {
  contentCoverageSchema,
  contentCreateSchema,
  contentEntrySchema,
  contentListInputSchema,
  contentPageSchema,
  contentUpdateSchema,
} from '../../../src/shared/admin-content.ts';
import { compiledContentSchema, contentMapSchema } from '../../../src/shared/content.ts';
import { publicReads } from '../../cache/public-reads.ts';
import {
  contentCoverage,
  createContentEntry,
  deleteContentEntry,
  listContentEntries,
  updateContentEntry,
} from '../../services/content.service.ts';
import { adminProcedure, publicProcedure, router } from '../init.ts';
import { idInput, languageInput, okSchema } from './shared-schemas.ts';

export const contentRouter = router({
  /** GET /api/content/{language} */
  byLanguage: publicProcedure
    .input(languageInput)
    .output(contentMapSchema)
    .query(({ ctx, input }) => publicReads.content(ctx, input.language)),

  /**
   * The same texts compiled for react-intl on the server (the SPA's intl messages; it loads no ICU
   * parser). Not a REST path: integrators read the texts themselves.
   */
  messages: publicProcedure
    .input(languageInput)
    .output(compiledContentSchema)
    .query(({ ctx, input }) => publicReads.contentMessages(ctx, input.language)),

  admin: router({
    /** GET /api/admin/content/{language}: a page by key, with a search in keys and texts. */
    list: adminProcedure
      .input(contentListInputSchema)
      .output(contentPageSchema)
      .query(({ ctx, input }) => listContentEntries(ctx.em, input)),
    /** POST /api/admin/content */
    create: adminProcedure
      .input(contentCreateSchema)
      .output(contentEntrySchema)
      .mutation(({ ctx, input }) => createContentEntry(ctx.em, input)),
    /** PUT /api/admin/content/{id} */
    update: adminProcedure
      .input(contentUpdateSchema.extend({ id: idSchema }))
      .output(contentEntrySchema)
      .mutation(({ ctx, input: { id, ...input } }) => updateContentEntry(ctx.em, id, input)),
    /** DELETE /api/admin/content/{id} */
    delete: adminProcedure
      .input(idInput)
      .output(okSchema)
      .mutation(({ ctx, input }) => deleteContentEntry(ctx.em, input.id)),
    /** GET /api/admin/content-coverage: keys missing per language (beyond the spec). */
    coverage: adminProcedure.output(contentCoverageSchema).query(({ ctx }) => contentCoverage(ctx.em)),
  }),
});

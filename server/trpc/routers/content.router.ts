import {
  contentCoverageSchema,
  contentCreateSchema,
  contentEntrySchema,
  contentListInputSchema,
  contentPageSchema,
  contentUpdateSchema,
} from '../../../src/shared/admin-content.ts';
import { compiledContentSchema, contentMapSchema } from '../../../src/shared/content.ts';
import { legalPageInputSchema, legalPageTextSchema } from '../../../src/shared/legal-schema.ts';
import { publicReads } from '../../cache/public-reads.ts';
import {
  contentCoverage,
  createContentEntry,
  deleteContentEntry,
  listContentEntries,
  updateContentEntry,
} from '../../services/content.service.ts';
import { adminProcedure, publicProcedure, router } from '../init.ts';
import { adminWriteProcedures } from './admin-procedures.ts';
import { languageInput } from './shared-schemas.ts';

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

  /**
   * A legal page's text in a language (issue 22), parsed and filled from the settings. Not a REST
   * path: the texts themselves are content entries (GET /api/admin/content/{language}).
   */
  legal: publicProcedure
    .input(legalPageInputSchema)
    .output(legalPageTextSchema)
    .query(({ ctx, input }) => publicReads.legal(ctx, input.page, input.language)),

  admin: router({
    /** GET /api/admin/content/{language}: a page by key, with a search in keys and texts. */
    list: adminProcedure
      .input(contentListInputSchema)
      .output(contentPageSchema)
      .query(({ ctx, input }) => listContentEntries(ctx.em, input)),
    ...adminWriteProcedures(
      { row: contentEntrySchema, create: contentCreateSchema, update: contentUpdateSchema, history: 'content' },
      { create: createContentEntry, update: updateContentEntry, remove: deleteContentEntry },
    ),
    /** GET /api/admin/content-coverage: keys missing per language (beyond the spec). */
    coverage: adminProcedure.output(contentCoverageSchema).query(({ ctx }) => contentCoverage(ctx.em)),
  }),
});

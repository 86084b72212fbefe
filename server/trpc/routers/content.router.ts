import { z } from 'zod';
import { contentMapSchema } from '../../../src/shared/content.ts';
import { languageSchema } from '../../../src/shared/languages.ts';
import { getContentMap } from '../../services/content.service.ts';
import { publicProcedure, router } from '../init.ts';

export const contentRouter = router({
  /** GET /api/content/{language} */
  byLanguage: publicProcedure
    .input(z.strictObject({ language: languageSchema }))
    .output(contentMapSchema)
    .query(({ ctx, input }) => getContentMap(ctx.em, input.language)),
});

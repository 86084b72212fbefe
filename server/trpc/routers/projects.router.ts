import { z } from 'zod';
import { publicProjectSchema } from '../../../src/shared/catalog.ts';
import { languageSchema } from '../../../src/shared/languages.ts';
import { listPublicProjects } from '../../services/projects.service.ts';
import { publicProcedure, router } from '../init.ts';

export const projectsRouter = router({
  /** GET /api/projects/{language} */
  list: publicProcedure
    .input(z.strictObject({ language: languageSchema }))
    .output(z.array(publicProjectSchema))
    .query(({ ctx, input }) => listPublicProjects(ctx.em, input.language)),
});

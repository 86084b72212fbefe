import { z } from 'zod';
import {
  adminProjectContentSchema,
  adminProjectSchema,
  idSchema,
  localizedTextsSchema,
  projectCreateSchema,
  projectUpdateSchema,
} from '../../../src/shared/admin-catalog.ts';
import { publicProjectSchema } from '../../../src/shared/catalog.ts';
import { languageSchema } from '../../../src/shared/language-schema.ts';
import { publicReads } from '../../cache/public-reads.ts';
import {
  createAdminProject,
  deleteAdminProject,
  listAdminProjectContents,
  listAdminProjects,
  saveProjectContent,
  updateAdminProject,
} from '../../services/projects.service.ts';
import { adminProcedure, publicProcedure, router } from '../init.ts';
import { idInput, languageInput, okSchema } from './shared-schemas.ts';

export const projectsRouter = router({
  /** GET /api/projects/{language} */
  list: publicProcedure
    .input(languageInput)
    .output(z.array(publicProjectSchema))
    .query(({ ctx, input }) => publicReads.projects(ctx, input.language)),

  admin: router({
    /** GET /api/admin/projects */
    list: adminProcedure.output(z.array(adminProjectSchema)).query(({ ctx }) => listAdminProjects(ctx.em)),
    /** POST /api/admin/projects */
    create: adminProcedure
      .input(projectCreateSchema)
      .output(adminProjectSchema)
      .mutation(({ ctx, input }) => createAdminProject(ctx.em, input)),
    /** PUT /api/admin/projects/{id} */
    update: adminProcedure
      .input(projectUpdateSchema.extend({ id: idSchema }))
      .output(adminProjectSchema)
      .mutation(({ ctx, input: { id, ...input } }) => updateAdminProject(ctx.em, id, input)),
    /** DELETE /api/admin/projects/{id} */
    delete: adminProcedure
      .input(idInput)
      .output(okSchema)
      .mutation(({ ctx, input }) => deleteAdminProject(ctx.em, input.id)),
    /** GET /api/admin/projects/content/{language} */
    contents: adminProcedure
      .input(languageInput)
      .output(z.array(adminProjectContentSchema))
      .query(({ ctx, input }) => listAdminProjectContents(ctx.em, input.language)),
    /** PUT /api/admin/projects/{id}/content/{language} (the save call spec 001 leaves out). */
    saveContent: adminProcedure
      .input(localizedTextsSchema.extend({ id: idSchema, language: languageSchema }))
      .output(adminProjectContentSchema)
      .mutation(({ ctx, input: { id, language, ...texts } }) => saveProjectContent(ctx.em, id, language, texts)),
  }),
});

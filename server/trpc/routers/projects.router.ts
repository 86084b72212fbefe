import { z } from 'zod';
import {
  adminProjectContentSchema,
  adminProjectSchema,
  projectCreateSchema,
  projectTextsSchema,
  projectUpdateSchema,
} from '../../../src/shared/admin-catalog.ts';
import { publicProjectSchema } from '../../../src/shared/catalog.ts';
import { publicReads } from '../../cache/public-reads.ts';
import {
  createAdminProject,
  deleteAdminProject,
  listAdminProjectContents,
  listAdminProjects,
  saveProjectContent,
  updateAdminProject,
} from '../../services/projects.service.ts';
import { publicProcedure, router } from '../init.ts';
import { adminCatalogProcedures } from './admin-procedures.ts';
import { languageInput } from './shared-schemas.ts';

export const projectsRouter = router({
  /** GET /api/projects/{language} */
  list: publicProcedure
    .input(languageInput)
    .output(z.array(publicProjectSchema))
    .query(({ ctx, input }) => publicReads.projects(ctx, input.language)),

  /**
   * GET, POST /api/admin/projects; PUT, DELETE /api/admin/projects/{id}; its texts per language
   * (PUT /api/admin/projects/{id}/content/{language}: the save call spec 001 leaves out).
   */
  admin: router(
    adminCatalogProcedures(
      {
        row: adminProjectSchema,
        create: projectCreateSchema,
        update: projectUpdateSchema,
        content: adminProjectContentSchema,
        texts: projectTextsSchema,
        contentIdKey: 'id',
        history: 'project',
      },
      {
        list: listAdminProjects,
        create: createAdminProject,
        update: updateAdminProject,
        remove: deleteAdminProject,
        listContents: listAdminProjectContents,
        saveContent: saveProjectContent,
      },
    ),
  ),
});

import {
  adminUserIdInputSchema,
  adminUserOutputSchema,
  createAdminUserInputSchema,
  updateAdminUserInputSchema,
} from '../../../src/shared/account.ts';
import { listInputSchema, pagedSchema } from '../../../src/shared/paging.ts';
import {
  createAdminUser,
  deleteAdminUser,
  listAdminUsers,
  resetAdminTotp,
  updateAdminUser,
} from '../../services/users.service.ts';
import { router, sessionAdminProcedure } from '../init.ts';
import { okSchema } from './shared-schemas.ts';

/** The admins (issue 13). */
export const usersRouter = router({
  /** GET /api/admin/users */
  list: sessionAdminProcedure
    .input(listInputSchema({}))
    .output(pagedSchema(adminUserOutputSchema))
    .query(({ ctx, input }) => listAdminUsers(ctx.em, input)),
  /** POST /api/admin/users */
  create: sessionAdminProcedure
    .input(createAdminUserInputSchema)
    .output(adminUserOutputSchema)
    .mutation(({ ctx, input }) => createAdminUser(ctx, input)),
  /** PUT /api/admin/users/{id} */
  update: sessionAdminProcedure
    .input(updateAdminUserInputSchema)
    .output(adminUserOutputSchema)
    .mutation(({ ctx, input }) => updateAdminUser(ctx, input)),
  /** DELETE /api/admin/users/{id} */
  delete: sessionAdminProcedure
    .input(adminUserIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => deleteAdminUser(ctx, input.id)),
  /** DELETE /api/admin/users/{id}/totp: reset another admin's two-step verification; their sessions end. */
  resetTotp: sessionAdminProcedure
    .input(adminUserIdInputSchema)
    .output(adminUserOutputSchema)
    .mutation(({ ctx, input }) => resetAdminTotp(ctx, input.id)),
});

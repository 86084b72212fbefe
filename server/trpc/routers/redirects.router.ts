import { z } from 'zod';
import { redirectInputSchema, redirectSchema } from '../../../src/shared/redirects.ts';
import { createRedirect, deleteRedirect, listRedirects } from '../../redirects/redirects.service.ts';
import { adminProcedure, router } from '../init.ts';
import { idInput, okSchema } from './shared-schemas.ts';

/** Redirects of moved public pages (issue 22): the server's own (a service's old address) and the owner's. */
export const redirectsRouter = router({
  admin: router({
    /** GET /api/admin/redirects */
    list: adminProcedure.output(z.array(redirectSchema)).query(({ ctx }) => listRedirects(ctx.em)),
    /** POST /api/admin/redirects */
    create: adminProcedure
      .input(redirectInputSchema)
      .output(redirectSchema)
      .mutation(({ ctx, input }) => createRedirect(ctx.em, input)),
    /** DELETE /api/admin/redirects/{id} */
    delete: adminProcedure
      .input(idInput)
      .output(okSchema)
      .mutation(({ ctx, input }) => deleteRedirect(ctx.em, input.id)),
  }),
});

import { loginInputSchema, userOutputSchema } from '../../../src/shared/auth.ts';
import { currentUser, login, logout } from '../../services/auth.service.ts';
import { adminProcedure, publicProcedure, publicWriteProcedure, router } from '../init.ts';
import { okSchema } from './shared-schemas.ts';

export const authRouter = router({
  /** GET /api/auth/user: the signed-in user, 401 otherwise. */
  user: publicProcedure.output(userOutputSchema).query(({ ctx }) => currentUser(ctx)),
  /** The SPA's variant of the user call: null instead of 401 when nobody is signed in. */
  session: publicProcedure.output(userOutputSchema.nullable()).query(({ ctx }) => (ctx.auth ? currentUser(ctx) : null)),
  /** GET /api/admin/auth/user: the signed-in admin; 401 anonymous, 403 other roles. */
  adminUser: adminProcedure.output(userOutputSchema).query(({ ctx }) => currentUser(ctx)),
  /** POST /api/admin/login */
  login: publicWriteProcedure
    .input(loginInputSchema)
    .output(userOutputSchema)
    .mutation(({ ctx, input }) => login(ctx, input)),
  /** POST /api/logout (and the /api/logout browser navigation). */
  logout: publicProcedure.output(okSchema).mutation(({ ctx }) => logout(ctx)),
});

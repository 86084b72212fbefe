import { loginInputSchema, userOutputSchema } from '../../../src/shared/auth.ts';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '../../../src/shared/password-reset.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { confirmPasswordReset, requestPasswordReset } from '../../auth/password-reset.ts';
import { mailContextOf } from '../../mail/mail-context.ts';
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
  /**
   * POST /api/auth/password-reset: 202 whatever the address (nobody learns whether it has an
   * account); an active admin with this e-mail gets a single-use link. Public rate limit per IP.
   */
  passwordReset: publicWriteProcedure
    .input(passwordResetRequestSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx.em, input, mailContextOf(ctx.deps.env));
      return { ok: true as const };
    }),
  /** POST /api/auth/password-reset/confirm: the new password; every session of the account ends. */
  passwordResetConfirm: publicWriteProcedure
    .input(passwordResetConfirmSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await confirmPasswordReset(ctx.em, input);
      await recordAudit(ctx.em, {
        actorId: user.userId,
        actorName: user.username,
        action: 'auth.passwordReset',
        target: String(user.userId),
        ip: ctx.req.ip ?? null,
      });
      return { ok: true as const };
    }),
});

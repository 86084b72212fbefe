import { z } from 'zod';
import {
  accountOutputSchema,
  changePasswordInputSchema,
  recoveryCodesOutputSchema,
  sessionIdInputSchema,
  sessionOutputSchema,
  totpConfirmInputSchema,
  totpDisableInputSchema,
  totpSetupOutputSchema,
} from '../../../src/shared/account.ts';
import {
  changePassword,
  confirmTotp,
  disableTotp,
  endSession,
  getAccount,
  listSessions,
  startTotpSetup,
} from '../../services/account.service.ts';
import { router, sessionAdminProcedure } from '../init.ts';
import { okSchema } from './shared-schemas.ts';

/** The signed-in admin's own account (issue 13). */
export const accountRouter = router({
  /** GET /api/admin/account */
  get: sessionAdminProcedure.output(accountOutputSchema).query(({ ctx }) => getAccount(ctx)),
  /** PUT /api/admin/account/password: every other session of this admin ends. */
  changePassword: sessionAdminProcedure
    .input(changePasswordInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
  /** GET /api/admin/account/sessions */
  sessions: sessionAdminProcedure.output(z.array(sessionOutputSchema)).query(({ ctx }) => listSessions(ctx)),
  /** DELETE /api/admin/account/sessions/{id} */
  endSession: sessionAdminProcedure
    .input(sessionIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => endSession(ctx, input.id)),
  /** POST /api/admin/account/totp: a new secret and its QR code, to confirm. */
  startTotp: sessionAdminProcedure.output(totpSetupOutputSchema).mutation(({ ctx }) => startTotpSetup(ctx)),
  /** POST /api/admin/account/totp/confirm { code, password }: turns TOTP on; ten recovery codes, shown once. */
  confirmTotp: sessionAdminProcedure
    .input(totpConfirmInputSchema)
    .output(recoveryCodesOutputSchema)
    .mutation(({ ctx, input }) => confirmTotp(ctx, input)),
  /** DELETE /api/admin/account/totp { password } */
  disableTotp: sessionAdminProcedure
    .input(totpDisableInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => disableTotp(ctx, input.password)),
});

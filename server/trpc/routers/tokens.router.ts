import { z } from 'zod';
import {
  createdTokenOutputSchema,
  createTokenInputSchema,
  tokenIdInputSchema,
  tokenOutputSchema,
} from '../../../src/shared/api-tokens.ts';
import { createToken, listTokens, revokeToken } from '../../auth/api-tokens.ts';
import { router, sessionAdminProcedure } from '../init.ts';
import { okSchema } from './shared-schemas.ts';

/** API tokens of integrators (issue 23): managed by a signed-in admin only, never by a token. */
export const tokensRouter = router({
  admin: router({
    /** GET /api/admin/tokens: every token, revoked ones too; never a secret. */
    list: sessionAdminProcedure.output(z.array(tokenOutputSchema)).query(({ ctx }) => listTokens(ctx.em)),
    /** POST /api/admin/tokens: the whole token is in this answer only. */
    create: sessionAdminProcedure
      .input(createTokenInputSchema)
      .output(createdTokenOutputSchema)
      .mutation(({ ctx, input }) => createToken(ctx.em, input, ctx.auth.user)),
    /** DELETE /api/admin/tokens/{id}: refused from the next request on. */
    revoke: sessionAdminProcedure
      .input(tokenIdInputSchema)
      .output(okSchema)
      .mutation(({ ctx, input }) => revokeToken(ctx.em, input.id)),
  }),
});

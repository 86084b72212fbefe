import { z } from 'zod';
import { newPasswordSchema } from './account.ts';
import { emailSchema } from './contact.ts';
import { languageSchema } from './language-schema.ts';
import { specRule } from './validation-messages.ts';

/** POST /api/auth/password-reset: the account's e-mail; `language` is the mail's (default Turkish). */
export const passwordResetRequestSchema = z.strictObject({
  email: emailSchema,
  language: languageSchema.optional(),
});

/** POST /api/auth/password-reset/confirm: the link's token and the new password (the change rules). */
export const passwordResetConfirmSchema = z.strictObject({
  token: z.string().min(20, specRule('account.resetLink')).max(200, specRule('account.resetLink')),
  password: newPasswordSchema,
});

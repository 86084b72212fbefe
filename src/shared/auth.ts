import { z } from 'zod';
import { specRule } from './validation-messages.ts';

/** Password length rule of the security baseline: 8..256, never trimmed. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

/** A TOTP code: six digits (spaces a phone app shows are dropped). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[0-9]{6}$/, specRule('account.totpCode')));

/** A recovery code as shown (`abcde-fghij`); case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z.string().trim().min(1).max(40);

export const loginInputSchema = z.strictObject({
  username: z.string().trim().min(1, specRule('login.usernameRequired')).max(100),
  password: z.string().min(1, specRule('login.passwordRequired')).max(PASSWORD_MAX),
  /** With a second factor on: the current code of the authenticator app... */
  totp: totpCodeSchema.optional(),
  /** ...or one of the recovery codes (each works once). */
  recoveryCode: recoveryCodeSchema.optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const USER_ROLES = ['admin', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The user object of the current-user calls (spec 000 section 3, spec 001 section 3). */
export const userOutputSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(USER_ROLES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type UserOutput = z.infer<typeof userOutputSchema>;

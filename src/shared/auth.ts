import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/** Password length rule of the security baseline: 8..256, never trimmed. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const loginInputSchema = z.strictObject({
  username: z.string().trim().min(1, VALIDATION_MESSAGES['login.usernameRequired']).max(100),
  password: z.string().min(1, VALIDATION_MESSAGES['login.passwordRequired']).max(PASSWORD_MAX),
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

import { p } from '@mikro-orm/core';
import { createdAtProperty, serialId } from './common-properties.ts';
import { defineTable } from './define-table.ts';
import { User } from './user.entity.ts';

/**
 * A password-reset link sent by e-mail: only the SHA-256 of its token is stored; good once,
 * for 30 minutes (server/auth/password-reset.ts).
 */
export const PasswordResetTokenSchema = defineTable('PasswordResetToken', 'password_reset_tokens', {
  ...serialId(),
  user: () => p.manyToOne(User).deleteRule('cascade').index(),
  tokenHash: p.string().length(64).unique(),
  createdAt: createdAtProperty(),
  expiresAt: p.datetime(),
  usedAt: p.datetime().nullable(),
});

export class PasswordResetToken extends PasswordResetTokenSchema.class {}
PasswordResetTokenSchema.setClass(PasswordResetToken);

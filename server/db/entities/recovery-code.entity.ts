import { p } from '@mikro-orm/core';
import { serialId } from './common-properties.ts';
import { defineTable } from './define-table.ts';
import { User } from './user.entity.ts';

/** A one-time recovery code of the second factor: only its SHA-256 is stored. */
export const RecoveryCodeSchema = defineTable('RecoveryCode', 'user_recovery_codes', {
  ...serialId(),
  user: () => p.manyToOne(User).deleteRule('cascade').index(),
  codeHash: p.string().length(64),
  usedAt: p.datetime().nullable(),
});

export class RecoveryCode extends RecoveryCodeSchema.class {}
RecoveryCodeSchema.setClass(RecoveryCode);

import { p } from '@mikro-orm/core';
import { serialId, timestamps } from './common-properties.ts';
import { defineTable } from './define-table.ts';

export const UserSchema = defineTable('User', 'users', {
  ...serialId(),
  /** Stored lower-case; login compares case-insensitively. */
  username: p.string().length(100).unique(),
  passwordHash: p.text().hidden().lazy(),
  role: p.string().length(20).default('user'),
  firstName: p.string().length(100).nullable(),
  lastName: p.string().length(100).nullable(),
  email: p.string().length(254).nullable(),
  profileImageUrl: p.text().nullable(),
  /** A disabled admin cannot sign in; disabling ends their sessions. */
  disabled: p.boolean().default(false),
  /** The second factor's secret (base32, RFC 6238) once turned on; null without TOTP. */
  totpSecret: p.text().nullable().hidden().lazy(),
  /** A secret being set up, until its first code confirms it. */
  totpPendingSecret: p.text().nullable().hidden().lazy(),
  /** The last 30-second step whose code signed in: a code works once. */
  totpLastStep: p.integer().nullable().hidden(),
  ...timestamps(),
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);

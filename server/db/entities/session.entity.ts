import { p } from '@mikro-orm/core';
import { defineTable } from './define-table.ts';
import { User } from './user.entity.ts';

/** A login session. `id` is the SHA-256 (hex) of the token in the cookie, never the token itself. */
export const SessionSchema = defineTable('Session', 'sessions', {
  id: p.string().length(64).primary(),
  user: () => p.manyToOne(User).deleteRule('cascade').index(),
  /** Sliding idle expiry, extended by Lucia while the session is used. */
  expiresAt: p.datetime(),
  /** Start of the session, for the absolute lifetime. */
  createdAt: p.datetime(),
  /** The id shown in the admin's session list (never the token or its hash). */
  publicId: p.string().length(32).unique(),
  /** Last request, written at most once a minute. */
  lastSeenAt: p.datetime().nullable(),
  ip: p.string().length(64).nullable(),
  userAgent: p.string().length(300).nullable(),
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);

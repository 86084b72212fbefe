import { p } from '@mikro-orm/core';
import type { TokenScope } from '../../../src/shared/api-tokens.ts';
import { createdAtProperty, serialId } from './common-properties.ts';
import { defineTable } from './define-table.ts';

/**
 * An API token of an integrator (issue 23). Only the SHA-256 of the whole token is stored: the
 * token carries 256 random bits, so a fast hash is enough (no dictionary or brute force can
 * reach it; a slow hash like argon2 only protects guessable passwords, and would cost every
 * request). `prefix` (`ajt_` + 8 hex) finds the row and is what lists show.
 */
export const ApiTokenSchema = defineTable('ApiToken', 'api_tokens', {
  ...serialId(),
  name: p.string().length(100),
  scopes: p.array<TokenScope>(),
  prefix: p.string().length(16).unique(),
  /** SHA-256 (hex) of the whole token. */
  tokenHash: p.string().length(64),
  /** The admin who made it; a plain id (no foreign key): the token outlives a deleted admin. */
  createdById: p.integer().nullable(),
  createdByName: p.string().length(100).nullable(),
  createdAt: createdAtProperty(),
  expiresAt: p.datetime().nullable(),
  /** Set by a revoke; the token is refused from the next request on. */
  revokedAt: p.datetime().nullable(),
  /** Written at most once a minute per token. */
  lastUsedAt: p.datetime().nullable(),
  lastUsedIp: p.string().length(64).nullable(),
});

export class ApiToken extends ApiTokenSchema.class {}
ApiTokenSchema.setClass(ApiToken);

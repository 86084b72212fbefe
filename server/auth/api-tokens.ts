/**
 * API tokens (issue 23): made and revoked by an admin, checked on every request that sends
 * `Authorization: Bearer <token>`. A token is `ajt_<8 hex>_<43 base64url>`: the mark makes a
 * leaked token recognisable, the 8 hex find its row, the rest is 256 random bits. Only the
 * SHA-256 of the whole token is stored (see the entity for why no slow hash).
 *
 * Every request reads its row again, so a revoke or an expiry holds from the next request on,
 * on every instance (no cache to invalidate). Last use is written at most once a minute.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type CreatedTokenOutput,
  type CreateTokenInput,
  TOKEN_MARK,
  type TokenOutput,
  type TokenScope,
} from '../../src/shared/api-tokens.ts';
import { ApiToken } from '../db/entities/index.ts';
import { notFound } from '../domain/errors.ts';

/** Who calls with a token: what the procedures and the audit log see of it. */
export type TokenActor = { id: number; name: string; scopes: TokenScope[] };

const TOKEN_SHAPE = /^ajt_([0-9a-f]{8})_[A-Za-z0-9_-]{43}$/;
const LAST_USE_EVERY_MS = 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** A new token and the prefix that finds it. */
export function generateToken(): { token: string; prefix: string } {
  const prefix = `${TOKEN_MARK}${randomBytes(4).toString('hex')}`;
  return { token: `${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

/** Does this look like one of our tokens (without checking it)? */
export const looksLikeToken = (value: string): boolean => value.startsWith(TOKEN_MARK);

/** The token of an `Authorization: Bearer` header; undefined without one, '' for a bearer with nothing. */
export function bearerOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const space = header.indexOf(' ');
  const scheme = (space < 0 ? header : header.slice(0, space)).toLowerCase();
  if (scheme !== 'bearer') return undefined;
  return space < 0 ? '' : header.slice(space + 1).trim();
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export async function createToken(
  em: EntityManager,
  input: CreateTokenInput,
  admin: { id: number; username: string },
): Promise<CreatedTokenOutput> {
  // 32 bits of prefix: a collision is rare; the unique prefix makes it a retry, never a mix-up.
  for (let attempt = 0; ; attempt++) {
    const { token, prefix } = generateToken();
    const taken = await em.count(ApiToken, { prefix });
    if (taken > 0 && attempt < 5) continue;
    const row = em.create(ApiToken, {
      name: input.name,
      scopes: [...input.scopes],
      prefix,
      tokenHash: sha256(token).toString('hex'),
      createdById: admin.id,
      createdByName: admin.username,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      revokedAt: null,
      lastUsedAt: null,
      lastUsedIp: null,
    });
    await em.flush();
    return {
      id: row.id,
      token,
      name: row.name,
      scopes: row.scopes,
      prefix,
      createdAt: row.createdAt.toISOString(),
      expiresAt: iso(row.expiresAt),
    };
  }
}

/** Every token, newest first, revoked ones too; never a secret or a hash. */
export async function listTokens(em: EntityManager): Promise<TokenOutput[]> {
  const rows = await em.find(ApiToken, {}, { orderBy: { id: 'desc' } });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName ?? null,
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
    lastUsedAt: iso(row.lastUsedAt),
    lastUsedIp: row.lastUsedIp ?? null,
  }));
}

/** Revokes at once (the row stays, for the list); revoking a revoked token is no error. */
export async function revokeToken(em: EntityManager, id: number): Promise<{ ok: true }> {
  const row = await em.findOne(ApiToken, { id });
  if (!row) throw notFound('Token not found');
  row.revokedAt ??= new Date();
  await em.flush();
  return { ok: true };
}

/**
 * The token's actor, or null when it is malformed, unknown, revoked or expired. Hashes are
 * compared in constant time; its last use is written when the stored one is over a minute old.
 */
export async function authenticateToken(
  em: EntityManager,
  token: string,
  ip: string | null,
  now = new Date(),
): Promise<TokenActor | null> {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const row = await em.findOne(ApiToken, { prefix: `${TOKEN_MARK}${match[1]}` });
  if (!row) return null;
  const stored = Buffer.from(row.tokenHash, 'hex');
  const given = sha256(token);
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return null;
  if (row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_EVERY_MS) {
    // Conditional: of parallel requests, one writes.
    await em.nativeUpdate(
      ApiToken,
      {
        id: row.id,
        $or: [{ lastUsedAt: null }, { lastUsedAt: { $lte: new Date(now.getTime() - LAST_USE_EVERY_MS) } }],
      },
      { lastUsedAt: now, lastUsedIp: ip?.slice(0, 64) ?? null },
    );
  }
  return { id: row.id, name: row.name, scopes: row.scopes };
}

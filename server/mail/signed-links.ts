import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServerSecret } from '../db/entities/index.ts';

/**
 * Signed newsletter links: `<payload>.<signature>`, both base64url; the payload is JSON
 * { a: action, e: address, t: issued at (s), n: random nonce }, the signature HMAC-SHA256 over
 * it. The key is LINK_SECRET, else a random key made once and kept in the database
 * (server_secrets), so every instance on the database agrees and links survive restarts. The
 * nonce makes every link unique: a confirmation link is good once, as long as the subscriber's
 * row holds its hash (tokenHash; server/services/newsletter.service.ts).
 */
export type LinkAction = 'confirm' | 'unsubscribe';
export type LinkPayload = { action: LinkAction; email: string; issuedAt: number };

/** A confirmation link is good for a week; an unsubscribe link for ever (RFC 8058 needs it to work later). */
export const CONFIRM_LINK_TTL_S = 7 * 24 * 3600;

const SECRET_NAME = 'newsletter_link_key';

/** The signing key: LINK_SECRET, else the stored random key (made on first use). */
export async function linkKey(em: EntityManager, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const conn = em.getConnection();
  await conn.execute(
    'insert into server_secrets (name, value, created_at) values (?, ?, now()) on conflict (name) do nothing',
    [SECRET_NAME, randomBytes(32).toString('base64url')],
    'run',
  );
  const [row] = await conn.execute<Array<Pick<ServerSecret, 'value'>>>(
    'select value from server_secrets where name = ?',
    [SECRET_NAME],
  );
  return row.value;
}

function sign(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function signLink(key: string, action: LinkAction, email: string, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ a: action, e: email, t: Math.floor(now / 1000), n: randomBytes(12).toString('base64url') }),
  ).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** What the database keeps of a link: its SHA-256, hex (the link itself stays in the mail only). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The payload of a genuine, unexpired token of the expected action; null otherwise. */
export function verifyLink(key: string, token: string, action: LinkAction, now = Date.now()): LinkPayload | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || token.length > 1000) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let data: { a?: unknown; e?: unknown; t?: unknown };
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (data.a !== action || typeof data.e !== 'string' || typeof data.t !== 'number') return null;
  if (action === 'confirm' && now / 1000 - data.t > CONFIRM_LINK_TTL_S) return null;
  return { action, email: data.e, issuedAt: data.t };
}

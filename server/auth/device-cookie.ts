import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { readCookie } from './session-middleware.ts';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in successfully gets `<username>.<nonce>.<signature>` (base64url parts, HMAC-SHA256 with a
 * server key). Sign-ins that present a valid device cookie for the username they try are counted
 * in that device's own budget (login-throttle.ts), so failures from anywhere else never lock the
 * right password out of a browser that signed in before. Anyone else gets the ordinary limits.
 *
 * The key is a random one made once and kept in the database (server_secrets), so every instance
 * on the database agrees and the cookies survive restarts.
 */

/** A device stays known this long after its latest successful sign-in (each one renews it). */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
const SECRET_NAME = 'login_device_key';

export function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-device' : 'device';
}

/** The signing key, made on first use. */
export async function deviceKey(em: EntityManager): Promise<string> {
  const conn = em.getConnection();
  await conn.execute(
    'insert into server_secrets (name, value, created_at) values (?, ?, now()) on conflict (name) do nothing',
    [SECRET_NAME, randomBytes(32).toString('base64url')],
    'run',
  );
  const [row] = await conn.execute<Array<{ value: string }>>('select value from server_secrets where name = ?', [
    SECRET_NAME,
  ]);
  return row.value;
}

function sign(key: string, text: string): string {
  return createHmac('sha256', key).update(`login-device:${text}`).digest('base64url');
}

/** A new device cookie value for this username (a fresh nonce: a new budget). */
export function signDeviceCookie(key: string, username: string, nonce = randomBytes(16).toString('base64url')): string {
  const payload = `${Buffer.from(username.toLowerCase()).toString('base64url')}.${nonce}`;
  return `${payload}.${sign(key, payload)}`;
}

/** The device id (its nonce) of a genuine cookie bound to this username; null otherwise. */
export function verifyDeviceCookie(key: string, value: string | null, username: string): string | null {
  if (!value || value.length > 400) return null;
  const [name, nonce, signature, ...rest] = value.split('.');
  if (!name || !nonce || !signature || rest.length > 0 || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) return null;
  const expected = Buffer.from(sign(key, `${name}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Buffer.from(name, 'base64url').toString('utf8') === username.toLowerCase() ? nonce : null;
}

/** The trusted device of this request for this username, or null. */
export function trustedDeviceOf(req: Request, key: string, username: string, secure: boolean): string | null {
  return verifyDeviceCookie(key, readCookie(req.headers.cookie, deviceCookieName(secure)), username);
}

/** Sets the device cookie: HttpOnly, SameSite=Strict (only our own sign-in form sends it). */
export function setDeviceCookie(res: Response, key: string, username: string, secure: boolean): void {
  const attributes = [
    `${deviceCookieName(secure)}=${signDeviceCookie(key, username)}`,
    'Path=/',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) attributes.push('Secure');
  res.append('Set-Cookie', attributes.join('; '));
}

import type { RequestHandler } from 'express';
import { sendDatabaseUnavailableOrRethrow } from './database-unavailable.ts';
import type { AppLucia } from './lucia.ts';
import { SESSION_ABSOLUTE_MS } from './lucia.ts';

/**
 * Reads the session cookie and sets req.auth. A session past its idle or absolute lifetime is
 * ended and its cookie cleared. An unreachable database answers 503, never "anonymous".
 */
export function sessionMiddleware(
  lucia: AppLucia,
  markSeen?: (sessionId: string, lastSeenAt: Date | null, ip: string | null) => Promise<void>,
): RequestHandler {
  return async (req, res, next) => {
    const sessionId = readCookie(req.headers.cookie, lucia.sessionCookieName);
    req.auth = null;
    // A bearer request is a token request only (server/auth/token-middleware.ts): no session.
    if (!sessionId || req.apiToken) return next();
    try {
      const { session, user } = await lucia.validateSession(sessionId);
      if (session && Date.now() - session.createdAt.getTime() <= SESSION_ABSOLUTE_MS) {
        if (session.fresh) res.append('Set-Cookie', lucia.createSessionCookie(session.id).serialize());
        req.auth = { session, user };
        await markSeen?.(session.id, session.lastSeenAt, req.ip?.slice(0, 64) ?? null);
      } else {
        if (session) await lucia.invalidateSession(session.id);
        res.append('Set-Cookie', lucia.createBlankSessionCookie().serialize());
      }
    } catch (error) {
      sendDatabaseUnavailableOrRethrow(req, res, error);
      return;
    }
    next();
  };
}

/**
 * The value of one cookie, or null. Only that cookie is decoded, and a value that cannot be
 * decoded (`session=%%%`) counts as no cookie: a malformed header is an anonymous visitor, and
 * someone else's broken cookie on our domain does not sign the admin out.
 */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return null;
    }
  }
  return null;
}

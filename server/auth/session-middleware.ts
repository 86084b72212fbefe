import type { RequestHandler } from 'express';
import { DB_RETRY_AFTER_S, DB_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../http/errors.ts';
import type { AppLucia } from './lucia.ts';
import { SESSION_ABSOLUTE_MS } from './lucia.ts';

/**
 * Reads the session cookie and sets req.auth. A session past its idle or absolute lifetime is
 * ended and its cookie cleared. An unreachable database answers 503, never "anonymous".
 */
export function sessionMiddleware(lucia: AppLucia): RequestHandler {
  return async (req, res, next) => {
    const sessionId = lucia.readSessionCookie(req.headers.cookie ?? '');
    req.auth = null;
    if (!sessionId) return next();
    try {
      const { session, user } = await lucia.validateSession(sessionId);
      if (session && Date.now() - session.createdAt.getTime() <= SESSION_ABSOLUTE_MS) {
        if (session.fresh) res.append('Set-Cookie', lucia.createSessionCookie(session.id).serialize());
        req.auth = { session, user };
      } else {
        if (session) await lucia.invalidateSession(session.id);
        res.append('Set-Cookie', lucia.createBlankSessionCookie().serialize());
      }
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      res.setHeader('Retry-After', String(DB_RETRY_AFTER_S));
      res.status(503).json({ message: DB_UNAVAILABLE_MESSAGE, requestId: req.id });
      return;
    }
    next();
  };
}

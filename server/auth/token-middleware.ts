import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import { type RateLimiter, rateLimitedMessage } from '../abuse/rate-limit.ts';
import type { RateLimit } from '../env.ts';
import { sendError } from '../http/errors.ts';
import { authenticateToken, bearerOf, looksLikeToken, type TokenActor } from './api-tokens.ts';
import { sendDatabaseUnavailableOrRethrow } from './database-unavailable.ts';

declare global {
  namespace Express {
    interface Request {
      /** The API token of an `Authorization: Bearer` request (set on /trpc and /api); null otherwise. */
      apiToken?: TokenActor | null;
    }
  }
}

/** Query parameters a token must never travel in: URLs end up in logs, histories and Referer headers. */
const TOKEN_QUERY_NAMES = ['token', 'access_token', 'api_key'];

export const TOKEN_INVALID_MESSAGE = 'API token is unknown, revoked or expired.';
export const TOKEN_IN_URL_MESSAGE =
  'API tokens are accepted only in the Authorization header (Authorization: Bearer <token>), never in the URL.';
export const TOKEN_IN_COOKIE_MESSAGE =
  'API tokens are accepted only in the Authorization header (Authorization: Bearer <token>), never in a cookie.';

/** Does any cookie of the header carry one of our tokens? */
function cookieHoldsToken(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => {
    const value = pair.slice(pair.indexOf('=') + 1).trim();
    return looksLikeToken(value.startsWith('"') ? value.slice(1) : value);
  });
}

/**
 * Is a token sent in the query string: under a usual name (whatever its value: no route of /api
 * or /trpc takes these names), or any parameter holding one of ours?
 */
function queryHoldsToken(query: Record<string, unknown>): boolean {
  return Object.entries(query).some(
    ([name, value]) =>
      TOKEN_QUERY_NAMES.includes(name.toLowerCase()) || (typeof value === 'string' && looksLikeToken(value)),
  );
}

/**
 * Sets req.apiToken from `Authorization: Bearer <token>`: an unknown, revoked or expired token
 * answers 401 at once; over TOKEN_RATE_LIMIT, 429 with Retry-After. A token in the query string
 * or in a cookie is refused with 401 (it leaks there). A bearer request is a token request
 * only: its session cookie, if any, is not read (server/auth/session-middleware.ts).
 */
export function apiTokenMiddleware(deps: {
  orm: MikroORM;
  rateLimiter: RateLimiter;
  env: { tokenRateLimit: RateLimit | null };
}): RequestHandler {
  return async (req, res, next) => {
    req.apiToken = null;
    if (queryHoldsToken(req.query as Record<string, unknown>)) {
      sendError(res, 'UNAUTHORIZED', TOKEN_IN_URL_MESSAGE);
      return;
    }
    if (cookieHoldsToken(req.headers.cookie)) {
      sendError(res, 'UNAUTHORIZED', TOKEN_IN_COOKIE_MESSAGE);
      return;
    }
    const token = bearerOf(req.headers.authorization);
    if (token === undefined) return next();
    try {
      const em = deps.orm.em.fork();
      const actor = await authenticateToken(em, token, req.ip ?? null);
      if (!actor) {
        res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
        sendError(res, 'UNAUTHORIZED', TOKEN_INVALID_MESSAGE);
        return;
      }
      const limit = deps.env.tokenRateLimit;
      if (limit) {
        const hit = await deps.rateLimiter.hit(em, `token:${actor.id}`, limit);
        if (hit.count > limit.max) {
          sendError(res, 'RATE_LIMITED', rateLimitedMessage(hit.retryAfterS), {
            requestId: req.id,
            retryAfterS: hit.retryAfterS,
          });
          return;
        }
      }
      req.apiToken = actor;
    } catch (error) {
      sendDatabaseUnavailableOrRethrow(req, res, error);
      return;
    }
    next();
  };
}

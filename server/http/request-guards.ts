import type { RequestHandler } from 'express';
import { bearerOf, looksLikeToken } from '../auth/api-tokens.ts';
import { readCookie } from '../auth/session-middleware.ts';
import { sendError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
export const MAX_URL_LENGTH = 8 * 1024;

/** 414 for URLs over 8 kB; 405 for TRACE and friends, whatever the path. */
export const requestShapeGuard: RequestHandler = (req, res, next) => {
  if (req.originalUrl.length > MAX_URL_LENGTH) {
    sendError(res, 'URI_TOO_LONG', 'Adres çok uzun.');
    return;
  }
  if (REFUSED_METHODS.has(req.method)) {
    sendError(res, 'METHOD_NOT_ALLOWED', 'Bu yöntem desteklenmiyor.');
    return;
  }
  next();
};

/**
 * Cross-site request forgery guard: a state-changing request must come from our own origin,
 * shown by Origin (sent by browsers on every POST) or Sec-Fetch-Site. Other clients send
 * `Origin: <PUBLIC_URL>` themselves, or an API token: a request with `Authorization: Bearer
 * ajt_…` and no session cookie needs no Origin (a browser never adds that header to a forged
 * cross-site request, and without a cookie nothing ambient is borrowed; the token is checked
 * after this guard). With a session cookie beside the token, the Origin rule still holds.
 */
export function sameOriginGuard(publicOrigin: string, sessionCookieName?: string): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin === publicOrigin || req.get('sec-fetch-site') === 'same-origin') return next();
    const bearer = bearerOf(req.headers.authorization);
    const hasSession = sessionCookieName !== undefined && readCookie(req.headers.cookie, sessionCookieName) !== null;
    if (bearer && looksLikeToken(bearer) && sessionCookieName !== undefined && !hasSession) return next();
    sendError(res, 'FORBIDDEN_ORIGIN', 'Bu istek yalnızca sitenin kendisinden gönderilebilir.');
  };
}

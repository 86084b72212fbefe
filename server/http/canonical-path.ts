/**
 * One address per page: a request whose path is written in a non-canonical form is answered
 * here, before the fast path, the page cache and the renderer see it. Otherwise `//x1/en` renders
 * the English page (the renderer reads `//x1` as a host) under a Turkish head (read from the
 * path), and every such spelling of a page is one more page-cache entry.
 *
 * Canonical: no empty segment (`//`, a trailing `/`), no `.` or `..` segment, no
 * percent-encoded unreserved character (`%41`, `%2e`), upper-case hex in other percent
 * escapes, no trailing `index.html`, and on public page paths (not /api, /trpc, /admin,
 * /uploads, files) lower-case letters: the router matches paths case-insensitively, and slugs
 * and language prefixes are lower-case.
 *
 * GET and HEAD get 301 to the canonical path with the query string kept. The Location is always
 * a same-origin path: it starts with one `/` followed by a non-empty segment (`//evil.com` →
 * `/evil.com`), and a path with a backslash (browsers read `/\` as `//`) or a broken percent
 * escape is answered 404. Other methods get 404, not 308: no client of ours writes such paths,
 * and repeating a write (a lead, a login) at another address is not worth a redirect's risk.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPublicPagePath } from '../../src/shared/language-prefix.ts';
import type { Logger } from '../logger.ts';
import { isMissingFileRequest } from '../pages/spa.ts';
import { logRequest, requestIdOf } from './request-log.ts';

/** /api and /trpc however written (`//api/x`, `/API/x`): their callers read JSON errors. */
const isApiPath = (url: string) => /^\/+(api|trpc)(\/|\?|$)/i.test(url);

/** Anything that may make a path non-canonical; most paths have none and cost one test. */
const SUSPECT = /\/\/|\/\.|%|\\|\/$|index\.html$/;
const UPPER_CASE = /[A-Z]/;
/** A path whose letters are lower-case by rule: a public page, not a file. */
const isPagePath = (path: string) => isPublicPagePath(path) && !isMissingFileRequest(path);
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/**
 * The canonical form of a request target (path and query; the query is kept as it is), the
 * same string when it is canonical already, or null when it cannot be made one safely.
 * A target that is not a path (`*`, an absolute URL) is returned unchanged.
 */
export function canonicalTarget(target: string): string | null {
  if (!target.startsWith('/')) return target;
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  if (path === '/' || (!SUSPECT.test(path) && !(UPPER_CASE.test(path) && isPagePath(path)))) return target;
  if (path.includes('\\') || BROKEN_ESCAPE.test(path)) return null;
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    if (raw === '') continue;
    const segment = raw.replace(/%[0-9A-Fa-f]{2}/g, (percent) => {
      const char = String.fromCharCode(Number.parseInt(percent.slice(1), 16));
      return UNRESERVED.test(char) ? char : percent.toUpperCase();
    });
    if (segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  if (segments.at(-1) === 'index.html') segments.pop();
  let canonical = `/${segments.join('/')}`;
  if (isPagePath(canonical)) {
    // Letters only, not the hex digits of an escape.
    canonical = canonical.replace(/%[0-9A-F]{2}|[A-Z]+/g, (part) => (part[0] === '%' ? part : part.toLowerCase()));
  }
  return queryAt < 0 ? canonical : canonical + target.slice(queryAt);
}

export type CanonicalPathOptions = {
  logger: Logger;
  /** securityHeaderPairs(...) of the app. */
  securityHeaders: ReadonlyArray<readonly [string, string]>;
};

/**
 * Answers a request at a non-canonical path (301 for GET/HEAD, else 404) and returns true, or
 * returns false having touched nothing.
 */
export function createCanonicalPaths(options: CanonicalPathOptions) {
  const security = options.securityHeaders.flat();
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const { url, method } = req;
    if (url === undefined) return false;
    const canonical = canonicalTarget(url);
    if (canonical === url) return false;
    const started = process.hrtime.bigint();
    const id = requestIdOf(req.headers['x-request-id'] as string | undefined);
    const redirect = canonical !== null && (method === 'GET' || method === 'HEAD');
    const status = redirect ? 301 : 404;
    const head = ['X-Request-Id', id, ...security, 'Cache-Control', 'no-cache'];
    // API callers get the API's error body (as the app's own 404 on /api and /trpc).
    const api = !redirect && isApiPath(url);
    const body = redirect
      ? ''
      : api
        ? JSON.stringify({ code: 'NOT_FOUND', message: 'Bulunamadı.', requestId: id })
        : 'Not found';
    if (redirect) head.push('Location', canonical, 'Content-Length', '0');
    else {
      const type = api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8';
      head.push('Content-Type', type, 'Content-Length', String(Buffer.byteLength(body)));
    }
    // A request body is never read here: the connection closes after the answer.
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) {
      res.shouldKeepAlive = false;
    }
    res.writeHead(status, head);
    res.end(redirect || method === 'HEAD' ? undefined : body);
    if (options.logger.isLevelEnabled('info')) {
      const queryAt = url.indexOf('?');
      logRequest(
        options.logger.child({ reqId: id }),
        method,
        queryAt < 0 ? url : url.slice(0, queryAt),
        status,
        started,
      );
    }
    return true;
  };
}

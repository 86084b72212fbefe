/**
 * The fast path in front of Express: a GET or HEAD whose answer is already kept in the public
 * read cache (a rendered page `page:<path>`, a public REST read `rest:<path>`, a public tRPC read
 * `trpc:<path and query>`) is answered straight from the kept bytes, with the same status,
 * headers and 304 handling as the Express path that kept it, and the same request log line.
 * Express's per-request work (its request and response objects, routing, a dozen middleware,
 * setHeader one by one) cost more than the answer itself: a CPU profile of cached reads.
 *
 * Everything else goes to Express unchanged: a miss; a method other than GET/HEAD (HEAD on
 * /trpc too: tRPC answers it 204); a body; an address over 8 kB; a search on a page or REST
 * address; a session cookie on /api or /trpc (its session is checked and refreshed there); tRPC
 * headers that change the answer; a revalidation the Express path answers by rules of its own;
 * and every request while the event loop lags (load shedding answers those).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hasConsentCookie } from '../../src/shared/consent-cookie.ts';
import { readCookie } from '../auth/session-middleware.ts';
import type { PublicReadCache } from '../cache/public-read-cache.ts';
import type { Logger } from '../logger.ts';
import {
  type BuiltPage,
  compressedPage,
  PAGE_CACHE_CONTROL,
  PAGE_CONTENT_TYPE,
  PAGE_VARY,
  pageCacheKey,
  pageEtag,
} from '../pages/spa.ts';
import { type LagSource, LOAD_SHEDDING_THRESHOLD_MS } from './load-shedding.ts';
import { pickEncoding } from './precompressed.ts';
import { MAX_URL_LENGTH } from './request-guards.ts';
import { logRequest, requestIdOf } from './request-log.ts';
import { compressedAnswer, JSON_CONTENT_TYPE, type SerializedAnswer } from './serialized-answer.ts';
import { isPlainTrpcRead, TRPC_KEY_PREFIX } from './trpc-public-reads.ts';

export type FastPathOptions = {
  cache: PublicReadCache;
  logger: Logger;
  lag: LagSource;
  /** The session cookie's name (Lucia's). */
  sessionCookieName: string;
  /** securityHeaderPairs(...) of the app. */
  securityHeaders: ReadonlyArray<readonly [string, string]>;
};

/** Answers the request and returns true, or returns false having touched nothing. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

type Encoding = 'br' | 'gzip' | null;

/** Accept-Encoding headers are few (one per browser): their choice is remembered. */
const MAX_REMEMBERED_ENCODINGS = 64;

/** `build(key)` made once per key object and kept as long as that object lives. */
function rememberedPer<Key extends object, Value>(build: (key: Key) => Value): (key: Key) => Value {
  const remembered = new WeakMap<Key, Value>();
  return (key) => {
    let value = remembered.get(key);
    if (value === undefined) {
      value = build(key);
      remembered.set(key, value);
    }
    return value;
  };
}

export function createFastPath(options: FastPathOptions): FastPath {
  const { cache, logger, lag, sessionCookieName } = options;
  const security = options.securityHeaders.flat();
  const encodings = new Map<string | undefined, Encoding>();
  const encodingOf = (header: string | undefined): Encoding => {
    let encoding = encodings.get(header);
    if (encoding === undefined) {
      encoding = pickEncoding(header);
      if (encodings.size >= MAX_REMEMBERED_ENCODINGS) encodings.clear();
      encodings.set(header, encoding);
    }
    return encoding;
  };
  /** The headers of a kept answer before its body's (status, encoding and length vary by request). */
  const pageHead = rememberedPer((page: BuiltPage) => [
    ...security,
    'Cache-Control',
    PAGE_CACHE_CONTROL,
    'Content-Type',
    PAGE_CONTENT_TYPE,
    'Vary',
    PAGE_VARY,
    'ETag',
    pageEtag(page),
  ]);
  const jsonHead = rememberedPer((answer: SerializedAnswer) => [
    ...security,
    'Cache-Control',
    'no-store',
    'Vary',
    answer.vary ? `${answer.vary}, Accept-Encoding` : 'Accept-Encoding',
    'Content-Type',
    JSON_CONTENT_TYPE,
    'ETag',
    answer.etag,
  ]);

  return (req, res) => {
    const { method, url, headers } = req;
    if ((method !== 'GET' && method !== 'HEAD') || url === undefined || url.length > MAX_URL_LENGTH) return false;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    // An API token is checked (and counted) by Express on every request, cached answer or not.
    if (headers.authorization !== undefined) return false;
    if (lag.lagMs() > LOAD_SHEDDING_THRESHOLD_MS) return false;
    let page: BuiltPage | undefined;
    let json: SerializedAnswer | undefined;
    if (url.startsWith('/trpc/')) {
      if (method !== 'GET' || !isPlainTrpcRead(headers) || hasSession(headers.cookie, sessionCookieName)) return false;
      json = cache.peek<SerializedAnswer>(`${TRPC_KEY_PREFIX}${url}`);
    } else if (url.startsWith('/api/')) {
      if (url.includes('?') || hasSession(headers.cookie, sessionCookieName)) return false;
      json = cache.peek<SerializedAnswer>(`rest:${url}`);
    } else {
      if (url.includes('?')) return false;
      // The variant with or without the cookie banner, as spa.ts keeps them.
      page = cache.peek<BuiltPage>(pageCacheKey(url, hasConsentCookie(headers.cookie)));
      if (page && page.status !== 200) return false;
    }
    if (!page && !json) return false;
    const ifNoneMatch = headers['if-none-match'];
    // Express's res.send answers other revalidations (a list, W/, *) by its own freshness rules.
    if (page && ifNoneMatch !== undefined && ifNoneMatch !== pageEtag(page)) return false;

    const id = requestIdOf(headers['x-request-id'] as string | undefined);
    const head = page ? pageHead(page) : jsonHead(json as SerializedAnswer);
    const etag = page ? pageEtag(page) : (json as SerializedAnswer).etag;
    let status = 200;
    let body: Buffer | undefined;
    let encoding: Encoding = null;
    if (ifNoneMatch === etag) {
      status = 304;
      res.writeHead(304, ['X-Request-Id', id, ...head]);
    } else {
      if (method === 'GET') encoding = encodingOf(headers['accept-encoding']);
      const compressed = page ? compressedPage(page, encoding) : compressedAnswer(json as SerializedAnswer, encoding);
      if (page) body = compressed ?? page.bytes;
      else body = compressed ?? (json as SerializedAnswer).json;
      const rest = compressed ? ['Content-Encoding', encoding as string] : [];
      // Express's res.send sets Content-Length on a page, for HEAD too; Node sets it on a JSON
      // answer, but not for HEAD.
      if (page || method === 'GET') rest.push('Content-Length', String(body.length));
      res.writeHead(200, ['X-Request-Id', id, ...head, ...rest]);
    }
    if (logger.isLevelEnabled('info')) {
      const started = process.hrtime.bigint();
      const path = url.includes('?') ? url.slice(0, url.indexOf('?')) : url;
      const log = logger.child({ reqId: id });
      res.once('finish', () => logRequest(log, method, path, status, started));
    }
    res.end(method === 'HEAD' ? undefined : body);
    return true;
  };
}

function hasSession(cookie: string | undefined, name: string): boolean {
  return cookie !== undefined && readCookie(cookie, name) !== null;
}

/**
 * Public tRPC query GETs answered from bytes kept in the public read cache, like the REST
 * mirror's public reads (server/http/serialized-answer.ts). Only calls of the procedures that the
 * REST mirror serves as public reads (their answer is the same for every visitor, signed in or
 * not) are kept, single or batched, under `trpc:<path and query>`. A miss runs the real tRPC
 * adapter once (no second copy of its logic or of its body format) and keeps what it wrote if it
 * is a complete success; an error, a batch with any other procedure, a streamed (jsonl) answer
 * or an address written other than as the tRPC client writes it is never kept. Every admin write
 * empties the cache, these answers with it.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { PublicReadCache } from '../cache/public-read-cache.ts';
import { restRoutes } from '../rest/routes.ts';
import { holdBody } from './held-body.ts';
import { type SerializedAnswer, sendSerialized, serializedBytes } from './serialized-answer.ts';

export const TRPC_KEY_PREFIX = 'trpc:';
/** The key space is the visitor's to compose (batches of up to 10 reads): at most this many kept. */
export const MAX_KEPT_TRPC_ANSWERS = 100;
/** As createExpressMiddleware's maxBatchSize in server/app.ts. */
const MAX_BATCH = 10;

/**
 * The procedures the REST mirror serves as public GET reads (settings.public, content.byLanguage,
 * services.*, projects.list, pricing.list): no session, no admin, no write. A procedure that reads
 * the session (auth.session, auth.user) or is admin-only is not among them, so it always runs.
 */
export const KEPT_TRPC_PROCEDURES: ReadonlySet<string> = new Set([
  ...restRoutes
    .filter((route) => route.method === 'GET' && route.access === 'public' && !route.csv && !route.multipart)
    .map((route) => route.procedure),
  // The same texts compiled for the SPA (no REST path): the same for every visitor too.
  'content.messages',
  // A legal page's text (issue 22): the same for every visitor.
  'content.legal',
]);

/**
 * Request headers a kept tRPC answer does not depend on: no content type (tRPC picks its body
 * parser by it) and no ask for a streamed answer (trpc-accept, or application/jsonl in Accept).
 */
export function isPlainTrpcRead(headers: IncomingHttpHeaders): boolean {
  return (
    headers['content-type'] === undefined &&
    headers['trpc-accept'] === undefined &&
    !headers.accept?.includes('application/jsonl')
  );
}

/**
 * The cache key of a tRPC GET whose answer may be kept (and whether it is a batch), else undefined: `/trpc/<procedures>`
 * with the query exactly as the tRPC client writes it (`batch=1`, then
 * `input=<encodeURIComponent(JSON.stringify(input))>`), every procedure a kept public read.
 * Other spellings of the same call run the adapter as usual: they would only multiply keys.
 */
export function trpcRead(url: string): { key: string; batch: boolean } | undefined {
  if (!url.startsWith('/trpc/')) return undefined;
  const q = url.indexOf('?');
  const procedures = q < 0 ? url.slice(6) : url.slice(6, q);
  let query = q < 0 ? '' : url.slice(q + 1);
  if (procedures.includes('/')) return undefined;
  const batch = query === 'batch=1' || query.startsWith('batch=1&');
  if (batch) query = query.slice('batch=1&'.length);
  if (query !== '') {
    if (!query.startsWith('input=')) return undefined;
    const encoded = query.slice('input='.length);
    try {
      if (encodeURIComponent(JSON.stringify(JSON.parse(decodeURIComponent(encoded)))) !== encoded) return undefined;
    } catch {
      return undefined;
    }
  }
  const paths = batch ? procedures.split(',') : [procedures];
  if (paths.length > MAX_BATCH || !paths.every((path) => KEPT_TRPC_PROCEDURES.has(path))) return undefined;
  return { key: `${TRPC_KEY_PREFIX}${url}`, batch };
}

/** A successful tRPC answer: `{"result":…}`, or for a batch an array of them (no `error` item). */
function isCompleteSuccess(body: Buffer, batch: boolean): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return false; // cut short (the client went away mid-answer) or not JSON
  }
  const items = batch ? parsed : [parsed];
  return (
    Array.isArray(items) &&
    items.every((item) => typeof item === 'object' && item !== null && 'result' in item && !('error' in item))
  );
}

/** Thrown to the callers sharing a load whose answer is not kept. */
class NotKept extends Error {}

/**
 * Lets the tRPC adapter answer this request while holding back what it writes: a complete
 * success becomes the kept answer (sent by the caller, from bytes, like every later hit); anything
 * else goes out exactly as the adapter wrote it, and the load fails with NotKept.
 */
function captureAdapterAnswer(res: Response, batch: boolean, next: () => void): Promise<SerializedAnswer> {
  return new Promise((resolve, reject) => {
    holdBody(res, (body, send, done) => {
      if (res.statusCode === 200 && !res.headersSent && isCompleteSuccess(body, batch)) {
        const vary = res.getHeader('vary');
        resolve({ ...serializedBytes(body), vary: typeof vary === 'string' ? vary : undefined });
        return res;
      }
      reject(new NotKept());
      return send(body, done);
    });
    next();
  });
}

/**
 * Express middleware in front of the tRPC adapter (after the session and JSON compression
 * middleware, so the answer carries what any /trpc answer carries). The fast path in front of
 * Express answers later hits of requests without a session cookie from the same bytes.
 */
export function trpcPublicReads(cache: PublicReadCache): RequestHandler {
  cache.limitKeys(TRPC_KEY_PREFIX, MAX_KEPT_TRPC_ANSWERS);
  return async (req, res, next) => {
    const read = req.method === 'GET' && isPlainTrpcRead(req.headers) ? trpcRead(req.originalUrl) : undefined;
    if (!read) return next();
    let loadedHere = false;
    let answer: SerializedAnswer;
    try {
      answer = await cache.get(read.key, () => {
        loadedHere = true;
        return captureAdapterAnswer(res, read.batch, next);
      });
    } catch (error) {
      if (!(error instanceof NotKept)) throw error;
      // The adapter already answered this request; one that waited for it runs the adapter itself.
      if (!loadedHere) next();
      return;
    }
    sendSerialized(req, res, 200, answer);
  };
}

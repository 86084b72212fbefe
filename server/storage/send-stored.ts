/**
 * Answers a GET or HEAD with an object of the upload store, the way express's sendFile did for
 * the upload folder: Accept-Ranges, Last-Modified, an ETag, 304 for a fresh conditional request,
 * 206 for one byte range (416 when unsatisfiable). The caller sets the other headers first.
 */
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { StoredObject, StoreKey, UploadStore } from './upload-store.ts';

export type SendStoredOptions = {
  contentType?: string;
  /** Set on success only (a 404 is not kept). */
  cacheControl?: string;
};

/** send's weak ETag for a file: size and mtime, hex. */
const weakEtagOf = (object: StoredObject) =>
  `W/"${object.size.toString(16)}-${object.lastModified.getTime().toString(16)}"`;

function setObjectHeaders(res: Response, object: StoredObject, options: SendStoredOptions): void {
  res.setHeader('Accept-Ranges', 'bytes');
  if (options.cacheControl) res.setHeader('Cache-Control', options.cacheControl);
  res.setHeader('Last-Modified', object.lastModified.toUTCString());
  res.setHeader('ETag', object.etag ?? weakEtagOf(object));
  if (options.contentType) res.setHeader('Content-Type', options.contentType);
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** RFC 9110 13.1: If-None-Match (weak comparison) decides when present, else If-Modified-Since (seconds). */
function isFresh(req: Request, etag: string, lastModified: Date): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch) {
    if (noneMatch.trim() === '*') return true;
    return noneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/** 'sent' once answered (200, 206, 304, 416), 'missing' when the object does not exist (nothing sent). */
export async function sendStored(
  req: Request,
  res: Response,
  store: UploadStore,
  key: StoreKey,
  options: SendStoredOptions = {},
): Promise<'sent' | 'missing'> {
  const conditional = Boolean(req.headers.range || req.headers['if-none-match'] || req.headers['if-modified-since']);
  // A range or a condition needs the size and validators first; a plain GET reads at once.
  const head = conditional ? await store.stat(key) : undefined;
  if (conditional && !head) return 'missing';
  let range: { start: number; end: number } | undefined;
  if (head) {
    setObjectHeaders(res, head, options);
    if (isFresh(req, res.getHeader('ETag') as string, head.lastModified)) {
      res.status(304).end();
      return 'sent';
    }
    const ranges = req.headers.range ? req.range(head.size, { combine: true }) : undefined;
    if (ranges === -1) {
      res.setHeader('Content-Range', `bytes */${head.size}`);
      res.status(416).type('text/plain').send('Range Not Satisfiable');
      return 'sent';
    }
    // One range is answered with 206; several (or a malformed header) get the whole file.
    if (Array.isArray(ranges) && ranges.length === 1 && ranges.type === 'bytes') range = ranges[0];
  }
  const object = await store.read(key, range);
  if (!object) return 'missing';
  setObjectHeaders(res, object, options);
  if (object.range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${object.range.start}-${object.range.end}/${object.size}`);
    res.setHeader('Content-Length', String(object.range.end - object.range.start + 1));
  } else {
    res.setHeader('Content-Length', String(object.size));
  }
  if (req.method === 'HEAD') {
    object.body.destroy();
    res.end();
    return 'sent';
  }
  try {
    await pipeline(object.body, res);
  } catch {
    // The client went away or the store failed mid-way: the response is already cut.
    object.body.destroy();
  }
  return 'sent';
}

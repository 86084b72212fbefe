import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { JSON_CONTENT_TYPE } from '../http/serialized-answer.ts';

/**
 * Revalidation of the REST mirror's admin reads (issue 23): an ETag on every JSON answer, and
 * `If-None-Match` with it answers 304 with no body, so a sync client that polls pays a hash
 * instead of a transfer. Cache-Control stays `no-store` (security baseline: admin data is kept
 * by no cache, the browser's included); a client that keeps its own copy (a CRM sync) still
 * revalidates with the ETag it was given. The answer depends on who asks: Vary names both ways
 * of signing in.
 */

/**
 * A weak ETag from the body's hash (and `extra`: what the answer's headers carry besides the
 * body, such as a page's total). Weak, because one tag stands for the identity, gzip and brotli
 * copies alike (compression happens later, in compressJson).
 */
export function jsonEtag(json: string, extra = ''): string {
  return `W/"${createHash('sha1').update(json).update('\n').update(extra).digest('base64url')}"`;
}

/** Does If-None-Match name this tag? Weak comparison (RFC 9110 section 13.1.2), `*` names any. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** Answers a JSON body with its ETag, or 304 (no body, same validators) when the client has it. */
export function sendRevalidatedJson(req: Request, res: Response, status: number, body: unknown, extra = ''): void {
  const json = JSON.stringify(body);
  const etag = jsonEtag(json, extra);
  res.vary('Authorization');
  res.vary('Cookie');
  res.setHeader('ETag', etag);
  if (status === 200 && ifNoneMatchHits(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  res.status(status).type(JSON_CONTENT_TYPE).send(json);
}

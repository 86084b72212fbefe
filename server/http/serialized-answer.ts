import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { compressBody, sendKeptBytes } from './precompressed.ts';

/**
 * A JSON answer kept as bytes, with its ETag and compressed copies made on first use. Public
 * reads are stored this way in the public read cache, so a cached read costs no validation,
 * serialisation, hashing or compression per request (they showed in a CPU profile). `vary`:
 * the request headers the answer depends on besides Accept-Encoding (a tRPC answer's own).
 */
export type SerializedAnswer = { json: Buffer; etag: string; br?: Buffer; gzip?: Buffer; vary?: string };

export function serializeAnswer(value: unknown): SerializedAnswer {
  return serializedBytes(Buffer.from(JSON.stringify(value), 'utf8'));
}

/** JSON already serialised (a tRPC answer as its adapter wrote it), with its ETag. */
export function serializedBytes(json: Buffer): SerializedAnswer {
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

export const MIN_COMPRESSED_BYTES = 1024;
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The compressed copy of an answer for an accepted encoding, made once and kept on the answer;
 * undefined when the answer goes uncompressed (no encoding accepted, or under 1 kB).
 */
export function compressedAnswer(
  answer: SerializedAnswer,
  encoding: 'br' | 'gzip' | null | undefined,
): Buffer | undefined {
  if (!encoding || answer.json.length < MIN_COMPRESSED_BYTES) return undefined;
  answer[encoding] ??= compressBody(answer.json, encoding);
  return answer[encoding];
}

export function sendSerialized(req: Request, res: Response, status: number, answer: SerializedAnswer): void {
  res.status(status).type(JSON_CONTENT_TYPE);
  if (answer.vary) res.setHeader('Vary', answer.vary);
  res.vary('Accept-Encoding');
  sendKeptBytes(req, res, {
    etag: answer.etag,
    revalidates: true,
    raw: answer.json,
    compressed: (encoding) => compressedAnswer(answer, encoding),
    send: (body) => res.end(body),
  });
}

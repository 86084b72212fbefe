import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { pickEncoding } from './precompressed.ts';

/**
 * A JSON answer kept as bytes, with its ETag and compressed copies made on first use. Public
 * reads are stored this way in the public read cache, so a cached read costs no validation,
 * serialisation, hashing or compression per request (they showed in a CPU profile).
 */
export type SerializedAnswer = { json: Buffer; etag: string; br?: Buffer; gzip?: Buffer };

export function serializeAnswer(value: unknown): SerializedAnswer {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

const MIN_COMPRESSED_BYTES = 1024;

export function sendSerialized(req: Request, res: Response, status: number, answer: SerializedAnswer): void {
  res.status(status).type('application/json; charset=utf-8');
  res.vary('Accept-Encoding');
  res.setHeader('ETag', answer.etag);
  if (req.headers['if-none-match'] === answer.etag) {
    res.status(304).end();
    return;
  }
  const encoding = req.method === 'HEAD' ? undefined : pickEncoding(req.headers['accept-encoding']);
  if (!encoding || answer.json.length < MIN_COMPRESSED_BYTES) {
    res.end(answer.json);
    return;
  }
  answer[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(answer.json, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.json.length,
          },
        })
      : zlib.gzipSync(answer.json, { level: 6 });
  res.setHeader('Content-Encoding', encoding);
  res.end(answer[encoding]);
}

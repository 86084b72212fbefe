import type { Response } from 'express';

type Callback = () => void;
/** `res.end` as it was before the hold: sends a body, then runs the end's callback. */
export type SendEnd = (body: Buffer, done?: Callback) => Response;

/**
 * Holds back what a handler writes to `res` until it ends, then hands the whole body to
 * `finish`, with the `end` from before the hold to send what it decides and the end's callback.
 * A write's callback runs at once (its bytes are held, not flushed). `streamsThrough`, asked at
 * a write while nothing is held yet, may let the body go out as it comes: write and end are
 * then the ones from before.
 */
export function holdBody(
  res: Response,
  finish: (body: Buffer, send: SendEnd, done: Callback | undefined) => Response,
  streamsThrough: () => boolean = () => false,
): void {
  const chunks: Buffer[] = [];
  const write = res.write;
  const end = res.end;
  const restore = () => {
    res.write = write;
    res.end = end;
  };
  const endWith = end as (this: Response, ...args: unknown[]) => Response;
  const send: SendEnd = (body, done) => (done ? endWith.call(res, body, done) : endWith.call(res, body));
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  };
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (chunks.length === 0 && streamsThrough()) {
      restore();
      return (write as (...args: unknown[]) => boolean).call(res, chunk, encoding, callback);
    }
    collect(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => done());
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    restore();
    collect(chunk, encoding);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as Callback | undefined;
    return finish(Buffer.concat(chunks), send, done);
  }) as typeof res.end;
}

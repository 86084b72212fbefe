import http from 'node:http';
import https from 'node:https';
import { type AddressLookup, type TargetPolicy, vetTarget, vettedLookup } from './target-address.ts';

/** How long one try may take, connection to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Bytes of an answer read at most (kept for the admin's "last error"); the rest is dropped. */
const ANSWER_BYTES_READ = 4096;

export type PostResult = { statusCode: number; body: string } | { statusCode: null; error: string };

export type PostOptions = TargetPolicy & {
  lookup?: AddressLookup;
  timeoutMs?: number;
  headers: Record<string, string>;
};

/**
 * POSTs a signed body to an endpoint: the target vetted after DNS resolution and the connection
 * made to the vetted address; no redirect followed (a 3xx is an answer like any other), at most
 * a few KB of the answer read, the whole try bounded by a timeout. Never throws.
 */
export async function postWebhook(target: string, body: string, options: PostOptions): Promise<PostResult> {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { statusCode: null, error: 'invalid URL' };
  }
  let vetted: Awaited<ReturnType<typeof vetTarget>>;
  const started = Date.now();
  let lookupTimer: NodeJS.Timeout | undefined;
  try {
    // A resolver that hangs counts against the same timeout as the request.
    vetted = await Promise.race([
      vetTarget(url, options, options.lookup),
      new Promise<never>((_, reject) => {
        lookupTimer = setTimeout(() => reject(new Error(`cannot resolve ${url.hostname}: timed out`)), timeoutMs);
      }),
    ]);
  } catch (error) {
    return { statusCode: null, error: (error as Error).message };
  } finally {
    clearTimeout(lookupTimer);
  }
  const requestTimeoutMs = Math.max(1, timeoutMs - (Date.now() - started));
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const settle = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = transport.request(
      url,
      {
        method: 'POST',
        lookup: vettedLookup(vetted) as never,
        // One connection per try: an agent's pooled socket could lead to an address checked before.
        agent: false,
        headers: {
          ...options.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'agency-site-webhooks/1',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          settle({ statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8', 0, size) });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          if (size >= ANSWER_BYTES_READ) return;
          chunks.push(chunk);
          size = Math.min(ANSWER_BYTES_READ, size + chunk.length);
          if (size >= ANSWER_BYTES_READ) finish();
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`timed out after ${timeoutMs} ms`));
    }, requestTimeoutMs);
    request.on('error', (error) => settle({ statusCode: null, error: error.message }));
    request.end(body);
  });
}

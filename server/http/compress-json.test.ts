import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;

function rawGet(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${app.url}${pathname}`, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('compressed JSON answers', () => {
  it('REST: brotli for a large answer, the same JSON once decompressed, a correct length', async () => {
    const plain = await rawGet('/api/content/tr');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await rawGet('/api/content/tr', { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(compressed.headers['content-length'])).toBe(compressed.body.length);
    expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(compressed.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    );
  });

  it('tRPC: gzip when brotli is not accepted', async () => {
    const input = encodeURIComponent(JSON.stringify({ language: 'de' }));
    const answer = await rawGet(`/trpc/content.byLanguage?input=${input}`, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(zlib.gunzipSync(answer.body).toString()) as { result: { data: Record<string, string> } };
    expect(Object.keys(json.result.data).length).toBeGreaterThan(100);
  });

  it('leaves small answers, errors and HEAD alone', async () => {
    const small = await rawGet('/api/services/slug/web-tasarim', { 'accept-encoding': 'br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ slug: 'web-tasarim' });
    const missing = await rawGet('/api/services/slug/nope', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toEqual({ code: 'NOT_FOUND', message: 'Service not found' });
    const head = await rawGet('/api/content/tr', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('the same cached answer compresses to the same bytes (remembered, not redone)', async () => {
    const first = await rawGet('/api/content/en', { 'accept-encoding': 'br' });
    const second = await rawGet('/api/content/en', { 'accept-encoding': 'br' });
    expect(second.body.equals(first.body)).toBe(true);
  });
});

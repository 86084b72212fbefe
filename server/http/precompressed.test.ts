import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_INDEX_HTML, type TestApp } from '../test/harness.ts';
import { pickEncoding, precompressDirectory } from './precompressed.ts';

let app: TestApp;
let clientDir: string;
const script = `export const data = ${JSON.stringify('x'.repeat(5000))};\n`.repeat(4);

/** The raw answer, without the decompression fetch would do. */
function rawGet(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${app.url}${pathname}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'precompressed-'));
  await fs.mkdir(path.join(clientDir, 'assets'));
  await fs.writeFile(path.join(clientDir, 'index.html'), TEST_INDEX_HTML);
  await fs.writeFile(path.join(clientDir, 'assets', 'app-1234.js'), script);
  await fs.writeFile(path.join(clientDir, 'assets', 'tiny-1234.js'), 'export {};\n');
  await fs.writeFile(
    path.join(clientDir, 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
  );
  const totals = await precompressDirectory(clientDir);
  expect(totals.files).toBe(2);
  app = await startTestApp({ clientDir, seed: false });
});
afterAll(async () => {
  await app?.close();
  await fs.rm(clientDir, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  it('answers brotli to a browser that accepts it, with the right type and a year of caching', async () => {
    const answer = await rawGet('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('answers gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await rawGet('/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
    const refused = await rawGet('/assets/app-1234.js', { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('leaves a file that compression would not shrink alone, and caches files outside /assets for an hour', async () => {
    const tiny = await rawGet('/assets/tiny-1234.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
    const logo = await rawGet('/logo.svg', { 'accept-encoding': 'br' });
    expect(logo.headers['content-encoding']).toBe('br');
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never leaves the client folder', async () => {
    const outside = await rawGet('/assets/..%2f..%2fpackage.json', { 'accept-encoding': 'br' });
    expect(outside.headers['content-encoding']).toBeUndefined();
    expect(outside.body.toString()).not.toContain('"dependencies"');
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

/**
 * Public reads on the REST mirror are answered from bytes kept in the public read cache: an
 * ETag (304 on revalidation), compressed copies, and a fresh answer after an admin write.
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { type TestApp, withAdminApp } from '../test/harness.ts';

let app: TestApp;
let cookie: string;

withAdminApp((started) => {
  ({ app, cookie } = started);
});

/** A raw GET (fetch would decompress): status, headers and the byte count. */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
    http
      .get(`${app.url}${pathname}`, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      })
      .on('error', reject);
  });
}

describe('public reads from kept bytes', () => {
  it('carry an ETag, answer a revalidation with 304 and come compressed when accepted', async () => {
    const plain = await get('/api/services/tr');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const etag = plain.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    expect((await get('/api/services/tr')).headers.etag).toBe(etag);
    expect((await get('/api/services/tr', { 'if-none-match': etag ?? '' })).status).toBe(304);
    const br = await get('/api/services/tr', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.bytes).toBeLessThan(plain.bytes);
    expect((await get('/api/services/en')).headers.etag).not.toBe(etag);
  });

  it('an admin write gives the next read a new answer; a refused read is not kept', async () => {
    const before = (await get('/api/settings')).headers.etag;
    const saved = await fetch(`${app.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: app.url, cookie },
      body: JSON.stringify({ site_tagline: 'Yeni slogan' }),
    });
    expect(saved.status).toBe(200);
    const after = await fetch(`${app.url}/api/settings`);
    expect(after.headers.get('etag')).not.toBe(before);
    expect(((await after.json()) as Record<string, string>).site_tagline).toBe('Yeni slogan');
    expect((await fetch(`${app.url}/api/services/xx`)).status).toBe(400);
    expect((await fetch(`${app.url}/api/services/slug/no-such-service`)).status).toBe(404);
  });
});

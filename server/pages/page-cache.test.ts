import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestApp } from '../test/harness.ts';
import { MAX_KEPT_PAGE_BYTES } from './spa.ts';

const ADMIN = { username: 'boss', password: 'correct horse battery', role: 'admin' as const };
const INDEX = '<!doctype html><html lang="tr"><head><title>x</title></head><body><div id="root"></div></body></html>';
const BUNDLE = `
globalThis.__renders = 0;
export async function renderPage(url) {
  globalThis.__renders++;
  // Like the router: an address with no route is 404.
  const found = !url.includes('no-such');
  return {
    status: found ? 200 : 404,
    language: 'tr',
    html: '<p>rendered ' + url + ' #' + globalThis.__renders + '</p>',
    state: '{}',
    routeIds: [],
    head: found ? { kind: 'page', id: 'about' } : { kind: 'unknown' },
  };
}`;

let app: TestApp;
let cookie: string;
const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

beforeAll(async () => {
  app = await startTestApp({
    indexHtml: INDEX,
    renderBundle: BUNDLE,
    users: [ADMIN],
  });
  cookie = await login(app, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await app?.close();
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${app.url}${pathname}`, { headers });

describe('the rendered page cache', () => {
  it('renders a page once, answers a revalidation with 304, and renders again after an admin write', async () => {
    const first = await get('/about');
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('<div id="root"><p>rendered /about #');
    const count = renders();
    const second = await get('/about');
    expect(await second.text()).toContain(`#${count}</p>`);
    expect(renders()).toBe(count);

    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await get('/about', { 'if-none-match': etag ?? '' });
    expect(revalidated.status).toBe(304);

    const saved = await fetch(`${app.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: app.url, cookie },
      body: JSON.stringify({ site_tagline: 'yeni' }),
    });
    expect(saved.status).toBe(200);
    await get('/about');
    expect(renders()).toBe(count + 1);
  });

  it('counts the kept pages in bytes against their own budget', async () => {
    await get('/about');
    const kept = app.deps.publicCache.bytesOf('page:');
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(MAX_KEPT_PAGE_BYTES);
  });

  it('keeps each language apart and never keeps addresses with a search or unknown pages', async () => {
    await get('/ar/about');
    await get('/ar/about');
    const before = renders();
    await get('/contact?package=x');
    await get('/contact?package=x');
    expect(renders()).toBe(before + 2);
    const unknown = await get('/no-such-page');
    expect(unknown.status).toBe(404);
    await get('/no-such-page');
    expect(renders()).toBe(before + 4);
  });
});

describe('one address per page', () => {
  /** A raw request: fetch would resolve `.`, `..` and `\\` itself before sending. */
  const manual = (pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    new Promise<{ status: number; headers: Headers }>((resolve, reject) => {
      const { hostname, port } = new URL(app.url);
      const req = http.request(
        { hostname, port, path: pathname, method: init.method ?? 'GET', headers: init.headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              if (typeof value === 'string') headers.set(name, value);
            resolve({ status: res.statusCode ?? 0, headers });
          });
        },
      );
      req.on('error', reject);
      req.end(init.body);
    });

  it('sends non-canonical spellings of a page to its address before the cache or the renderer sees them', async () => {
    const before = renders();
    const cacheSize = app.deps.publicCache.size;
    for (const [from, to] of [
      ['//x1/en', '/x1/en'],
      ['//evil.com', '/evil.com'],
      ['/about/', '/about'],
      ['/en//about?a=1', '/en/about?a=1'],
      ['/en/./x/../about', '/en/about'],
      ['/%61bout', '/about'],
      ['/EN/About', '/en/about'],
      ['/index.html', '/'],
      ['/videos/', '/videos'],
    ]) {
      const answer = await manual(from);
      expect([from, answer.status]).toEqual([from, 301]);
      expect(answer.headers.get('location')).toBe(to);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(renders()).toBe(before);
    expect(app.deps.publicCache.size).toBe(cacheSize);
    const head = await manual('//x1/en', { method: 'HEAD' });
    expect([head.status, head.headers.get('location')]).toEqual([301, '/x1/en']);
  });

  it('answers 404 to what cannot be made a same-origin path, and to writes at non-canonical API paths', async () => {
    expect((await manual('/\\evil.com')).status).toBe(404);
    expect((await manual('/a%zz')).status).toBe(404);
    const lead = await manual('//api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ name: 'Ayşe' }),
    });
    expect(lead.status).toBe(404);
    expect(lead.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await manual('/api/settings/')).headers.get('location')).toBe('/api/settings');
    // The canonical addresses still work.
    expect((await manual('/api/settings')).status).toBe(200);
    expect((await manual('/en/about')).status).toBe(200);
  });
});

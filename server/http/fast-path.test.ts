import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { login, startTestApp, type TestApp } from '../test/harness.ts';
import { LOAD_SHEDDING_THRESHOLD_MS } from './load-shedding.ts';

const ADMIN = { username: 'boss', password: 'correct horse battery', role: 'admin' as const };
const INDEX = '<!doctype html><html lang="tr"><head><title>x</title></head><body><div id="root"></div></body></html>';
/** A stand-in for the render bundle: the same HTML every time (over 1 kB, so it is compressed), renders counted. */
const BUNDLE = `
globalThis.__fastPathRenders = 0;
export async function renderPage(url) {
  globalThis.__fastPathRenders++;
  return { status: 200, language: 'tr', html: '<p>rendered ' + url + '</p>' + '<i>ü</i>'.repeat(400), state: '{}', routeIds: [], head: { kind: 'page', id: 'about' } };
}`;
const renders = () => (globalThis as { __fastPathRenders?: number }).__fastPathRenders ?? 0;

const TRPC_BATCH = `/trpc/services.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { language: 'tr' } }))}`;
const TRPC_SINGLE = `/trpc/services.list?input=${encodeURIComponent(JSON.stringify({ language: 'tr' }))}`;
const TRPC_SETTINGS = `/trpc/settings.public,content.byLanguage?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { language: 'en' } }))}`;

let app: TestApp;
let cookie: string;
let lagMs = 0;
let expressRuns: MockInstance;

beforeAll(async () => {
  app = await startTestApp({
    indexHtml: INDEX,
    renderBundle: BUNDLE,
    users: [ADMIN],
    eventLoopLag: { lagMs: () => lagMs, stop: () => undefined },
  });
  cookie = await login(app, ADMIN.username, ADMIN.password);
  expressRuns = vi.spyOn(app.deps.logger, 'child');
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  lagMs = 0;
  app.deps.publicCache.invalidate();
});

type Answer = { status: number; headers: Array<[string, string]>; body: Buffer };

/** A raw request (fetch would decompress and merge): status, every header but Date, the bytes. */
function request(method: string, pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(
        `${app.url}${pathname}`,
        { method, headers: { 'x-request-id': 'fast-path-test-1', ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const pairs: Array<[string, string]> = [];
            for (let i = 0; i < res.rawHeaders.length; i += 2) {
              const name = res.rawHeaders[i].toLowerCase();
              if (name !== 'date') pairs.push([name, res.rawHeaders[i + 1]]);
            }
            pairs.sort(([a], [b]) => a.localeCompare(b));
            resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
          });
        },
      )
      .on('error', reject)
      .end();
  });
}

/** Requests answered by Express while `run` runs. */
async function byExpress(run: () => Promise<unknown>): Promise<number> {
  const before = expressRuns.mock.calls.length;
  await run();
  return expressRuns.mock.calls.length - before;
}

/** Asks twice: the miss (Express answers and keeps) and the hit (the fast path answers). */
async function missThenHit(method: string, pathname: string, headers: Record<string, string> = {}) {
  let miss: Answer | undefined;
  let hit: Answer | undefined;
  expect(await byExpress(async () => (miss = await request(method, pathname, headers))), 'miss').toBe(1);
  expect(await byExpress(async () => (hit = await request(method, pathname, headers))), 'hit').toBe(0);
  return { miss: miss as Answer, hit: hit as Answer };
}

const headerOf = (answer: Answer, name: string) => answer.headers.find(([n]) => n === name)?.[1];
const decoded = (answer: Answer) => {
  const encoding = headerOf(answer, 'content-encoding');
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
};

const VARIANTS: Array<[string, string, Record<string, string>]> = [
  ['GET brotli', 'GET', { 'accept-encoding': 'gzip, deflate, br' }],
  ['GET gzip', 'GET', { 'accept-encoding': 'gzip' }],
  ['GET uncompressed', 'GET', {}],
  ['HEAD', 'HEAD', { 'accept-encoding': 'gzip, deflate, br' }],
];

describe.each([
  ['a rendered page', '/about', 'text/html; charset=utf-8', 'no-cache'],
  ['a public REST read', '/api/services/tr', 'application/json; charset=utf-8', 'no-store'],
  ['a batched tRPC read, as the SPA sends it', TRPC_BATCH, 'application/json; charset=utf-8', 'no-store'],
  ['a single tRPC read', TRPC_SINGLE, 'application/json; charset=utf-8', 'no-store'],
])('the fast path answers %s as Express does', (_name, pathname, contentType, cacheControl) => {
  const isTrpc = pathname.startsWith('/trpc/');
  it.each(VARIANTS.filter(([, method]) => !(isTrpc && method === 'HEAD')))('%s', async (_variant, method, headers) => {
    const { miss, hit } = await missThenHit(method, pathname, headers);
    expect(miss.status).toBe(200);
    expect(hit.headers).toEqual(miss.headers);
    expect(hit.status).toBe(miss.status);
    expect(hit.body.equals(miss.body)).toBe(true);
    // The answer is what it should be, not just the same twice.
    expect(headerOf(hit, 'content-type')).toBe(contentType);
    expect(headerOf(hit, 'cache-control')).toBe(cacheControl);
    expect(headerOf(hit, 'x-request-id')).toBe('fast-path-test-1');
    expect(headerOf(hit, 'content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headerOf(hit, 'x-content-type-options')).toBe('nosniff');
    expect(headerOf(hit, 'vary')).toContain('Accept-Encoding');
    expect(headerOf(hit, 'etag')).toMatch(/^".+"$/);
    if (method === 'HEAD') expect(hit.body.length).toBe(0);
    else {
      expect(headerOf(hit, 'content-length')).toBe(String(hit.body.length));
      const text = decoded(hit);
      if (pathname === '/about') expect(text).toContain('<div id="root"><p>rendered /about</p>');
      else expect(text).toContain('"slug"');
      if (isTrpc) expect(text).toMatch(pathname.includes('batch=1') ? /^\[\{"result":\{"data":\[/ : /^\{"result"/);
    }
    if (headers['accept-encoding']?.includes('br') && method === 'GET') {
      expect(headerOf(hit, 'content-encoding')).toBe('br');
    }
  });

  it('answers a revalidation with its ETag with 304', async () => {
    const etag = headerOf(await request('GET', pathname), 'etag') ?? '';
    app.deps.publicCache.invalidate();
    const { miss, hit } = await missThenHit('GET', pathname, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(miss.status).toBe(304);
    expect(hit.status).toBe(304);
    expect(hit.headers).toEqual(miss.headers);
    expect(hit.body.length).toBe(0);
  });
});

describe('what the fast path leaves to Express', () => {
  it('an admin write empties the kept answers: the next reads show the change', async () => {
    const pathnames = ['/about', '/api/settings', TRPC_SETTINGS];
    for (const pathname of pathnames) await missThenHit('GET', pathname);
    const rendered = renders();
    const saved = await fetch(`${app.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: app.url, cookie },
      body: JSON.stringify({ site_tagline: 'Hızlı yol' }),
    });
    expect(saved.status).toBe(200);
    let answers: Answer[] = [];
    const ran = await byExpress(async () => {
      answers = await Promise.all(pathnames.map((pathname) => request('GET', pathname)));
    });
    expect(ran).toBe(3);
    const [page, rest, trpc] = answers;
    expect(renders()).toBe(rendered + 1);
    expect(page.status).toBe(200);
    expect(JSON.parse(decoded(rest)).site_tagline).toBe('Hızlı yol');
    expect(JSON.parse(decoded(trpc))[0].result.data.site_tagline).toBe('Hızlı yol');
  });

  it('never keeps a batch with an admin procedure in it, nor a session-dependent read', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { language: 'tr' } }));
    const mixed = `/trpc/services.list,services.admin.list?batch=1&input=${input}`;
    const session = `/trpc/services.list,auth.session?batch=1&input=${input}`;
    for (const pathname of [mixed, session]) {
      const anonymous = await request('GET', pathname);
      const asAdmin = await request('GET', pathname, { cookie });
      expect(asAdmin.status).toBe(200);
      const items = JSON.parse(decoded(asAdmin)) as Array<{ result?: { data: unknown } }>;
      expect(items[1].result?.data).not.toBeNull();
      // Anonymous: the admin list is refused and the session is null; never the admin's answer.
      const anonymousItems = JSON.parse(decoded(anonymous)) as Array<{ error?: unknown; result?: { data: unknown } }>;
      if (pathname === mixed) expect(anonymousItems[1].error).toBeDefined();
      else expect(anonymousItems[1].result?.data).toBeNull();
      let again: Answer | undefined;
      expect(await byExpress(async () => (again = await request('GET', pathname)))).toBe(1);
      expect(again?.body.equals(anonymous.body)).toBe(true);
      expect(app.deps.publicCache.peek(`trpc:${pathname}`)).toBeUndefined();
    }
  });

  it('never keeps an error, and keeps only the address the tRPC client writes', async () => {
    const invalid = `/trpc/services.list,services.list?batch=1&input=${encodeURIComponent(
      JSON.stringify({ 0: { language: 'tr' }, 1: { language: 'xx' } }),
    )}`;
    expect((await request('GET', invalid)).status).not.toBe(200);
    // The same call spelt otherwise (spaces in the JSON, an extra parameter) is answered, not kept.
    const spaced = `/trpc/services.list?batch=1&input=${encodeURIComponent('{"0": {"language": "tr"}}')}`;
    const extra = `${TRPC_BATCH}&x=1`;
    for (const pathname of [invalid, spaced, extra]) {
      await request('GET', pathname);
      expect(await byExpress(() => request('GET', pathname))).toBe(1);
      expect(app.deps.publicCache.peek(`trpc:${pathname}`)).toBeUndefined();
    }
    expect((await request('GET', spaced)).status).toBe(200);
  });

  it('requests that wait for the same first answer all get it, kept or not', async () => {
    // Refused after a database read, so the three meet while the first one's load is under way.
    const single = `/trpc/services.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: 'no-such-service' }))}`;
    const refused = await Promise.all([1, 2, 3].map(() => request('GET', single)));
    for (const answer of refused) {
      expect(answer.status).toBe(404);
      expect(JSON.parse(decoded(answer)).error.data.code).toBe(JSON.parse(decoded(refused[0])).error.data.code);
    }
    expect(app.deps.publicCache.peek(`trpc:${single}`)).toBeUndefined();
    const kept = await Promise.all([1, 2, 3].map(() => request('GET', TRPC_BATCH, { 'accept-encoding': 'br' })));
    for (const answer of kept) {
      expect(answer.status).toBe(200);
      expect(answer.headers).toEqual(kept[0].headers);
      expect(answer.body.equals(kept[0].body)).toBe(true);
    }
    expect(app.deps.publicCache.peek(`trpc:${TRPC_BATCH}`)).toBeDefined();
  });

  it('a session cookie on /api and /trpc, HEAD on /trpc, and a lagging event loop go to Express', async () => {
    await missThenHit('GET', '/api/services/tr');
    await missThenHit('GET', TRPC_BATCH);
    await missThenHit('GET', '/about');
    const anonymous = await request('GET', '/api/services/tr');
    let signedIn: Answer | undefined;
    expect(await byExpress(async () => (signedIn = await request('GET', '/api/services/tr', { cookie })))).toBe(1);
    expect(signedIn?.body.equals(anonymous.body)).toBe(true);
    let trpc: Answer | undefined;
    expect(await byExpress(async () => (trpc = await request('GET', TRPC_BATCH, { cookie })))).toBe(1);
    expect(trpc?.status).toBe(200);
    let head: Answer | undefined;
    expect(await byExpress(async () => (head = await request('HEAD', TRPC_BATCH)))).toBe(1);
    expect(head?.status).toBe(204);
    // A revalidation that only Express's own freshness rules answer (a weak ETag).
    const etag = headerOf(await request('GET', '/about'), 'etag');
    let weak: Answer | undefined;
    expect(await byExpress(async () => (weak = await request('GET', '/about', { 'if-none-match': `W/${etag}` })))).toBe(
      1,
    );
    expect(weak?.status).toBe(304);

    // A sustained lag: Express's load shedding decides (it serves a client with one request in flight).
    lagMs = LOAD_SHEDDING_THRESHOLD_MS + 1;
    for (const pathname of ['/about', '/api/services/tr', TRPC_BATCH]) {
      let served: Answer | undefined;
      expect(await byExpress(async () => (served = await request('GET', pathname)))).toBe(1);
      expect(served?.status).toBe(200);
    }
  });

  it('logs the same request line as Express', async () => {
    const lines: Array<{ bindings: unknown; line: unknown; message: unknown }> = [];
    const logger = app.deps.logger;
    const fake = (bindings: unknown) => {
      const log = {
        info: (line: unknown, message: unknown) => lines.push({ bindings, line, message }),
        warn: () => undefined,
        error: (line: unknown, message: unknown) => lines.push({ bindings, line, message }),
        debug: () => undefined,
        child: () => log,
      };
      return log;
    };
    const original = expressRuns.getMockImplementation();
    expressRuns.mockImplementation(fake as never);
    const enabled = vi.spyOn(logger, 'isLevelEnabled').mockReturnValue(true);
    try {
      for (const pathname of ['/about', '/api/services/tr', TRPC_BATCH]) {
        lines.length = 0;
        const peeks = app.deps.publicCache.peekHits;
        await request('GET', pathname);
        await request('GET', pathname);
        expect(app.deps.publicCache.peekHits).toBe(peeks + 1);
        const [miss, hit] = lines.map(({ line, ...rest }) => ({ ...rest, line: { ...(line as object), ms: 0 } }));
        expect(lines).toHaveLength(2);
        expect(hit).toEqual(miss);
        expect(hit).toMatchObject({
          bindings: { reqId: 'fast-path-test-1' },
          line: { method: 'GET', status: 200 },
          message: 'request',
        });
      }
    } finally {
      expressRuns.mockImplementation(original ?? ((bindings: object) => logger.child(bindings)));
      enabled.mockRestore();
    }
  });
});

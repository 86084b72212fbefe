import { createHash } from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { PUBLIC_SETTING_KEYS } from '../../src/shared/settings.ts';
import { WRONG_CREDENTIALS } from '../services/auth.service.ts';
import {
  ADMIN_LOGIN as ADMIN,
  login,
  MEMBER_LOGIN as MEMBER,
  postJson,
  query,
  sessionCookieOf,
  TEST_INDEX_HTML,
  type TestApp,
} from '../test/harness.ts';
import { sessionIds, withSignInApp } from '../test/sign-in-app.ts';
import { toExpressPath } from './mirror.ts';

let app: TestApp;
withSignInApp((started) => {
  app = started;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { headers, redirect: 'manual' });
const sessionCount = async () =>
  Number((await query<{ n: string }>(app.orm, 'select count(*) as n from sessions'))[0].n);

/** A raw request, for what fetch refuses to send (TRACE). */
function rawRequest(method: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${app.url}${path}`, { method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /api/settings', () => {
  it('answers 200 JSON with the public keys and without contact_email', async () => {
    const response = await get('/api/settings');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const settings = (await response.json()) as Record<string, string>;
    expect(Object.keys(settings).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
    expect(settings).not.toHaveProperty('contact_email');
    expect(settings.site_name).toBe('TBT Dijital');
    expect(JSON.stringify(settings)).not.toContain('teklif@tbtdijital.com.tr');
  });
});

describe('access is denied by default', () => {
  it('GET /api/auth/user answers 401 JSON to anonymous', async () => {
    const response = await get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Oturum açmanız gerekiyor.' });
  });

  it('GET /api/admin/auth/user answers 401 JSON to anonymous', async () => {
    const response = await get('/api/admin/auth/user');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
  });
});

describe('POST /api/admin/login', () => {
  it('answers 401 with the same body for a wrong password and an unknown user', async () => {
    const wrong = await postJson(app, '/api/admin/login', { username: ADMIN.username, password: 'not the password' });
    const unknown = await postJson(app, '/api/admin/login', { username: 'nobody', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await wrong.text();
    expect(JSON.parse(wrongBody)).toEqual({ code: 'INVALID_CREDENTIALS', message: WRONG_CREDENTIALS });
    expect(WRONG_CREDENTIALS).toBe('Kullanıcı adı veya şifre hatalı.');
    expect(await unknown.text()).toBe(wrongBody);
    expect(sessionCookieOf(wrong)).toBeUndefined();
    expect(sessionCookieOf(unknown)).toBeUndefined();
    expect(await sessionCount()).toBe(0);
  });

  it('signs in with the right credentials: 200, the user, an HttpOnly SameSite=Lax cookie on / (no Secure on http)', async () => {
    const response = await postJson(app, '/api/admin/login', ADMIN);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/password/i);
    expect(JSON.parse(text)).toEqual({
      id: expect.any(Number),
      username: 'boss',
      role: 'admin',
      firstName: null,
      lastName: null,
      email: null,
      profileImageUrl: null,
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('session='));
    expect(setCookie).toBeDefined();
    const attributes = (setCookie ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes).not.toContain('secure');
    // The cookie lives as long as the idle timeout (30 min), not Lucia's 400-day default.
    const maxAge = attributes.find((part) => part.startsWith('max-age='));
    expect(Number(maxAge?.split('=')[1])).toBeLessThanOrEqual(30 * 60);
    // At least 128 bits of token.
    expect((setCookie ?? '').split(';')[0].length - 'session='.length).toBeGreaterThanOrEqual(26);
  });

  it('stores only the SHA-256 of the cookie token', async () => {
    const before = new Set(await sessionIds(app));
    const cookie = await login(app, ADMIN.username, ADMIN.password);
    const token = cookie.slice('session='.length);
    const added = (await sessionIds(app)).filter((id) => !before.has(id));
    expect(added).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(added[0]).toMatch(/^[0-9a-f]{64}$/);
    const dump = JSON.stringify(await query(app.orm, 'select * from sessions'));
    expect(dump).not.toContain(token);
  });

  it('the cookie opens /api/admin/auth/user and /api/auth/user, with no password hash anywhere', async () => {
    const cookie = await login(app, ADMIN.username, ADMIN.password);
    for (const path of ['/api/admin/auth/user', '/api/auth/user']) {
      const response = await get(path, { cookie });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toMatch(/passwordHash|password_hash|argon2/);
      expect(JSON.parse(text)).toMatchObject({ username: 'boss', role: 'admin' });
    }
  });

  it('a non-admin session gets 403 on /api/admin/auth/user and 200 on /api/auth/user', async () => {
    const cookie = await login(app, MEMBER.username, MEMBER.password);
    const admin = await get('/api/admin/auth/user', { cookie });
    expect(admin.status).toBe(403);
    expect(((await admin.json()) as { message: string }).message).toBe('Bu işlem için yönetici yetkisi gerekiyor.');
    const user = await get('/api/auth/user', { cookie });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ username: 'member', role: 'user' });
  });

  it('refuses a POST without Origin, or from a foreign Origin, with 403 and no session', async () => {
    const sessions = await sessionCount();
    const noOrigin = await fetch(`${app.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(noOrigin.status).toBe(403);
    expect(((await noOrigin.json()) as { message: string }).message).toBeTruthy();
    const foreign = await postJson(app, '/api/admin/login', ADMIN, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const sameHostOtherPort = await postJson(app, '/api/admin/login', ADMIN, { origin: 'http://127.0.0.1:1' });
    expect(sameHostOtherPort.status).toBe(403);
    expect(sessionCookieOf(noOrigin)).toBeUndefined();
    expect(sessionCookieOf(foreign)).toBeUndefined();
    expect(await sessionCount()).toBe(sessions);
  });

  it('accepts Sec-Fetch-Site: same-origin instead of Origin', async () => {
    const response = await fetch(`${app.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(ADMIN),
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['an unknown key', { ...ADMIN, remember: true }],
    ['a 300-character password', { username: ADMIN.username, password: 'x'.repeat(300) }],
    ['a missing password', { username: ADMIN.username }],
    ['an object as username', { username: { $ne: '' }, password: 'whatever1' }],
    ['an empty username', { username: '   ', password: 'whatever1' }],
  ])('answers 400 to a body with %s', async (_name, body) => {
    const sessions = await sessionCount();
    const response = await postJson(app, '/api/admin/login', body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { message: string };
    expect(json.message).toBeTruthy();
    expect(JSON.stringify(json)).not.toMatch(/stack|at .*\.ts/);
    expect(await sessionCount()).toBe(sessions);
  });

  it('accepts a password of exactly 256 characters (answers 401, not 400)', async () => {
    const response = await postJson(app, '/api/admin/login', {
      username: 'long-password-user',
      password: 'x'.repeat(256),
    });
    expect(response.status).toBe(401);
  });

  it('answers 400, not 500, to invalid JSON', async () => {
    const response = await postJson(app, '/api/admin/login', '{"username": "boss", ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'MALFORMED_REQUEST', message: 'Gövde geçerli bir JSON değil.' });
  });

  it('answers 413 to a JSON body over 100 kB', async () => {
    const response = await postJson(app, '/api/admin/login', { username: 'boss', password: 'x'.repeat(110_000) });
    expect(response.status).toBe(413);
  });
});

describe('logout', () => {
  it('GET /api/logout changes nothing: it shows a button that POSTs (a form), which ends the session and returns to /', async () => {
    const cookie = await login(app, ADMIN.username, ADMIN.password);
    const id = createHash('sha256').update(cookie.slice('session='.length)).digest('hex');
    const page = await get('/api/logout', { cookie, 'accept-language': 'de-DE,de;q=0.9' });
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/api/logout">');
    expect(html).toContain('Abmelden');
    expect(html).not.toContain('<script');
    expect(await query(app.orm, 'select id from sessions where id = ?', [id])).toHaveLength(1);
    expect((await get('/api/auth/user', { cookie })).status).toBe(200);

    // The button: a same-origin form POST.
    const response = await fetch(`${app.url}/api/logout`, {
      method: 'POST',
      headers: { cookie, origin: app.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(sessionCookieOf(response)).toBe('session=');
    expect(await query(app.orm, 'select id from sessions where id = ?', [id])).toHaveLength(0);
    expect((await get('/api/auth/user', { cookie })).status).toBe(401);
  });

  it('a form POST from another site is refused and the session survives', async () => {
    const cookie = await login(app, ADMIN.username, ADMIN.password);
    const response = await fetch(`${app.url}/api/logout`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
    expect((await get('/api/auth/user', { cookie })).status).toBe(200);
  });

  it('POST /api/logout with Origin ends the session', async () => {
    const cookie = await login(app, ADMIN.username, ADMIN.password);
    const response = await postJson(app, '/api/logout', {}, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await get('/api/auth/user', { cookie })).status).toBe(401);
  });

  it('POST /api/logout without Origin is refused and the session survives', async () => {
    const cookie = await login(app, ADMIN.username, ADMIN.password);
    const response = await fetch(`${app.url}/api/logout`, { method: 'POST', headers: { cookie } });
    expect(response.status).toBe(403);
    expect((await get('/api/auth/user', { cookie })).status).toBe(200);
  });
});

describe('routing and request shape', () => {
  it('GET /api/login redirects to /admin/login', async () => {
    const response = await get('/api/login');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/login');
  });

  it('PUT /api/settings answers 405 with an Allow header', async () => {
    const response = await fetch(`${app.url}/api/settings`, { method: 'PUT', headers: { origin: app.url } });
    expect(response.status).toBe(405);
    const allow = (response.headers.get('allow') ?? '').split(',').map((m) => m.trim());
    expect(allow).toEqual(expect.arrayContaining(['GET', 'HEAD']));
    expect(allow).not.toContain('PUT');
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
  });

  it('DELETE /api/admin/login answers 405 allowing POST', async () => {
    const response = await fetch(`${app.url}/api/admin/login`, { method: 'DELETE', headers: { origin: app.url } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('POST');
  });

  it('TRACE answers 405 on any path', async () => {
    for (const path of ['/api/settings', '/', '/healthz']) {
      const response = await rawRequest('TRACE', path);
      expect(response.status).toBe(405);
      expect(response.body).not.toContain('TRACE /');
    }
  });

  it('a URL over 8 kB answers 414', async () => {
    const response = await get(`/api/settings?q=${'a'.repeat(8 * 1024)}`);
    expect(response.status).toBe(414);
    const ok = await get(`/api/settings?q=${'a'.repeat(7 * 1024)}`);
    expect(ok.status).toBe(200);
  });

  it('an unknown /api path answers 404 JSON', async () => {
    const response = await get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Bulunamadı.' });
  });

  it('HEAD /api/settings answers 200 without a body', async () => {
    const response = await fetch(`${app.url}/api/settings`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('converts spec paths to Express paths', () => {
    expect(toExpressPath('/api/admin/services/{id}/translations/{lang}')).toBe(
      '/api/admin/services/:id/translations/:lang',
    );
    expect(toExpressPath('/api/settings')).toBe('/api/settings');
  });
});

describe('headers', () => {
  it('sends the security headers on API answers, no X-Powered-By, and no-store', async () => {
    const response = await get('/api/settings');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    // No HSTS on plain http.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-request-id')).toMatch(/^[\w.-]{8,64}$/);
  });

  it('sends the security headers on errors and on the SPA too', async () => {
    for (const path of ['/api/nope', '/admin/login', '/']) {
      const response = await get(path);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('echoes a well-formed X-Request-Id and replaces a malformed one', async () => {
    expect((await get('/api/settings', { 'x-request-id': 'abc-123-def' })).headers.get('x-request-id')).toBe(
      'abc-123-def',
    );
    const replaced = (await get('/api/settings', { 'x-request-id': 'bad id<script>' })).headers.get('x-request-id');
    expect(replaced).not.toBe('bad id<script>');
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health', () => {
  it('/healthz answers 200', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz answers 200 while the database is reachable', async () => {
    const response = await get('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });
});

describe('SPA fallback', () => {
  it('GET /admin/login answers the index.html', async () => {
    const response = await get('/admin/login');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(TEST_INDEX_HTML);
  });

  it('admin pages are never stored by a cache; public pages revalidate', async () => {
    expect((await get('/admin/login')).headers.get('cache-control')).toBe('no-store');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('client routes with a language prefix answer the index.html too, with their own head', async () => {
    for (const [path, lang] of [
      ['/', 'tr'],
      ['/en/services', 'en'],
      ['/ar/about', 'ar'],
    ]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('test-spa-index');
      expect(html).toContain(`<html lang="${lang}"`);
    }
  });

  it('GET /api/whatever never answers the index.html', async () => {
    for (const path of ['/api/whatever', '/api/admin/whatever/deeper', '/api']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      const text = await response.text();
      expect(text).not.toContain('test-spa-index');
      expect(JSON.parse(text)).toEqual({ code: 'NOT_FOUND', message: 'Bulunamadı.' });
    }
  });

  it('an unknown /trpc path never answers the index.html', async () => {
    const response = await get('/trpc/nope.nothing');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('test-spa-index');
  });

  it('a missing asset answers 404, not the index.html', async () => {
    const response = await get('/assets/missing-abc123.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('test-spa-index');
  });
});

import { describe, expect, it } from 'vitest';
import {
  ADMIN_LOGIN as ADMIN,
  login,
  MEMBER_LOGIN as MEMBER,
  postJson,
  sessionCookieOf,
  type TestApp,
} from '../test/harness.ts';
import { sessionIds, withSignInApp } from '../test/sign-in-app.ts';

type TrpcError = {
  error: {
    code: number;
    message: string;
    data: { code: string; httpStatus: number; path?: string; requestId?: string };
  };
};

let app: TestApp;
withSignInApp((started) => {
  app = started;
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers });

/** No stack trace, file path or SQL in an error answer. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/"stack"|\bat .*\.(ts|js):\d+|node_modules|select |insert |postgres/i);
}

describe('tRPC over HTTP', () => {
  it('GET /trpc/settings.public answers the same data as /api/settings', async () => {
    const trpc = await get('/trpc/settings.public');
    expect(trpc.status).toBe(200);
    const body = (await trpc.json()) as { result: { data: Record<string, string> } };
    const rest = (await (await get('/api/settings')).json()) as Record<string, string>;
    expect(body.result.data).toEqual(rest);
    expect(body.result.data).not.toHaveProperty('contact_email');
    expect(body.result.data.site_name).toBe('TBT Dijital');
    expect(trpc.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a batch of 10 calls', async () => {
    const paths = Array(10).fill('settings.public').join(',');
    const response = await get(`/trpc/${paths}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(response.status).toBe(200);
    const results = (await response.json()) as Array<{ result: { data: Record<string, string> } }>;
    expect(results).toHaveLength(10);
    expect(results[9].result.data.site_name).toBe('TBT Dijital');
  });

  it('refuses a batch of more than 10 calls', async () => {
    const paths = Array(11).fill('settings.public').join(',');
    const response = await get(`/trpc/${paths}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const text = await response.text();
    expect(text).not.toContain('TBT Dijital');
    expectNoInternals(text);
  });

  it('answers 401 to an anonymous auth.user, with no stack', async () => {
    const response = await get('/trpc/auth.user');
    expect(response.status).toBe(401);
    const text = await response.text();
    expectNoInternals(text);
    const body = JSON.parse(text) as TrpcError;
    expect(body.error.message).toBe('Oturum açmanız gerekiyor.');
    expect(body.error.data.code).toBe('UNAUTHORIZED');
    expect(body.error.data.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('answers 404 to an unknown procedure, with no stack', async () => {
    const response = await get('/trpc/nothing.here');
    expect(response.status).toBe(404);
    expectNoInternals(await response.text());
  });

  it('refuses a mutation without Origin (403) and from a foreign Origin', async () => {
    const sessions = await sessionIds(app);
    const noOrigin = await fetch(`${app.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(noOrigin.status).toBe(403);
    const foreign = await postJson(app, '/trpc/auth.login', ADMIN, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(sessionCookieOf(noOrigin)).toBeUndefined();
    expect(sessionCookieOf(foreign)).toBeUndefined();
    expect(await sessionIds(app)).toEqual(sessions);
  });

  it('never runs a mutation on GET', async () => {
    const cookie = await login(app, ADMIN.username, ADMIN.password);
    const input = encodeURIComponent(JSON.stringify(ADMIN));
    const loginByGet = await get(`/trpc/auth.login?input=${input}`);
    expect(loginByGet.status).toBe(405);
    expect(sessionCookieOf(loginByGet)).toBeUndefined();
    const logoutByGet = await get('/trpc/auth.logout', { cookie });
    expect(logoutByGet.status).toBe(405);
    expect((await get('/trpc/auth.user', { cookie })).status).toBe(200);
  });

  it('signs in with auth.login and serves auth.adminUser to the admin', async () => {
    const response = await postJson(app, '/trpc/auth.login', ADMIN);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: { username: string; role: string } } };
    expect(body.result.data).toMatchObject({ username: 'boss', role: 'admin' });
    const cookie = sessionCookieOf(response) ?? '';
    expect(cookie).toMatch(/^session=.+/);
    const admin = await get('/trpc/auth.adminUser', { cookie });
    expect(admin.status).toBe(200);
    const text = await admin.text();
    expect(text).not.toMatch(/passwordHash|argon2/);
    expect((JSON.parse(text) as { result: { data: { username: string } } }).result.data.username).toBe('boss');
  });

  it('answers 401 to anonymous and 403 to a non-admin on auth.adminUser', async () => {
    expect((await get('/trpc/auth.adminUser')).status).toBe(401);
    const cookie = await login(app, MEMBER.username, MEMBER.password);
    const response = await get('/trpc/auth.adminUser', { cookie });
    expect(response.status).toBe(403);
    const body = (await response.json()) as TrpcError;
    expect(body.error.data.code).toBe('FORBIDDEN');
    expect((await get('/trpc/auth.user', { cookie })).status).toBe(200);
  });

  it('answers 400 with field errors and no stack to invalid input', async () => {
    const response = await postJson(app, '/trpc/auth.login', { ...ADMIN, extra: 1 });
    expect(response.status).toBe(400);
    const text = await response.text();
    expectNoInternals(text);
    const body = JSON.parse(text) as TrpcError & { error: { data: { fieldErrors?: Record<string, unknown> } } };
    expect(body.error.data.code).toBe('VALIDATION_FAILED');
    expect(body.error.data.fieldErrors).toEqual({ extra: { code: 'UNKNOWN_FIELD', message: expect.any(String) } });

    const tooLong = await postJson(app, '/trpc/auth.login', { username: 'boss', password: 'x'.repeat(257) });
    expect(tooLong.status).toBe(400);
  });

  it('answers 400 to invalid JSON', async () => {
    const response = await postJson(app, '/trpc/auth.login', '{"username":');
    expect(response.status).toBe(400);
    expectNoInternals(await response.text());
  });

  it('answers 413 to a body over 1 MB', async () => {
    const response = await postJson(app, '/trpc/auth.login', { username: 'boss', password: 'x'.repeat(1_100_000) });
    expect(response.status).toBe(413);
  });

  it('logs out with auth.logout', async () => {
    const cookie = await login(app, ADMIN.username, ADMIN.password);
    const response = await postJson(app, '/trpc/auth.logout', {}, { cookie });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: { data: unknown } }).result.data).toEqual({ ok: true });
    expect(sessionCookieOf(response)).toBe('session=');
    expect((await get('/trpc/auth.user', { cookie })).status).toBe(401);
  });
});

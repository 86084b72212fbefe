/**
 * The database goes away while the app runs. The app talks to the real PostgreSQL through a
 * TCP relay on a port of its own; closing the relay (and cutting its connections) is the outage,
 * reopening it on the same port is the recovery.
 */
import { describe, expect, it } from 'vitest';
import { DB_RETRY_AFTER_S } from '../http/errors.ts';
import { login, postJson, type TcpRelay, type TestApp, withAppBehindRelay } from '../test/harness.ts';

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('database outage', () => {
  let relay: TcpRelay;
  let app: TestApp;
  let cookie: string;

  withAppBehindRelay(
    async (started) => {
      ({ app, relay } = started);
      cookie = await login(app, 'boss', 'boss password 1');
    },
    { users: [{ username: 'boss', password: 'boss password 1', role: 'admin' }] },
  );

  it('serves normally before the outage', async () => {
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${app.url}/api/settings`)).status).toBe(200);
    expect((await fetch(`${app.url}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
  });

  it('answers 503 with Retry-After within 3 s while PostgreSQL is unreachable; /healthz stays 200', async () => {
    await relay.cut();
    const cutAt = performance.now();

    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);

    // /readyz checks the database at most once a second (server/http/health.ts): the ready
    // result of the test before may answer for up to a second; it turns 503 within 3 s of the cut.
    let ready = await fetch(`${app.url}/readyz`);
    while (ready.status === 200 && performance.now() - cutAt < 3_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await fetch(`${app.url}/readyz`);
    }
    expect(ready.status).toBe(503);
    expect(performance.now() - cutAt).toBeLessThan(3_000);
    expect(await ready.json()).toEqual({ status: 'database-unreachable' });

    // Public reads answered before the outage are served from the cache meanwhile.
    expect((await fetch(`${app.url}/api/settings`)).status).toBe(200);
    const uncached = [
      '/api/services/slug/not-cached',
      `/trpc/services.bySlug?input=${encodeURIComponent('{"slug":"x"}')}`,
    ];
    for (const path of uncached) {
      const { result, ms } = await timed(() => fetch(`${app.url}${path}`));
      expect(result.status, path).toBe(503);
      expect(result.headers.get('retry-after'), path).toBe(String(DB_RETRY_AFTER_S));
      expect(ms, path).toBeLessThan(3_000);
      const text = await result.text();
      expect(text, path).not.toMatch(/ECONNREFUSED|stack|postgres|select/i);
    }
  });

  it('never treats a session it cannot check as anonymous', async () => {
    const { result, ms } = await timed(() => fetch(`${app.url}/api/auth/user`, { headers: { cookie } }));
    expect(result.status).toBe(503);
    expect(result.headers.get('retry-after')).toBe(String(DB_RETRY_AFTER_S));
    expect(ms).toBeLessThan(3_000);
    expect(((await result.json()) as { requestId?: string }).requestId).toBe(result.headers.get('x-request-id'));
  });

  it('answers a login attempt with 503, not 401', async () => {
    const response = await postJson(app, '/api/admin/login', { username: 'boss', password: 'boss password 1' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DB_RETRY_AFTER_S));
  });

  it('recovers within 10 s once PostgreSQL is back, without a restart', async () => {
    await relay.open(relay.port);
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await fetch(`${app.url}/readyz`)).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await fetch(`${app.url}/api/settings`)).status).toBe(200);
    expect((await fetch(`${app.url}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
  });
});

/**
 * /readyz checks the database at most once a second, whoever calls it and however often;
 * shutting down still answers 503 at once. (The outage timings: server/db/database-outage.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pingDatabase } from '../db/database.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { cachedCheck, type Readiness } from './health.ts';

/** A check that stays pending until released, counting its runs. */
function gatedCheck() {
  const state: { runs: number; release: (ok: boolean) => void } = { runs: 0, release: () => undefined };
  const check = () => {
    state.runs++;
    return new Promise<boolean>((resolve) => {
      state.release = resolve;
    });
  };
  return { state, check };
}

describe('cachedCheck', () => {
  it('shares one running check between callers, and answers from its result for ttlMs after it ends', async () => {
    let clock = 0;
    const { state, check } = gatedCheck();
    const cached = cachedCheck(check, { ttlMs: 1_000, now: () => clock });
    const waiting = Array.from({ length: 20 }, () => cached());
    expect(state.runs).toBe(1);
    state.release(true);
    expect(await Promise.all(waiting)).toEqual(Array(20).fill(true));

    clock += 999;
    expect(await cached()).toBe(true);
    expect(state.runs).toBe(1);

    // A second later: one new check, whose failure is cached in turn.
    clock += 1;
    const next = cached();
    expect(state.runs).toBe(2);
    state.release(false);
    expect(await next).toBe(false);
    expect(await cached()).toBe(false);
    expect(state.runs).toBe(2);
  });

  it('counts a check that throws as not ready', async () => {
    const cached = cachedCheck(() => Promise.reject(new Error('connection refused')), { now: () => 0 });
    expect(await cached()).toBe(false);
  });
});

describe('/readyz', () => {
  let app: TestApp;
  let pings = 0;
  const readiness: Readiness = { shuttingDown: false };
  beforeAll(async () => {
    app = await startTestApp({
      readiness,
      ping: () => {
        pings++;
        return pingDatabase(app.orm);
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a burst of anonymous calls costs at most one database check per second', async () => {
    const started = performance.now();
    const concurrent = await Promise.all(Array.from({ length: 40 }, () => fetch(`${app.url}/readyz`)));
    const sequential: Response[] = [];
    for (let i = 0; i < 40; i++) sequential.push(await fetch(`${app.url}/readyz`));
    const elapsedS = (performance.now() - started) / 1000;
    for (const response of [...concurrent, ...sequential]) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ready' });
    }
    // Each check starts at least a second after the one before.
    expect(pings).toBeGreaterThanOrEqual(1);
    expect(pings).toBeLessThanOrEqual(Math.floor(elapsedS) + 1);
  });

  it('shutting down answers 503 at once, even with a fresh ready result cached', async () => {
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    readiness.shuttingDown = true;
    const response = await fetch(`${app.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'shutting-down' });
    readiness.shuttingDown = false;
  });
});

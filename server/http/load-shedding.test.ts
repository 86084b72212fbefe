import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestApp, type TestApp } from '../test/harness.ts';
import { type LagSource, OVERLOADED_MESSAGE, OVERLOADED_RETRY_AFTER_S, startLagSampler } from './load-shedding.ts';

describe('load shedding (injected lag)', () => {
  const lag = { ms: 0 };
  const source: LagSource = { lagMs: () => lag.ms, stop: () => undefined };
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ eventLoopLag: source });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('serves normally while the lag is under 500 ms', async () => {
    lag.ms = 499;
    expect((await fetch(`${app.url}/api/settings`)).status).toBe(200);
    expect((await fetch(`${app.url}/`)).status).toBe(200);
  });

  it('answers new requests 503 with Retry-After and code OVERLOADED over 500 ms; /healthz stays 200', async () => {
    lag.ms = 800;
    for (const request of [
      () => fetch(`${app.url}/api/settings`),
      () => fetch(`${app.url}/trpc/settings.public`),
      () => fetch(`${app.url}/`),
      () => postJson(app, '/api/contact', {}),
    ]) {
      const response = await request();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(OVERLOADED_RETRY_AFTER_S));
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as { code: string; message: string; requestId: string };
      expect(body).toEqual({
        code: 'OVERLOADED',
        message: OVERLOADED_MESSAGE,
        requestId: response.headers.get('x-request-id'),
      });
    }
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    // A built file is still served (not 503): the page that asked for it is already on its way.
    expect((await fetch(`${app.url}/assets/none.js`)).status).not.toBe(503);
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
  });

  it('serves again as soon as the lag is gone', async () => {
    lag.ms = 0;
    expect((await fetch(`${app.url}/api/settings`)).status).toBe(200);
  });
});

describe('startLagSampler', () => {
  const block = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // busy: the event loop cannot run
    }
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('sees a blocked event loop at once, remembers it for a while, then forgets it', async () => {
    const sampler = startLagSampler({ intervalMs: 50, memoryMs: 400 });
    try {
      await sleep(120);
      expect(sampler.lagMs()).toBeLessThan(200);
      block(700);
      // Still inside the stall's aftermath: the overdue tick shows it before the timer runs.
      expect(sampler.lagMs()).toBeGreaterThan(500);
      await sleep(60);
      // The timer has run late and recorded the drift.
      expect(sampler.lagMs()).toBeGreaterThan(500);
      await sleep(600);
      expect(sampler.lagMs()).toBeLessThan(200);
    } finally {
      sampler.stop();
    }
  });

  it('does not keep the process alive, and stops its timer', async () => {
    const refTimers = () => process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;
    const before = refTimers();
    const sampler = startLagSampler({ intervalMs: 20 });
    // An unref'd timer is not among the resources that keep the process alive.
    expect(refTimers()).toBe(before);
    await sleep(60);
    expect(sampler.lagMs()).toBeLessThan(150);
    sampler.stop();
    // Without its ticks the sampler sees the time since the last one as an overdue tick.
    await sleep(400);
    expect(sampler.lagMs()).toBeGreaterThan(300);
  });
});

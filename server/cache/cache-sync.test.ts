/**
 * Two instances of the app on one database: an admin write on one empties the public read
 * cache of the other (PostgreSQL LISTEN/NOTIFY), so every instance shows the change.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openOrm } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabaseUrl, login, startTestApp, type TestApp } from '../test/harness.ts';
import { syncCacheAcrossInstances } from './cache-sync.ts';

const ADMIN = { username: 'boss', password: 'correct horse battery', role: 'admin' as const };
let url: string;
let first: TestApp;
let second: TestApp;
const syncs: Array<{ ready: Promise<void>; close: () => Promise<void> }> = [];

beforeAll(async () => {
  url = await createTestDatabaseUrl();
  first = await startTestApp({ orm: await openOrm(url), users: [ADMIN] });
  second = await startTestApp({ orm: await openOrm(url), seed: false });
  for (const app of [first, second])
    syncs.push(syncCacheAcrossInstances(url, app.deps.publicCache, createLogger('silent')));
  // Connecting empties the cache once (a notice may have been missed before): wait for it.
  await Promise.all(syncs.map((sync) => sync.ready));
});
afterAll(async () => {
  for (const sync of syncs) await sync.close();
  for (const app of [first, second]) {
    await app?.close();
    await app?.orm.close(true);
  }
});

const tagline = async (app: TestApp) =>
  ((await (await fetch(`${app.url}/api/settings`)).json()) as Record<string, string>).site_tagline;

it('a settings change on one instance shows on the other', async () => {
  const before = await tagline(second);
  expect(await tagline(second)).toBe(before); // now cached on the second instance
  expect(second.deps.publicCache.size).toBeGreaterThan(0);

  const cookie = await login(first, ADMIN.username, ADMIN.password);
  const saved = await fetch(`${first.url}/api/admin/settings`, {
    method: 'PUT',
    headers: { origin: first.url, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ site_tagline: 'Her örnekte aynı slogan' }),
  });
  expect(saved.status).toBe(200);
  expect(await tagline(first)).toBe('Her örnekte aynı slogan');

  const deadline = Date.now() + 5_000;
  while ((await tagline(second)) !== 'Her örnekte aynı slogan' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await tagline(second)).toBe('Her örnekte aynı slogan');
});

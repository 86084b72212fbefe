import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_RETRY_AFTER_S } from '../http/errors.ts';
import {
  postJson,
  query,
  startTestApp,
  type TcpRelay,
  type TestApp,
  withAppBehindRelay,
  withTwoInstances,
  withTwoPools,
} from '../test/harness.ts';
import { VALID_CONTACT, VALID_PACKAGE_REQUEST, VALID_SERVICE_ANSWERS } from '../test/valid-inputs.ts';
import { deleteExpiredAbuseRows } from './cleanup.ts';
import { RateLimiter, rateLimitedMessage, waitInTurkish } from './rate-limit.ts';

const contact = (i: number) => ({ ...VALID_CONTACT, email: `ayse${i}@example.com` });
const serviceQuestions = VALID_SERVICE_ANSWERS;
const packageQuestions = VALID_PACKAGE_REQUEST;

/** A POST from one client (TRUST_PROXY=1: the right-most X-Forwarded-For hop). */
const from = (app: TestApp, clientIp: string, path: string, body: unknown) =>
  postJson(app, path, body, { 'x-forwarded-for': clientIp });

const trpcPost = (app: TestApp, clientIp: string, procedure: string, input: unknown) =>
  fetch(`${app.url}/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url, 'x-forwarded-for': clientIp },
    body: JSON.stringify(input),
  });

const countRows = async (app: TestApp, table: string) =>
  Number((await query<{ n: string }>(app.orm, `select count(*) as n from ${table}`))[0].n);

describe('RateLimiter (PostgreSQL, fixed windows)', () => {
  let orm: MikroORM;
  let otherOrm: MikroORM;

  withTwoPools(['rate_limit_counters'], (first, second) => {
    orm = first;
    otherOrm = second;
  });

  it('counts requests per key in windows aligned to the window length', async () => {
    // 12:00:30 in a 60 s window: 30 s left.
    const clock = { now: Date.UTC(2026, 10, 1, 12, 0, 30) };
    const limiter = new RateLimiter({ now: () => clock.now });
    const limit = { max: 2, windowS: 60 };
    expect(await limiter.hit(orm.em.fork(), 'public:a', limit)).toEqual({
      count: 1,
      retryAfterS: 30,
      windowStart: '2026-11-01T12:00:00.000000Z',
    });
    clock.now += 10_500;
    expect(await limiter.hit(orm.em.fork(), 'public:a', limit)).toMatchObject({ count: 2, retryAfterS: 20 });
    expect(await limiter.hit(orm.em.fork(), 'public:a', limit)).toMatchObject({ count: 3, retryAfterS: 20 });
    expect(await limiter.hit(orm.em.fork(), 'public:b', limit)).toMatchObject({ count: 1 });
    // The next window starts from 1.
    clock.now = Date.UTC(2026, 10, 1, 12, 1, 0);
    expect(await limiter.hit(orm.em.fork(), 'public:a', limit)).toMatchObject({ count: 1, retryAfterS: 60 });
    expect(await query(orm, 'select key from rate_limit_counters order by key')).toHaveLength(2);
  });

  it('gives a slot back only in the window it was taken from', async () => {
    const clock = { now: Date.UTC(2026, 10, 1, 12, 0, 0) };
    const limiter = new RateLimiter({ now: () => clock.now });
    const limit = { max: 5, windowS: 600 };
    await limiter.hit(orm.em.fork(), 'contact:a', limit);
    const second = await limiter.hit(orm.em.fork(), 'contact:a', limit);
    await limiter.giveBack(orm.em.fork(), 'contact:a', second);
    expect(await limiter.hit(orm.em.fork(), 'contact:a', limit)).toMatchObject({ count: 2 });
    clock.now += 600_000;
    const next = await limiter.hit(orm.em.fork(), 'contact:a', limit);
    await limiter.giveBack(orm.em.fork(), 'contact:a', second);
    expect(await query(orm, 'select count from rate_limit_counters')).toEqual([{ count: next.count }]);
  });

  it('gives every parallel request its own count, across instances', async () => {
    const limiters = [orm, otherOrm].map(() => new RateLimiter());
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        limiters[i % 2].hit((i % 2 ? otherOrm : orm).em.fork(), 'public:burst', { max: 10, windowS: 3600 }),
      ),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('the cleanup deletes counters whose window has ended', async () => {
    const old = new RateLimiter({ now: () => Date.now() - 2 * 3600_000 });
    await old.hit(orm.em.fork(), 'public:old', { max: 1, windowS: 60 });
    await new RateLimiter().hit(orm.em.fork(), 'public:new', { max: 1, windowS: 60 });
    await deleteExpiredAbuseRows(orm.em.fork());
    expect(await query(orm, 'select key from rate_limit_counters')).toEqual([{ key: 'public:new' }]);
  });

  it('words the wait in Turkish', () => {
    expect(waitInTurkish(45)).toBe('45 saniye');
    expect(waitInTurkish(61)).toBe('2 dakika');
    expect(waitInTurkish(3600)).toBe('1 saat');
    expect(rateLimitedMessage(600)).toBe('Çok fazla istek gönderildi. Lütfen 10 dakika sonra tekrar deneyin.');
  });
});

describe('CONTACT_RATE_LIMIT over HTTP (contact messages and newsletter sign-ups accepted)', () => {
  let app: TestApp;
  let other: TestApp;

  // A second instance on the same database, with its own connection pool.
  withTwoInstances(
    (started) => {
      ({ app, other } = started);
    },
    { env: { TRUST_PROXY: '1', CONTACT_RATE_LIMIT: '3/10m', PUBLIC_RATE_LIMIT: '0' } },
  );

  it('answers 429 with Retry-After and stores nothing over the limit, on both transports', async () => {
    const ip = '198.51.100.1';
    const messagesBefore = await countRows(app, 'contact_messages');
    expect((await from(app, ip, '/api/contact', contact(1))).status).toBe(201);
    expect((await from(app, ip, '/api/newsletter', { email: 'first@example.com' })).status).toBe(201);
    expect((await from(app, ip, '/api/contact', contact(2))).status).toBe(201);

    const refused = await from(app, ip, '/api/contact', contact(3));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(/^Çok fazla istek gönderildi\. Lütfen \d+ (dakika|saniye) sonra tekrar deneyin\.$/);
    const newsletter = await from(app, ip, '/api/newsletter', { email: 'second@example.com' });
    expect(newsletter.status).toBe(429);
    expect(newsletter.headers.get('retry-after')).toMatch(/^\d+$/);
    const trpc = await trpcPost(app, ip, 'contact.submit', contact(4));
    expect(trpc.status).toBe(429);
    expect(trpc.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await trpc.json()) as { error: { data: { code: string } } }).error.data.code).toBe('RATE_LIMITED');

    expect(await countRows(app, 'contact_messages')).toBe(messagesBefore + 2);
    expect(await query(app.orm, "select 1 from newsletter_subscribers where email = 'second@example.com'")).toEqual([]);
    // Another client is not affected.
    expect((await from(app, '198.51.100.2', '/api/contact', contact(5))).status).toBe(201);
  });

  it('counts only accepted requests: invalid ones do not use the allowance', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < 5; i++) {
      expect((await from(app, ip, '/api/contact', { ...contact(i), email: 'not an email' })).status).toBe(400);
    }
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from(app, ip, '/api/contact', contact(i))).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('is shared by every instance', async () => {
    const ip = '198.51.100.4';
    expect((await from(app, ip, '/api/contact', contact(1))).status).toBe(201);
    expect((await from(other, ip, '/api/contact', contact(2))).status).toBe(201);
    expect((await from(app, ip, '/api/newsletter', { email: 'shared@example.com' })).status).toBe(201);
    expect((await from(other, ip, '/api/contact', contact(3))).status).toBe(429);
    expect((await from(app, ip, '/api/contact', contact(4))).status).toBe(429);
  });

  it('accepts exactly the limit when requests arrive at once on two instances', async () => {
    const ip = '198.51.100.5';
    const before = await countRows(app, 'contact_messages');
    const statuses = (
      await Promise.all(
        Array.from({ length: 12 }, (_, i) => from(i % 2 ? other : app, ip, '/api/contact', contact(100 + i))),
      )
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    expect(await countRows(app, 'contact_messages')).toBe(before + 3);
  });

  it('lets the client in again in the next window', async () => {
    const ip = '198.51.100.6';
    for (let i = 0; i < 3; i++) await from(app, ip, '/api/contact', contact(i));
    expect((await from(app, ip, '/api/contact', contact(9))).status).toBe(429);
    // As if the window had ended.
    await query(app.orm, "update rate_limit_counters set window_start = window_start - interval '10 minutes'");
    expect((await from(app, ip, '/api/contact', contact(9))).status).toBe(201);
  });
});

describe('PUBLIC_RATE_LIMIT over HTTP (every public write)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      env: { TRUST_PROXY: '1', PUBLIC_RATE_LIMIT: '5/1m', CONTACT_RATE_LIMIT: '0' },
      users: [{ username: 'boss', password: 'boss password', role: 'admin' }],
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('counts recommendations, login tries, contact and newsletter together, invalid ones too', async () => {
    const ip = '203.0.113.1';
    const statuses = [
      (await from(app, ip, '/api/service-recommendation', serviceQuestions)).status,
      (await from(app, ip, '/api/package-recommendation', packageQuestions)).status,
      (await from(app, ip, '/api/admin/login', { username: 'boss', password: 'boss password' })).status,
      (await from(app, ip, '/api/package-recommendation', { businessType: 'nope' })).status,
      (await trpcPost(app, ip, 'contact.subscribe', { email: 'reader@example.com' })).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 400, 200]);

    for (const [path, body] of [
      ['/api/service-recommendation', serviceQuestions],
      ['/api/package-recommendation', packageQuestions],
      ['/api/admin/login', { username: 'boss', password: 'boss password' }],
      ['/api/contact', contact(1)],
      ['/api/newsletter', { email: 'other@example.com' }],
    ] as const) {
      const response = await from(app, ip, path, body);
      expect(response.status, path).toBe(429);
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter, path).toBeGreaterThanOrEqual(1);
      expect(retryAfter, path).toBeLessThanOrEqual(60);
    }
    expect(await query(app.orm, "select 1 from newsletter_subscribers where email = 'other@example.com'")).toEqual([]);
    // Reads are not counted, and other clients are not affected.
    expect((await fetch(`${app.url}/api/settings`, { headers: { 'x-forwarded-for': ip } })).status).toBe(200);
    expect((await from(app, '203.0.113.2', '/api/package-recommendation', packageQuestions)).status).toBe(200);
  });
});

describe('limits while the database is unreachable', () => {
  let relay: TcpRelay;
  let app: TestApp;

  withAppBehindRelay(
    (started) => {
      ({ app, relay } = started);
    },
    { env: { CONTACT_RATE_LIMIT: '5/10m', PUBLIC_RATE_LIMIT: '60/1m' } },
  );

  it('answer 503 with Retry-After, never 500', async () => {
    expect((await postJson(app, '/api/package-recommendation', packageQuestions)).status).toBe(200);
    await relay.cut();
    for (const [path, body] of [
      ['/api/package-recommendation', packageQuestions],
      ['/api/contact', contact(1)],
      ['/api/newsletter', { email: 'reader@example.com' }],
      ['/api/admin/login', { username: 'boss', password: 'boss password' }],
    ] as const) {
      const response = await postJson(app, path, body);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe(String(DB_RETRY_AFTER_S));
    }
  });
});

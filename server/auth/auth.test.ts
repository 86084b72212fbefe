import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { User } from '../db/entities/index.ts';
import { createLogger } from '../logger.ts';
import { ensureFirstAdmin, WRONG_CREDENTIALS } from '../services/auth.service.ts';
import {
  createTestDatabase,
  login,
  postJson,
  query,
  sessionCookieOf,
  startTestApp,
  type TestApp,
  withTwoInstances,
} from '../test/harness.ts';
import { DEVICE_LOCK_S, DEVICE_MAX_FAILURES } from './login-throttle.ts';
import * as password from './password.ts';

const logger = createLogger('silent');

describe('ensureFirstAdmin', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await createTestDatabase();
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await query(orm, 'delete from users');
  });

  afterAll(async () => {
    await orm?.close(true);
  });

  const users = () =>
    query<{ username: string; role: string; password_hash: string }>(
      orm,
      'select username, role, password_hash from users',
    );

  it('creates the admin of ADMIN_USERNAME/ADMIN_PASSWORD once, lower-cased, with an argon2id hash', async () => {
    const write = vi.spyOn(process.stdout, 'write');
    const env = { admin: { username: ' Boss ', password: 'lantern orbit velvet 7' } };
    await ensureFirstAdmin(orm.em.fork(), env, logger);
    await ensureFirstAdmin(orm.em.fork(), env, logger);

    const rows = await users();
    expect(rows).toHaveLength(1);
    expect(rows[0].username).toBe('boss');
    expect(rows[0].role).toBe('admin');
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(await password.verifyPassword(rows[0].password_hash, 'lantern orbit velvet 7')).toBe(true);
    // Nothing printed: the operator chose the password.
    expect(write.mock.calls.map((c) => String(c[0])).join('')).not.toContain('lantern orbit velvet 7');
  });

  it('never overwrites an existing user of that name', async () => {
    await ensureFirstAdmin(orm.em.fork(), { admin: { username: 'boss', password: 'first password' } }, logger);
    await ensureFirstAdmin(orm.em.fork(), { admin: { username: 'boss', password: 'second password' } }, logger);
    const rows = await users();
    expect(rows).toHaveLength(1);
    expect(await password.verifyPassword(rows[0].password_hash, 'first password')).toBe(true);
  });

  it('creates the environment admin only on an empty database: not again after it was deleted or renamed', async () => {
    const env = { admin: { username: 'boss', password: 'lantern orbit velvet 7' } };
    await ensureFirstAdmin(orm.em.fork(), env, logger);
    // Another admin exists; the environment's one is renamed, then deleted: never created again.
    const em = orm.em.fork();
    em.create(User, {
      username: 'second',
      passwordHash: await password.hashPassword('second password'),
      role: 'admin',
    });
    await em.flush();
    await query(orm, "update users set username = 'chief' where username = 'boss'");
    await ensureFirstAdmin(orm.em.fork(), env, logger);
    expect((await users()).map((u) => u.username).sort()).toEqual(['chief', 'second']);
    await query(orm, "delete from users where username = 'chief'");
    await ensureFirstAdmin(orm.em.fork(), env, logger);
    expect((await users()).map((u) => u.username)).toEqual(['second']);
  });

  it('refuses an ADMIN_PASSWORD that a password change would refuse, creating nobody', async () => {
    for (const weak of ['eleven char', 'qwertyuiop123', 'Boss.2026!!!!']) {
      await expect(
        ensureFirstAdmin(orm.em.fork(), { admin: { username: 'boss', password: weak } }, logger),
      ).rejects.toThrow(/ADMIN_PASSWORD is refused/);
    }
    expect(await users()).toHaveLength(0);
    // The e2e run's generated password passes.
    const e2e = `e2e-${Math.random().toString(36).slice(2)}-pass`;
    await ensureFirstAdmin(orm.em.fork(), { admin: { username: 'owner', password: e2e } }, logger);
    expect((await users()).map((u) => u.username)).toEqual(['owner']);
  });

  it('without ADMIN_* and no admin, creates `admin` and prints its random password once', async () => {
    let printed = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed += String(chunk);
      return true;
    });
    await ensureFirstAdmin(orm.em.fork(), { admin: undefined }, logger);

    const rows = await users();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'admin', role: 'admin' });
    const match = /password: (\S+)/.exec(printed);
    expect(match).not.toBeNull();
    const generated = match?.[1] ?? '';
    expect(generated.length).toBeGreaterThanOrEqual(16);
    expect(await password.verifyPassword(rows[0].password_hash, generated)).toBe(true);

    printed = '';
    await ensureFirstAdmin(orm.em.fork(), { admin: undefined }, logger);
    expect(await users()).toHaveLength(1);
    expect(printed).toBe('');
    expect(await password.verifyPassword((await users())[0].password_hash, generated)).toBe(true);
  });

  it('does nothing without ADMIN_* when an admin already exists under another name', async () => {
    const em = orm.em.fork();
    em.create(User, { username: 'owner', passwordHash: await password.hashPassword('owner password'), role: 'admin' });
    await em.flush();
    const write = vi.spyOn(process.stdout, 'write');
    await ensureFirstAdmin(orm.em.fork(), { admin: undefined }, logger);
    expect((await users()).map((u) => u.username)).toEqual(['owner']);
    expect(write).not.toHaveBeenCalled();
  });
});

describe('login over HTTP: throttling, sessions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      users: [
        { username: 'boss', password: 'boss password', role: 'admin' },
        { username: 'victim', password: 'victim password', role: 'admin' },
      ],
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('accepts the username in any case', async () => {
    const cookie = await login(app, 'BOSS', 'boss password');
    const response = await fetch(`${app.url}/api/admin/auth/user`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { username: string }).username).toBe('boss');
  });

  it('verifies a dummy hash for an unknown user, so both failures cost the same', async () => {
    const verify = vi.spyOn(password, 'verifyPassword');
    const dummy = vi.spyOn(password, 'verifyAgainstDummy');
    const unknown = await postJson(app, '/api/admin/login', { username: 'ghost', password: 'whatever1' });
    expect(unknown.status).toBe(401);
    expect(dummy).toHaveBeenCalledTimes(1);
    expect(verify).not.toHaveBeenCalled();
    const wrong = await postJson(app, '/api/admin/login', { username: 'boss', password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(await wrong.json()).toEqual(await unknown.json());
    // Clear the pair for later tests.
    await login(app, 'boss', 'boss password');
  });

  it('answers 429 with Retry-After before hashing once the wait has grown', async () => {
    const verify = vi.spyOn(password, 'verifyPassword');
    const first = await postJson(app, '/api/admin/login', { username: 'victim', password: 'wrong password' });
    expect(first.status).toBe(401);
    // After one failure the wait is still 0 s.
    const second = await postJson(app, '/api/admin/login', { username: 'victim', password: 'wrong password' });
    expect(second.status).toBe(401);
    expect(verify).toHaveBeenCalledTimes(2);

    // Now 1 s: even the right password is refused without running argon2.
    const third = await postJson(app, '/api/admin/login', { username: 'victim', password: 'victim password' });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(((await third.json()) as { message: string }).message).toMatch(/1 saniye/);
    expect(sessionCookieOf(third)).toBeUndefined();
    expect(verify).toHaveBeenCalledTimes(2);

    // Another username from the same IP is not slowed down by this pair.
    expect((await postJson(app, '/api/admin/login', { username: 'boss', password: 'boss password' })).status).toBe(200);

    // After the wait, the right password works and resets the pair.
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    const fourth = await postJson(app, '/api/admin/login', { username: 'victim', password: 'victim password' });
    expect(fourth.status).toBe(200);
    const fifth = await postJson(app, '/api/admin/login', { username: 'victim', password: 'wrong password' });
    expect(fifth.status).toBe(401);
  });

  it('throttles parallel guesses like sequential ones: most are refused before hashing', async () => {
    const verify = vi.spyOn(password, 'verifyPassword');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        postJson(app, '/api/admin/login', { username: 'parallel', password: 'guess 1234' }),
      ),
    );
    const statuses = answers.map((response) => response.status).sort();
    // The unknown user goes through the dummy hash; at most the first two (waits 0 s) are checked.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('makes a new session on login and ends the one the browser had', async () => {
    const first = await login(app, 'boss', 'boss password');
    const response = await postJson(
      app,
      '/api/admin/login',
      { username: 'boss', password: 'boss password' },
      { cookie: first },
    );
    expect(response.status).toBe(200);
    const second = sessionCookieOf(response);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await fetch(`${app.url}/api/auth/user`, { headers: { cookie: first } })).status).toBe(401);
    expect((await fetch(`${app.url}/api/auth/user`, { headers: { cookie: second ?? '' } })).status).toBe(200);
  });

  const sessionIdOf = (cookie: string) => createHash('sha256').update(cookie.split('=')[1]).digest('hex');

  it('ends a session idle for more than 30 minutes', async () => {
    const cookie = await login(app, 'boss', 'boss password');
    await query(app.orm, "update sessions set expires_at = now() - interval '1 second' where id = ?", [
      sessionIdOf(cookie),
    ]);
    const response = await fetch(`${app.url}/api/auth/user`, { headers: { cookie } });
    expect(response.status).toBe(401);
    expect(await query(app.orm, 'select id from sessions where id = ?', [sessionIdOf(cookie)])).toEqual([]);
  });

  it('slides the idle expiry to 30 minutes from now', async () => {
    const cookie = await login(app, 'boss', 'boss password');
    const [row] = await query<{ expires_at: Date }>(app.orm, 'select expires_at from sessions where id = ?', [
      sessionIdOf(cookie),
    ]);
    const minutes = (new Date(row.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('ends a session older than 12 hours even while it is in use, and clears the cookie', async () => {
    const cookie = await login(app, 'boss', 'boss password');
    await query(app.orm, "update sessions set created_at = now() - interval '12 hours 1 minute' where id = ?", [
      sessionIdOf(cookie),
    ]);
    const response = await fetch(`${app.url}/api/admin/auth/user`, { headers: { cookie } });
    expect(response.status).toBe(401);
    expect(sessionCookieOf(response)).toBe('session=');
    expect(await query(app.orm, 'select id from sessions where id = ?', [sessionIdOf(cookie)])).toEqual([]);
  });

  it('refuses a made-up session cookie', async () => {
    const response = await fetch(`${app.url}/api/auth/user`, {
      headers: { cookie: 'session=abcdefghijklmnopqrstuvwxyz234567' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Oturum açmanız gerekiyor.' });
  });

  it('answers the same for a wrong password and an unknown user', async () => {
    const wrong = await postJson(app, '/api/admin/login', { username: 'boss', password: 'not the password' });
    const unknown = await postJson(app, '/api/admin/login', { username: 'nobody-here', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await wrong.json();
    expect(wrongBody).toMatchObject({ message: WRONG_CREDENTIALS });
    expect(await unknown.json()).toEqual(wrongBody);
  });
});

describe('login throttling in PostgreSQL: one account from many addresses, several instances', () => {
  let app: TestApp;
  let other: TestApp;

  // Two instances of the app on one database, each with its own connection pool.
  withTwoInstances(
    (started) => {
      ({ app, other } = started);
    },
    {
      env: { TRUST_PROXY: '1' },
      users: [
        { username: 'victim', password: 'victim password', role: 'admin' },
        { username: 'shared', password: 'shared password', role: 'admin' },
      ],
    },
  );

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const tryLogin = (target: TestApp, username: string, password: string, clientIp: string) =>
    postJson(target, '/api/admin/login', { username, password }, { 'x-forwarded-for': clientIp });

  it('locks an account that fails from 20 addresses, for every address, without hashing', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await tryLogin(i % 2 ? other : app, 'victim', 'wrong password', `198.51.100.${i}`);
      expect(response.status).toBe(401);
    }
    const verify = vi.spyOn(password, 'verifyPassword');
    // Even the right password from a fresh address waits, on either instance.
    for (const target of [app, other]) {
      const locked = await tryLogin(target, 'victim', 'victim password', '203.0.113.50');
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe('30');
      expect(sessionCookieOf(locked)).toBeUndefined();
    }
    expect(verify).not.toHaveBeenCalled();
    // Another account is not affected.
    expect((await tryLogin(app, 'shared', 'shared password', '203.0.113.50')).status).toBe(200);

    // 30 s later the right password works and lifts the lockout.
    await query(
      app.orm,
      "update login_throttle_accounts set last_failure_at = last_failure_at - interval '31 seconds'",
    );
    expect((await tryLogin(other, 'victim', 'victim password', '203.0.113.50')).status).toBe(200);
    expect(await query(app.orm, "select 1 from login_throttle_accounts where username = 'victim'")).toEqual([]);
    expect((await tryLogin(app, 'victim', 'wrong password', '203.0.113.51')).status).toBe(401);
  });

  it('device cookies: the right password from a browser that signed in before is never locked out by other failures', async () => {
    await query(app.orm, 'delete from login_throttle_accounts');
    // The admin signs in from their browser: it gets a signed device cookie bound to the username.
    const first = await tryLogin(app, 'victim', 'victim password', '203.0.113.70');
    expect(first.status).toBe(200);
    const setCookie = first.headers.getSetCookie().find((c) => c.startsWith('device='));
    expect(setCookie).toBeDefined();
    const attributes = (setCookie ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/']));
    const device = sessionCookieOf(first, 'device') as string;
    const fromBrowser = (target: TestApp, pw: string, clientIp: string, cookie = device) =>
      postJson(
        target,
        '/api/admin/login',
        { username: 'victim', password: pw },
        { 'x-forwarded-for': clientIp, cookie },
      );

    // Someone else fails 25 times from 25 addresses, and ten times from the admin's own address.
    for (let i = 0; i < 25; i++) await app.deps.throttle.recordFailure('victim', `198.51.100.${100 + i}`);
    for (let i = 0; i < 10; i++) await app.deps.throttle.recordFailure(`other${i}`, '203.0.113.71');
    const verify = vi.spyOn(password, 'verifyPassword');
    // Without the cookie, even the right password waits (and is not hashed).
    expect((await tryLogin(app, 'victim', 'victim password', '203.0.113.71')).status).toBe(429);
    expect(verify).not.toHaveBeenCalled();
    // With it, from any address and on either instance, the right password signs in at once.
    for (const target of [app, other]) {
      const trusted = await fromBrowser(target, 'victim password', '203.0.113.71');
      expect(trusted.status).toBe(200);
      expect(sessionCookieOf(trusted)).toBeDefined();
    }
    // The account lockout for everyone else is still there.
    expect((await tryLogin(other, 'victim', 'victim password', '203.0.113.72')).status).toBe(429);

    // A forged cookie, or one bound to another username, is no device of this one.
    const [name, nonce] = device.slice('device='.length).split('.');
    expect((await fromBrowser(app, 'victim password', '203.0.113.73', `device=${name}.${nonce}.AAAA`)).status).toBe(
      429,
    );
    const shared = await tryLogin(app, 'shared', 'shared password', '203.0.113.74');
    expect(shared.status).toBe(200);
    const sharedDevice = sessionCookieOf(shared, 'device') as string;
    expect((await fromBrowser(app, 'victim password', '203.0.113.75', sharedDevice)).status).toBe(429);
  });

  it('device cookies: a device that fails too often is put on the lockout list, other devices are not', async () => {
    await query(app.orm, 'delete from login_throttle_accounts');
    const signIn = async (clientIp: string) =>
      sessionCookieOf(await tryLogin(app, 'shared', 'shared password', clientIp), 'device') as string;
    const lost = await signIn('192.0.2.60');
    const mine = await signIn('192.0.2.61');
    const withDevice = (pw: string, cookie: string) =>
      postJson(
        app,
        '/api/admin/login',
        { username: 'shared', password: pw },
        { 'x-forwarded-for': '192.0.2.62', cookie },
      );
    // A stolen device cookie gives its thief ten guesses, not more (no growing wait in between).
    for (let i = 0; i < DEVICE_MAX_FAILURES; i++) expect((await withDevice('wrong password', lost)).status).toBe(401);
    const verify = vi.spyOn(password, 'verifyPassword');
    const locked = await withDevice('shared password', lost);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(DEVICE_LOCK_S - 60);
    expect(verify).not.toHaveBeenCalled();
    expect(await query(app.orm, 'select 1 from login_throttle_devices where locked_until > now()')).toHaveLength(1);
    // The admin's other browser is not affected.
    expect((await withDevice('shared password', mine)).status).toBe(200);
    // After the lock, the device gets a fresh budget.
    await query(app.orm, "update login_throttle_devices set locked_until = now() - interval '1 second'");
    expect((await withDevice('shared password', lost)).status).toBe(200);
  });

  it('throttles a username+IP pair across instances', async () => {
    expect((await tryLogin(app, 'shared', 'wrong password', '192.0.2.7')).status).toBe(401);
    expect((await tryLogin(other, 'shared', 'wrong password', '192.0.2.7')).status).toBe(401);
    const third = await tryLogin(app, 'shared', 'shared password', '192.0.2.7');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('1');
    // The same username from another client is not slowed down.
    expect((await tryLogin(other, 'shared', 'shared password', '192.0.2.8')).status).toBe(200);
  });
});

describe('behind https (PUBLIC_URL https://...)', () => {
  let app: TestApp;
  const origin = 'https://ajans.example';

  beforeAll(async () => {
    app = await startTestApp({
      env: { PUBLIC_URL: origin },
      users: [{ username: 'boss', password: 'boss password', role: 'admin' }],
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('sets a Secure __Host- cookie and sends HSTS', async () => {
    const response = await postJson(
      app,
      '/api/admin/login',
      { username: 'boss', password: 'boss password' },
      { origin },
    );
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('__Host-session='));
    expect(setCookie).toBeDefined();
    const attributes = (setCookie ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/);
    // The device cookie too: __Host-, Secure, HttpOnly, SameSite=Strict.
    const device = response.headers.getSetCookie().find((c) => c.startsWith('__Host-device='));
    expect((device ?? '').toLowerCase()).toMatch(/; path=\/;.*; httponly; samesite=strict; secure$/);

    const cookie = sessionCookieOf(response, '__Host-session') ?? '';
    const user = await fetch(`${app.url}/api/admin/auth/user`, { headers: { cookie } });
    expect(user.status).toBe(200);
    // The plain-http cookie name means nothing here.
    const plain = await fetch(`${app.url}/api/admin/auth/user`, {
      headers: { cookie: cookie.replace('__Host-session', 'session') },
    });
    expect(plain.status).toBe(401);
  });

  it('accepts only the configured https origin on POST', async () => {
    const response = await postJson(app, '/api/admin/login', { username: 'boss', password: 'boss password' });
    expect(app.url.startsWith('http://')).toBe(true);
    expect(response.status).toBe(403);
  });
});

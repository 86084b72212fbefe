/**
 * Admin accounts (issue 13) through REST and tRPC on the real app: the password change, the
 * session list, more admins, the second factor (with codes computed here from the secret) and
 * the audit log.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteExpiredAbuseRows } from '../abuse/cleanup.ts';
import { totpCode, totpStep } from '../auth/totp.ts';
import { parseCsv, STRICTLY_QUOTED_CSV } from '../test/csv-reader.ts';
import { adminJson, login, postJson, query, sessionCookieOf, startTestApp, type TestApp } from '../test/harness.ts';

const BOSS = { username: 'boss', password: 'correct horse battery', role: 'admin' as const };
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let app: TestApp;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = <T = Record<string, unknown>>(cookie: string, method: Method, pathname: string, body?: unknown) =>
  adminJson<T>(app, method, pathname, { cookie, body });

/** Signs in with a browser's User-Agent; the answer as well as the cookie. */
/** Another admin, created by the admin of `cookie`, and signed in: their id and session cookie. */
async function addSignedInAdmin(cookie: string, username: string, password: string) {
  const created = await call<{ id: number }>(cookie, 'POST', '/api/admin/users', { username, password });
  return { id: created.body.id, cookie: await login(app, username, password) };
}

async function signIn(username: string, password: string, extra: Record<string, string> = {}) {
  const response = await postJson(app, '/api/admin/login', { username, password, ...extra }, { 'user-agent': CHROME });
  return { response, status: response.status, cookie: sessionCookieOf(response), body: await response.json() };
}

const fieldCode = (body: unknown, field: string) =>
  (body as { fieldErrors?: Record<string, { code: string }> }).fieldErrors?.[field]?.code;

beforeAll(async () => {
  app = await startTestApp({ users: [BOSS] });
});
afterAll(async () => {
  await app?.close();
});
/** The tests fail sign-ins on purpose; each step starts without the growing wait of the ones before. */
async function resetThrottle() {
  await query(app.orm, 'delete from login_throttle_failures');
  await query(app.orm, 'delete from login_throttle_accounts');
  await query(app.orm, 'delete from login_throttle_pairs');
  await query(app.orm, 'delete from login_throttle_devices');
}
beforeEach(resetThrottle);

/** The new session cookie an answer set (the session id rotated), different from the one sent. */
function rotatedCookie(response: Response, sent: string): string {
  const cookie = sessionCookieOf(response);
  expect(cookie).toMatch(/^session=./);
  expect(cookie).not.toBe(sent);
  return cookie as string;
}
const sessionRows = async () =>
  Number(
    (
      await query<{ n: string }>(
        app.orm,
        "select count(*) as n from sessions s join users u on u.id = s.user_id where u.username = 'boss'",
      )
    )[0].n,
  );

describe('account and password', () => {
  it('GET /api/admin/account is the signed-in admin, without secrets', async () => {
    const cookie = await login(app, BOSS.username, BOSS.password);
    const { status, body } = await call(cookie, 'GET', '/api/admin/account');
    expect(status).toBe(200);
    expect(body).toMatchObject({ username: 'boss', totpEnabled: false, recoveryCodesLeft: 0 });
    expect(JSON.stringify(body)).not.toMatch(/hash|secret/i);
  });

  it('refuses a wrong current password, a short, a common and a username-built new one', async () => {
    const cookie = await login(app, BOSS.username, BOSS.password);
    const change = (currentPassword: string, newPassword: string) =>
      call(cookie, 'PUT', '/api/admin/account/password', { currentPassword, newPassword });
    const wrong = await change('not the password', 'a perfectly fine passphrase');
    expect(wrong.status).toBe(400);
    expect(fieldCode(wrong.body, 'currentPassword')).toBe('account.currentPassword');
    const short = await change(BOSS.password, 'short1!');
    expect(fieldCode(short.body, 'newPassword')).toBe('account.passwordLength');
    const common = await change(BOSS.password, 'qwertyuiop123');
    expect(common.status).toBe(400);
    expect(fieldCode(common.body, 'newPassword')).toBe('account.passwordCommon');
    const fromName = await change(BOSS.password, 'Boss.2026!!!!');
    expect(fieldCode(fromName.body, 'newPassword')).toBe('account.passwordUsername');
    // Nothing changed: the old password still signs in.
    expect((await signIn(BOSS.username, BOSS.password)).status).toBe(200);
  });

  it('a new password ends every other session of the admin; the current one goes on under a new id', async () => {
    const other = await login(app, BOSS.username, BOSS.password);
    const old = await login(app, BOSS.username, BOSS.password);
    const newPassword = 'lantern orbit velvet 42';
    const changed = await call(old, 'PUT', '/api/admin/account/password', {
      currentPassword: BOSS.password,
      newPassword,
    });
    expect(changed.status).toBe(200);
    const cookie = rotatedCookie(changed.response, old);
    expect((await call(cookie, 'GET', '/api/admin/account')).status).toBe(200);
    expect((await call(old, 'GET', '/api/admin/account')).status).toBe(401);
    expect((await call(other, 'GET', '/api/admin/account')).status).toBe(401);
    expect(await sessionRows()).toBe(1);
    expect((await signIn(BOSS.username, BOSS.password)).status).toBe(401);
    expect((await signIn(BOSS.username, newPassword)).status).toBe(200);
    // Back to the first password for the other tests.
    const back = await call(cookie, 'PUT', '/api/admin/account/password', {
      currentPassword: newPassword,
      newPassword: BOSS.password,
    });
    expect(back.status).toBe(200);
  });
});

describe('sessions', () => {
  it('lists the admin’s sessions with a public id, times, IP and browser; ends one', async () => {
    const first = await signIn(BOSS.username, BOSS.password);
    const second = await signIn(BOSS.username, BOSS.password);
    const cookie = second.cookie as string;
    const { status, body } = await call<Array<Record<string, unknown>>>(cookie, 'GET', '/api/admin/account/sessions');
    expect(status).toBe(200);
    const current = body.filter((session) => session.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ browser: 'Chrome 131 · Windows', ip: expect.stringMatching(/127\.0\.0\.1/) });
    const token = cookie.split('=')[1];
    for (const session of body) {
      expect(session.id).toMatch(/^[0-9a-f]{32}$/);
      expect(JSON.stringify(session)).not.toContain(token);
    }
    // The first sign-in's session is another row of the list: end it.
    const firstToken = (first.cookie as string).split('=')[1];
    const [{ public_id: firstId }] = await query<{ public_id: string }>(
      app.orm,
      "select public_id from sessions where id = encode(sha256(convert_to(?, 'UTF8')), 'hex')",
      [firstToken],
    );
    expect(body.map((session) => session.id)).toContain(firstId);
    expect((await call(cookie, 'DELETE', `/api/admin/account/sessions/${firstId}`)).status).toBe(200);
    expect((await call(first.cookie as string, 'GET', '/api/admin/account')).status).toBe(401);
    expect((await call(cookie, 'DELETE', `/api/admin/account/sessions/${firstId}`)).status).toBe(404);
    expect((await call(cookie, 'DELETE', '/api/admin/account/sessions/not-an-id')).status).toBe(400);
  });
});

describe('more admins', () => {
  it('adds an admin under the password rules; a taken username is 409', async () => {
    const cookie = await login(app, BOSS.username, BOSS.password);
    const weak = await call(cookie, 'POST', '/api/admin/users', { username: 'ayse', password: 'password1234' });
    expect(weak.status).toBe(400);
    expect(fieldCode(weak.body, 'password')).toBe('account.passwordCommon');
    const created = await call(cookie, 'POST', '/api/admin/users', {
      username: 'Ayse',
      email: 'ayse@example.com',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      password: 'river stone autumn 7',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: 'ayse', firstName: 'Ayşe', disabled: false, totpEnabled: false });
    const again = await call(cookie, 'POST', '/api/admin/users', {
      username: 'ayse',
      password: 'river stone autumn 8',
    });
    expect(again.status).toBe(409);
    const list = await call<Array<{ username: string }>>(cookie, 'GET', '/api/admin/users');
    expect(list.body.map((user) => user.username)).toEqual(['boss', 'ayse']);
    expect((await signIn('ayse', 'river stone autumn 7')).status).toBe(200);
  });

  it('disabling an admin ends their sessions at once and keeps them out; nobody disables or deletes themselves', async () => {
    const cookie = await login(app, BOSS.username, BOSS.password);
    const { id, cookie: theirs } = await addSignedInAdmin(cookie, 'mehmet', 'copper meadow signal 9');
    const disabled = await call(cookie, 'PUT', `/api/admin/users/${id}`, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ disabled: true });
    expect((await call(theirs, 'GET', '/api/admin/account')).status).toBe(401);
    const refused = await signIn('mehmet', 'copper meadow signal 9');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const [{ id: bossId }] = await query<{ id: number }>(app.orm, "select id from users where username = 'boss'");
    expect((await call(cookie, 'PUT', `/api/admin/users/${bossId}`, { disabled: true })).status).toBe(409);
    expect((await call(cookie, 'DELETE', `/api/admin/users/${bossId}`)).status).toBe(409);

    expect((await call(cookie, 'DELETE', `/api/admin/users/${id}`)).status).toBe(200);
    expect((await call(cookie, 'DELETE', `/api/admin/users/${id}`)).status).toBe(404);
  });

  it('two admins disabling each other at the same time: one wins, the last active admin stays (409)', async () => {
    const cookie = await login(app, BOSS.username, BOSS.password);
    // Only boss and a second admin active.
    await query(app.orm, "update users set disabled = true where username <> 'boss'");
    const { id: secondId, cookie: theirs } = await addSignedInAdmin(cookie, 'zeynep', 'harbor lilac thunder 3');
    const [{ id: bossId }] = await query<{ id: number }>(app.orm, "select id from users where username = 'boss'");
    const answers = await Promise.all([
      call(cookie, 'PUT', `/api/admin/users/${secondId}`, { disabled: true }),
      call(theirs, 'PUT', `/api/admin/users/${bossId}`, { disabled: true }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const active = await query(app.orm, "select id from users where role = 'admin' and not disabled");
    expect(active).toHaveLength(1);
    await query(app.orm, "update users set disabled = false where username = 'boss'");
  });
});

describe('profile pictures', () => {
  it('profileImageUrl takes only https: URLs or our media (/uploads/…): /api/logout, javascript: and http: are 400', async () => {
    const cookie = await login(app, BOSS.username, BOSS.password);
    const create = (username: string, profileImageUrl: string) =>
      call(cookie, 'POST', '/api/admin/users', { username, password: 'picture frame harbor 7', profileImageUrl });
    for (const bad of [
      '/api/logout',
      'javascript:alert(1)',
      'http://cdn.example/a.png',
      '//evil.example/a.png',
      '/uploads/../api/logout',
      'https://user:pw@cdn.example/a.png',
      'data:image/png;base64,AAAA',
    ]) {
      const refused = await create('pic-bad', bad);
      expect(refused.status, bad).toBe(400);
      expect(fieldCode(refused.body, 'profileImageUrl'), bad).toBeDefined();
    }
    const https = await create('pic-https', 'https://cdn.example/a.png');
    expect(https.status).toBe(201);
    const media = await create('pic-media', '/uploads/0b5e1f2a-1c2d-4e5f-8a9b-0c1d2e3f4a5b.webp');
    expect(media.status).toBe(201);
    const id = (media.body as { id: number }).id;
    expect((await call(cookie, 'PUT', `/api/admin/users/${id}`, { profileImageUrl: '/api/logout' })).status).toBe(400);
    // A value stored before the rule is never handed to a browser.
    await query(app.orm, "update users set profile_image_url = '/api/logout' where id = ?", [id]);
    const listed = await call<Array<{ id: number; profileImageUrl: string | null }>>(cookie, 'GET', '/api/admin/users');
    expect(listed.body.find((user) => user.id === id)?.profileImageUrl).toBeNull();
    await query(app.orm, "delete from users where username like 'pic-%'");
  });
});

describe('second factor (TOTP)', () => {
  it('set up with the password and a computed code; then the login needs a code or a recovery code, each once', async () => {
    let cookie = await login(app, BOSS.username, BOSS.password);
    const setup = await call<{ secret: string; otpauthUrl: string; qrCode: string }>(
      cookie,
      'POST',
      '/api/admin/account/totp',
    );
    expect(setup.status).toBe(200);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = setup.body.secret;
    const wrong = await call(cookie, 'POST', '/api/admin/account/totp/confirm', {
      code: totpCode(secret, totpStep(Date.now()) + 5),
      password: BOSS.password,
    });
    expect(wrong.status).toBe(400);
    expect((await call(cookie, 'GET', '/api/admin/account')).body).toMatchObject({ totpEnabled: false });
    // A stolen session cannot bind its own authenticator: the right code without the password
    // (or with a wrong one) turns nothing on.
    const right = () => totpCode(secret, totpStep(Date.now()));
    const noPassword = await call(cookie, 'POST', '/api/admin/account/totp/confirm', { code: right() });
    expect(noPassword.status).toBe(400);
    expect(fieldCode(noPassword.body, 'password')).toBeDefined();
    const wrongPassword = await call(cookie, 'POST', '/api/admin/account/totp/confirm', {
      code: right(),
      password: 'not the password',
    });
    expect(wrongPassword.status).toBe(400);
    expect(fieldCode(wrongPassword.body, 'password')).toBe('account.currentPassword');
    expect((await call(cookie, 'GET', '/api/admin/account')).body).toMatchObject({ totpEnabled: false });
    await resetThrottle();

    const other = await login(app, BOSS.username, BOSS.password);
    const confirmed = await call<{ recoveryCodes: string[] }>(cookie, 'POST', '/api/admin/account/totp/confirm', {
      code: right(),
      password: BOSS.password,
    });
    expect(confirmed.status).toBe(200);
    // Turning it on ends the other sessions and rotates this one.
    const stale = cookie;
    cookie = rotatedCookie(confirmed.response, stale);
    expect((await call(stale, 'GET', '/api/admin/account')).status).toBe(401);
    expect((await call(other, 'GET', '/api/admin/account')).status).toBe(401);
    expect(await sessionRows()).toBe(1);
    const codes = confirmed.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await query<{ code_hash: string }>(app.orm, 'select code_hash from user_recovery_codes');
    expect(stored.map((row) => row.code_hash)).not.toContain(codes[0]);
    expect((await call(cookie, 'GET', '/api/admin/account')).body).toMatchObject({
      totpEnabled: true,
      recoveryCodesLeft: 10,
    });
    // While it is on, a new setup (another phone) is refused: turning it off needs the password.
    expect((await call(cookie, 'POST', '/api/admin/account/totp')).status).toBe(409);

    // Password alone: 401 TOTP_REQUIRED and no session.
    const alone = await signIn(BOSS.username, BOSS.password);
    expect(alone.status).toBe(401);
    expect(alone.body).toMatchObject({ code: 'TOTP_REQUIRED' });
    expect(alone.cookie).toBeUndefined();
    // A wrong code: refused like a wrong password.
    const bad = await signIn(BOSS.username, BOSS.password, { totp: totpCode(secret, totpStep(Date.now()) + 7) });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    // The next step's code (the confirmation used the current one): in, and only once.
    await resetThrottle();
    const code = totpCode(secret, totpStep(Date.now()) + 1);
    const good = await signIn(BOSS.username, BOSS.password, { totp: code });
    expect(good.status).toBe(200);
    expect(good.cookie).toBeDefined();
    expect((await signIn(BOSS.username, BOSS.password, { totp: code })).status).toBe(401);
    await resetThrottle();
    // A recovery code works once, written with any case and spaces.
    const recovery = codes[3].toUpperCase().replace('-', ' ');
    expect((await signIn(BOSS.username, BOSS.password, { recoveryCode: recovery })).status).toBe(200);
    expect((await signIn(BOSS.username, BOSS.password, { recoveryCode: codes[3] })).status).toBe(401);
    await resetThrottle();

    // Turning it off needs the password.
    const signedIn = good.cookie as string;
    const refused = await call(signedIn, 'DELETE', '/api/admin/account/totp', { password: 'wrong password here' });
    expect(refused.status).toBe(400);
    const otherDevice = (await signIn(BOSS.username, BOSS.password, { recoveryCode: codes[5] })).cookie as string;
    const off = await call(signedIn, 'DELETE', '/api/admin/account/totp', { password: BOSS.password });
    expect(off.status).toBe(200);
    // Turning it off ends the other sessions and rotates this one too.
    const afterOff = rotatedCookie(off.response, signedIn);
    expect((await call(signedIn, 'GET', '/api/admin/account')).status).toBe(401);
    expect((await call(otherDevice, 'GET', '/api/admin/account')).status).toBe(401);
    expect((await call(afterOff, 'GET', '/api/admin/account')).body).toMatchObject({ totpEnabled: false });
    expect((await signIn(BOSS.username, BOSS.password)).status).toBe(200);
    expect(await query(app.orm, 'select id from user_recovery_codes')).toHaveLength(0);
  });
});

describe('resetting another admin’s two-step verification', () => {
  it('another admin resets it (audited, on REST and tRPC): secret and recovery codes gone, their sessions end; not your own', async () => {
    const cookie = await login(app, BOSS.username, BOSS.password);
    // Their TOTP is on (with a recovery code) and they have a session.
    const { id, cookie: theirs } = await addSignedInAdmin(cookie, 'lostphone', 'drifting compass 88');
    await query(app.orm, "update users set totp_secret = 'JBSWY3DPEHPK3PXP' where id = ?", [id]);
    await query(app.orm, "insert into user_recovery_codes (user_id, code_hash) values (?, 'x')", [id]);
    expect((await signIn('lostphone', 'drifting compass 88')).body).toMatchObject({ code: 'TOTP_REQUIRED' });
    await resetThrottle();

    const reset = await call<{ totpEnabled: boolean }>(cookie, 'DELETE', `/api/admin/users/${id}/totp`);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ id, totpEnabled: false });
    expect((await call(theirs, 'GET', '/api/admin/account')).status).toBe(401);
    expect(await query(app.orm, 'select 1 from user_recovery_codes where user_id = ?', [id])).toHaveLength(0);
    expect((await signIn('lostphone', 'drifting compass 88')).status).toBe(200);
    const [entry] = await query<{ actor_id: number; action: string; target: string }>(
      app.orm,
      "select actor_id, action, target from audit_log where action = 'users.resetTotp' order by id desc limit 1",
    );
    expect(entry).toMatchObject({ action: 'users.resetTotp', target: String(id) });
    const [{ id: bossId }] = await query<{ id: number }>(app.orm, "select id from users where username = 'boss'");
    expect(entry.actor_id).toBe(bossId);

    // The same on tRPC.
    await query(app.orm, "update users set totp_secret = 'JBSWY3DPEHPK3PXP' where id = ?", [id]);
    const trpc = await fetch(`${app.url}/trpc/users.resetTotp`, {
      method: 'POST',
      headers: { origin: app.url, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
    expect(trpc.status).toBe(200);
    expect(
      (await query<{ totp_secret: string | null }>(app.orm, 'select totp_secret from users where id = ?', [id]))[0]
        .totp_secret,
    ).toBeNull();

    // Your own goes through the account screen (with the password).
    expect((await call(cookie, 'DELETE', `/api/admin/users/${bossId}/totp`)).status).toBe(409);
    expect((await call(cookie, 'DELETE', '/api/admin/users/999999/totp')).status).toBe(404);
    await call(cookie, 'DELETE', `/api/admin/users/${id}`);
  });
});

describe('audit log', () => {
  it('records sign-ins (failed ones too), sign-outs and writes, never a password or code', async () => {
    await signIn(BOSS.username, 'a wrong password');
    const before = await login(app, BOSS.username, BOSS.password);
    await call(before, 'PUT', '/api/admin/settings', { site_name: 'Ajans Denetim' });
    const changed = await call(before, 'PUT', '/api/admin/account/password', {
      currentPassword: BOSS.password,
      newPassword: BOSS.password,
    });
    const cookie = rotatedCookie(changed.response, before);
    const other = await login(app, BOSS.username, BOSS.password);
    await postJson(app, '/api/logout', {}, { cookie: other });

    const { status, body } = await call<Array<Record<string, unknown>>>(cookie, 'GET', '/api/admin/audit?pageSize=200');
    expect(status).toBe(200);
    const actions = body.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['auth.login', 'auth.loginFailed', 'auth.logout', 'settings.admin.update']),
    );
    const settings = body.find((entry) => entry.action === 'settings.admin.update');
    expect(settings).toMatchObject({ actor: 'boss', ip: expect.stringMatching(/127\.0\.0\.1/) });
    expect(settings?.summary).toContain('site_name: "Ajans Denetim"');
    const failed = body.find((entry) => entry.action === 'auth.loginFailed');
    expect(failed).toMatchObject({ actor: 'boss', actorId: expect.any(Number) });
    const password = body.find((entry) => entry.action === 'account.changePassword');
    expect(password?.summary).toBe('currentPassword: ***, newPassword: ***');
    const everything = JSON.stringify(await query(app.orm, 'select * from audit_log'));
    for (const secret of [BOSS.password, 'a wrong password', 'lantern orbit velvet 42']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('filters by actor, action prefix and date; exports CSV (itself recorded); no route changes an entry', async () => {
    const cookie = await login(app, BOSS.username, BOSS.password);
    const today = new Date().toISOString().slice(0, 10);
    const [{ id: bossId }] = await query<{ id: number }>(app.orm, "select id from users where username = 'boss'");
    const auth = await call<Array<{ action: string }>>(
      cookie,
      'GET',
      `/api/admin/audit?action=auth.&actorId=${bossId}&from=${today}&to=${today}`,
    );
    expect(auth.status).toBe(200);
    expect(auth.body.length).toBeGreaterThan(0);
    expect(auth.body.every((entry) => entry.action.startsWith('auth.'))).toBe(true);
    const tomorrow = await call<unknown[]>(cookie, 'GET', '/api/admin/audit?from=2999-01-01');
    expect(tomorrow.body).toEqual([]);
    expect((await call(cookie, 'GET', '/api/admin/audit?from=yesterday')).status).toBe(400);

    const csv = await fetch(`${app.url}/api/admin/audit/export?action=auth.`, { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await csv.text();
    expect(text.replace(/^\uFEFF/, '')).toMatch(STRICTLY_QUOTED_CSV);
    const rows = parseCsv(text.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['time', 'actor', 'actor_id', 'actor_now', 'action', 'target', 'ip', 'summary']);
    expect(rows.length).toBeGreaterThan(1);
    const exports = await call<Array<{ action: string }>>(cookie, 'GET', '/api/admin/audit?action=audit.export');
    expect(exports.body).toHaveLength(1);

    const [{ count }] = await query<{ count: string }>(app.orm, 'select count(*) from audit_log');
    for (const method of ['PUT', 'DELETE'] as const) {
      const answer = await call(cookie, method, '/api/admin/audit', {});
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const [{ count: after }] = await query<{ count: string }>(app.orm, 'select count(*) from audit_log');
    expect(after).toBe(count);
  });

  it('is keyed by actor id: a renamed admin keeps their entries, a new admin taking the old name gets none of them', async () => {
    const cookie = await login(app, BOSS.username, BOSS.password);
    const { id: firstId, cookie: theirs } = await addSignedInAdmin(cookie, 'rename-me', 'copper kettle dawn 31');
    await call(theirs, 'PUT', '/api/admin/settings', { site_name: 'Ajans Önce' });
    // Any admin renames them; a new admin takes the old name and acts too.
    expect((await call(cookie, 'PUT', `/api/admin/users/${firstId}`, { username: 'renamed' })).status).toBe(200);
    const { id: impostorId, cookie: impostorCookie } = await addSignedInAdmin(
      cookie,
      'rename-me',
      'copper kettle dusk 32',
    );
    await call(impostorCookie, 'PUT', '/api/admin/settings', { site_name: 'Ajans Sonra' });

    type Entry = { actorId: number; actor: string; actorNow: string | null; action: string; summary: string };
    const first = await call<Entry[]>(cookie, 'GET', `/api/admin/audit?actorId=${firstId}`);
    expect(first.status).toBe(200);
    expect(first.body.length).toBeGreaterThan(0);
    expect(first.body.every((entry) => entry.actorId === firstId)).toBe(true);
    const update = first.body.find((entry) => entry.action === 'settings.admin.update');
    // The name at the time, and the name now beside it.
    expect(update).toMatchObject({ actor: 'rename-me', actorNow: 'renamed', summary: expect.stringContaining('Önce') });
    expect(JSON.stringify(first.body)).not.toContain('Ajans Sonra');
    const second = await call<Entry[]>(cookie, 'GET', `/api/admin/audit?actorId=${impostorId}`);
    expect(second.body.some((entry) => entry.summary.includes('Ajans Sonra'))).toBe(true);
    expect(second.body.every((entry) => entry.actorId === impostorId && entry.actorNow === null)).toBe(true);
    // On tRPC too, and the old name filter is gone (strict input).
    const trpcInput = encodeURIComponent(JSON.stringify({ actorId: firstId }));
    const trpc = await fetch(`${app.url}/trpc/audit.list?input=${trpcInput}`, { headers: { cookie } });
    expect(trpc.status).toBe(200);
    expect((await call(cookie, 'GET', '/api/admin/audit?actorId=abc')).status).toBe(400);
    const csv = parseCsv(
      (
        await (await fetch(`${app.url}/api/admin/audit/export?actorId=${firstId}`, { headers: { cookie } })).text()
      ).replace(/^\uFEFF/, ''),
    );
    expect(csv.slice(1).every((row) => row[2] === String(firstId))).toBe(true);
    expect(csv.slice(1).some((row) => row[1] === 'rename-me' && row[3] === 'renamed')).toBe(true);
    await call(cookie, 'DELETE', `/api/admin/users/${firstId}`);
    await call(cookie, 'DELETE', `/api/admin/users/${impostorId}`);
  });

  it('entries older than two years are removed by the periodic clean-up, newer ones stay', async () => {
    await query(
      app.orm,
      `insert into audit_log (at, actor_name, action, summary) values
        (now() - interval '731 days', 'boss', 'settings.admin.update', 'old'),
        (now() - interval '729 days', 'boss', 'settings.admin.update', 'kept')`,
    );
    await deleteExpiredAbuseRows(app.orm.em.fork());
    const rows = await query<{ summary: string }>(
      app.orm,
      "select summary from audit_log where summary in ('old', 'kept')",
    );
    expect(rows.map((row) => row.summary)).toEqual(['kept']);
  });

  it('a tRPC mutation is recorded like its REST twin', async () => {
    const cookie = await login(app, BOSS.username, BOSS.password);
    const answer = await fetch(`${app.url}/trpc/settings.admin.update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url, cookie },
      body: JSON.stringify({ site_name: 'Ajans tRPC' }),
    });
    expect(answer.status).toBe(200);
    const { body } = await call<Array<{ action: string; summary: string }>>(
      cookie,
      'GET',
      '/api/admin/audit?action=settings.admin.update',
    );
    expect(body[0].summary).toContain('site_name: "Ajans tRPC"');
  });
});

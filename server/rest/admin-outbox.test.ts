/**
 * The outbox's admin calls (issue 12) on both transports: admin only, the paged list with its
 * status filter, "send again" for a failed mail, "send a test mail", and whether mail is configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, login, postJson, query, startTestApp, type TestApp } from '../test/harness.ts';

const ADMIN = { username: 'boss', password: 'correct horse battery', role: 'admin' as const };
const USER = { username: 'visitor', password: 'correct horse battery', role: 'user' as const };
let app: TestApp;
let adminCookie: string;
let userCookie: string;

beforeAll(async () => {
  app = await startTestApp({ users: [ADMIN, USER] });
  adminCookie = await login(app, ADMIN.username, ADMIN.password);
  userCookie = await login(app, USER.username, USER.password);
});
afterAll(async () => {
  await app?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', pathname: string, cookie?: string, body?: unknown) =>
  adminRequest(app, method, pathname, { cookie, body });

describe('the outbox admin calls', () => {
  it.each<['GET' | 'POST', string]>([
    ['GET', '/api/admin/outbox'],
    ['GET', '/api/admin/outbox/status'],
    ['POST', '/api/admin/outbox/test'],
    ['POST', '/api/admin/outbox/1/retry'],
  ])('%s %s: 401 without a session, 403 for a non-admin, nothing queued', async (method, pathname) => {
    expect((await call(method, pathname, undefined, method === 'POST' ? {} : undefined)).status).toBe(401);
    expect((await call(method, pathname, userCookie, method === 'POST' ? {} : undefined)).status).toBe(403);
    expect(await query(app.orm, 'select id from mail_outbox')).toEqual([]);
  });

  it('tRPC: the same procedures are admin only', async () => {
    const list = await fetch(`${app.url}/trpc/outbox.admin.list`, { headers: { cookie: userCookie } });
    expect(list.status).toBe(403);
    const test = await fetch(`${app.url}/trpc/outbox.admin.sendTest`, {
      method: 'POST',
      headers: { origin: app.url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(test.status).toBe(401);
  });

  it('says mail is not configured without SMTP_URL', async () => {
    const response = await call('GET', '/api/admin/outbox/status', adminCookie);
    expect(await response.json()).toEqual({ configured: false, from: 'no-reply@127.0.0.1', waiting: 0 });
  });

  it('a test mail goes to contact_email (or a given address) and waits, pending, in the list', async () => {
    const queued = await call('POST', '/api/admin/outbox/test', adminCookie, {});
    expect(queued.status).toBe(200);
    expect(await queued.json()).toMatchObject({
      kind: 'test',
      recipient: 'teklif@tbtdijital.com.tr',
      status: 'pending',
    });
    const other = await call('POST', '/api/admin/outbox/test', adminCookie, { to: 'ops@example.com' });
    expect(await other.json()).toMatchObject({ recipient: 'ops@example.com' });
    expect((await call('POST', '/api/admin/outbox/test', adminCookie, { to: 'not an address' })).status).toBe(400);
    expect((await call('POST', '/api/admin/outbox/test', adminCookie, { to: 'a@b.c', cc: 'x@y.z' })).status).toBe(400);

    const page = await call('GET', '/api/admin/outbox?pageSize=1', adminCookie);
    expect(page.headers.get('x-total-count')).toBe('2');
    expect(((await page.json()) as Array<{ recipient: string }>).map((item) => item.recipient)).toEqual([
      'ops@example.com',
    ]);
    const trpc = await fetch(
      `${app.url}/trpc/outbox.admin.list?input=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`,
      { headers: { cookie: adminCookie } },
    );
    expect(((await trpc.json()) as { result: { data: { total: number } } }).result.data.total).toBe(2);
  });

  it('send again: a failed mail becomes pending with its tries counted afresh; any other status is 409', async () => {
    await call('POST', '/api/admin/outbox/test', adminCookie, { to: 'failed@example.com' });
    const [{ id }] = await query<{ id: number }>(
      app.orm,
      "update mail_outbox set status = 'failed', attempts = 3, last_error = '550 no such user' where recipient = 'failed@example.com' returning id",
    );
    const failedList = (await (await call('GET', '/api/admin/outbox?status=failed', adminCookie)).json()) as Array<{
      id: number;
      lastError: string;
      attempts: number;
    }>;
    expect(failedList).toMatchObject([{ id, lastError: '550 no such user', attempts: 3 }]);
    const retried = await call('POST', `/api/admin/outbox/${id}/retry`, adminCookie);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ id, status: 'pending', attempts: 0 });
    expect((await call('POST', `/api/admin/outbox/${id}/retry`, adminCookie)).status).toBe(409);
    expect((await call('POST', '/api/admin/outbox/999999/retry', adminCookie)).status).toBe(404);
  });

  it('the public contact call still answers as before', async () => {
    const response = await postJson(app, '/api/contact', {
      name: 'Ali Veli',
      email: 'ali@example.com',
      phone: '+90 555 555 55 55',
      subject: 'Merhaba',
      message: 'Bir web sitesi yaptırmak istiyoruz.',
    });
    expect(response.status).toBe(201);
  });
});

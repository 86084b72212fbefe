/**
 * Regression tests of issue 10's input defects, on the real app over HTTP (REST and tRPC):
 * a malformed Cookie header, U+0000 in any text or path parameter, loose ids, content keys that
 * name JavaScript object internals. Each answered 500 or was accepted before the fix.
 */
import { describe, expect, it } from 'vitest';
import { readCookie } from '../../auth/session-middleware.ts';
import { postJson, query, type TestApp, withAdminApp } from '../harness.ts';
import { VALID_CONTACT } from '../valid-inputs.ts';

let app: TestApp;
let cookie: string;

function send(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${pathname}`, {
    method,
    headers: {
      origin: app.url,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const asAdmin = (method: string, pathname: string, body?: unknown) => send(method, pathname, body, { cookie });
const count = async (table: string) =>
  Number((await query<{ n: string }>(app.orm, `select count(*) as n from ${table}`))[0].n);

withAdminApp((started) => {
  ({ app, cookie } = started);
});

describe('a Cookie header that cannot be parsed is an anonymous visitor', () => {
  it.each(['session=%%%', 'session=%E0%A4%A', 'a=%%; session=%', '%%%=%%%', 'session'])('%s', async (header) => {
    const publicRead = await send('GET', '/api/settings', undefined, { cookie: header });
    expect(publicRead.status).toBe(200);
    const user = await send('GET', '/api/auth/user', undefined, { cookie: header });
    expect(user.status).toBe(401);
    const trpc = await send('GET', '/trpc/auth.user', undefined, { cookie: header });
    expect(trpc.status).toBe(401);
    const contact = await send('POST', '/api/contact', VALID_CONTACT, { cookie: header });
    expect(contact.status).toBe(201);
  });

  it("someone else's broken cookie does not sign the admin out", async () => {
    const response = await send('GET', '/api/admin/auth/user', undefined, { cookie: `tracker=%%%; ${cookie}` });
    expect(response.status).toBe(200);
  });

  it('readCookie decodes only the named cookie', () => {
    expect(readCookie('a=%%; session=abc', 'session')).toBe('abc');
    expect(readCookie('session="abc"', 'session')).toBe('abc');
    expect(readCookie('session=%%%', 'session')).toBeNull();
    expect(readCookie('xsession=abc', 'session')).toBeNull();
    expect(readCookie(undefined, 'session')).toBeNull();
  });
});

describe('U+0000 in any text answers 400 and stores nothing', () => {
  const valid = VALID_CONTACT;

  it.each(Object.keys(valid))('contact field %s', async (field) => {
    const before = await count('contact_messages');
    const response = await postJson(app, '/api/contact', { ...valid, [field]: `x\u0000${'y'.repeat(12)}` });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string; fieldErrors: Record<string, unknown> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/U\+0000/);
    expect(body.fieldErrors).toEqual({ [field]: { code: 'NUL_CHARACTER', message: body.message } });
    expect(await count('contact_messages')).toBe(before);
  });

  it('newsletter e-mail, login, a key of an object', async () => {
    expect((await postJson(app, '/api/newsletter', { email: 'a\u0000@example.com' })).status).toBe(400);
    expect((await postJson(app, '/api/admin/login', { username: 'bo\u0000ss', password: 'x' })).status).toBe(400);
    expect((await postJson(app, '/api/contact', { ...valid, 'k\u0000': 1 })).status).toBe(400);
  });

  it('a path parameter: GET /api/services/slug/%00 and the tRPC query', async () => {
    expect((await send('GET', '/api/services/slug/%00')).status).toBe(400);
    expect((await send('GET', '/api/services/slug/web%00')).status).toBe(400);
    const input = encodeURIComponent(JSON.stringify({ slug: '\u0000' }));
    expect((await send('GET', `/trpc/services.bySlug?input=${input}`)).status).toBe(400);
  });

  it('admin texts: content values and service fields', async () => {
    const items = (await (await asAdmin('GET', '/api/admin/content/tr')).json()) as Array<{ id: number }>;
    const id = items[0].id;
    expect((await asAdmin('PUT', `/api/admin/content/${id}`, { value: 'a\u0000b' })).status).toBe(400);
    expect(
      (
        await asAdmin('POST', '/api/admin/services', {
          title: 'T\u0000',
          slug: 'nul-test',
          description: 'd',
          icon: 'code',
        })
      ).status,
    ).toBe(400);
    expect(await count("services where slug = 'nul-test'")).toBe(0);
  });
});

describe('strict ids and content keys', () => {
  it.each([
    ['[999999]', [999999]],
    ['"1e3"', '1e3'],
    ['" 7"', ' 7'],
    ['"0x10"', '0x10'],
    ['true', true],
    ['1.5', 1.5],
    ['0', 0],
    ['"007"', '007'],
  ])('id %s is refused with 400 (tRPC)', async (_name, id) => {
    const response = await send('POST', '/trpc/content.admin.delete', { id }, { cookie });
    expect(response.status).toBe(400);
  });

  it.each(['1e3', '%207', '0x10', '007', '-1', '1.0', '99999999999'])('path id %s is refused with 400', async (id) => {
    const response = await asAdmin('DELETE', `/api/admin/content/${id}`);
    expect(response.status).toBe(400);
  });

  it.each(['__proto__', '.a', 'a..b', 'a.', '_x', 'a.__proto__', '1abc'])('content key %s is refused', async (key) => {
    const response = await asAdmin('POST', '/api/admin/content', { key, value: 'v', language: 'tr' });
    expect(response.status).toBe(400);
  });

  it('an ordinary key is still accepted', async () => {
    const response = await asAdmin('POST', '/api/admin/content', {
      key: 'promo.extra_line-2',
      value: 'v',
      language: 'tr',
    });
    expect(response.status).toBe(201);
  });
});

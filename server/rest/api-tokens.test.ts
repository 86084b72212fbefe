/**
 * API tokens (issue 23) over a real server and PostgreSQL: made, used and revoked (refused from
 * the next request on), each scope's allowed and refused calls generated over the REST route
 * table, tokens in the URL or a cookie refused, no Origin needed with a bearer token, writes
 * audited under the token's name, expiry, and the per-token rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_SCOPES, type TokenScope } from '../../src/shared/api-tokens.ts';
import { tokenScopeFor } from '../auth/token-scopes.ts';
import { adminJson, login, query, startTestApp, type TestApp } from '../test/harness.ts';
import { type RestRoute, restRoutes } from './routes.ts';

const ADMIN = { username: 'boss', password: 'correct horse battery', role: 'admin' as const };
let app: TestApp;
let adminCookie: string;
let messageId: number;

type Created = { id: number; token: string; name: string; scopes: TokenScope[]; prefix: string };

async function createToken(name: string, scopes: TokenScope[], expiresAt?: string): Promise<Created> {
  const { status, body } = await adminJson<Created>(app, 'POST', '/api/admin/tokens', {
    cookie: adminCookie,
    body: { name, scopes, ...(expiresAt ? { expiresAt } : {}) },
  });
  expect(status).toBe(201);
  return body;
}

/** A request the way an integrator's script makes it: the bearer token, no Origin, no cookie. */
function withToken(
  token: string,
  method: string,
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${app.url}${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  app = await startTestApp({ users: [ADMIN] });
  adminCookie = await login(app, ADMIN.username, ADMIN.password);
  const [row] = await query<{ id: number }>(
    app.orm,
    `insert into contact_messages (name, email, phone, subject, message, status, created_at)
    values ('Ayşe', 'ayse@example.com', '555', 'Konu', 'Bir mesaj metni', 'new', now()) returning id`,
  );
  messageId = row.id;
});
afterAll(async () => {
  await app?.close();
});

describe('an API token', () => {
  it('is made once, used without Origin, listed without its secret, and refused at once after a revoke', async () => {
    const created = await createToken('CRM', ['leads:read']);
    expect(created.token).toMatch(/^ajt_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(`${created.prefix}_`)).toBe(true);
    const [stored] = await query<{ token_hash: string }>(app.orm, 'select token_hash from api_tokens where id = ?', [
      created.id,
    ]);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(created.token.slice(13));

    const contacts = await withToken(created.token, 'GET', '/api/admin/contacts');
    expect(contacts.status).toBe(200);
    expect(Array.isArray(await contacts.json())).toBe(true);
    // tRPC takes the same token.
    expect((await withToken(created.token, 'GET', '/trpc/contact.admin.newMessageCount')).status).toBe(200);

    const list = await adminJson<Record<string, unknown>[]>(app, 'GET', '/api/admin/tokens', { cookie: adminCookie });
    const listed = list.body.find((token) => token.id === created.id);
    expect(listed).toMatchObject({ name: 'CRM', scopes: ['leads:read'], prefix: created.prefix, createdBy: 'boss' });
    expect(listed?.lastUsedAt).toEqual(expect.any(String));
    expect(listed?.lastUsedIp).toEqual(expect.any(String));
    expect(JSON.stringify(list.body)).not.toContain(created.token);
    expect(listed).not.toHaveProperty('tokenHash');

    const revoke = await adminJson(app, 'DELETE', `/api/admin/tokens/${created.id}`, { cookie: adminCookie });
    expect(revoke.status).toBe(200);
    const after = await withToken(created.token, 'GET', '/api/admin/contacts');
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toContain('Bearer');
    expect((await withToken(created.token, 'GET', '/trpc/contact.admin.newMessageCount')).status).toBe(401);
    // Also on a public read whose answer is kept in memory (the fast path does not answer it).
    expect((await fetch(`${app.url}/api/settings`)).status).toBe(200);
    expect((await withToken(created.token, 'GET', '/api/settings')).status).toBe(401);
    const again = await adminJson<Record<string, unknown>[]>(app, 'GET', '/api/admin/tokens', { cookie: adminCookie });
    expect(again.body.find((token) => token.id === created.id)?.revokedAt).toEqual(expect.any(String));
  });

  it('refuses malformed, unknown and expired tokens with 401', async () => {
    expect((await withToken('ajt_nope', 'GET', '/api/admin/contacts')).status).toBe(401);
    expect((await withToken('', 'GET', '/api/admin/contacts')).status).toBe(401);
    expect((await withToken(`ajt_00000000_${'A'.repeat(43)}`, 'GET', '/api/admin/contacts')).status).toBe(401);
    const expiring = await createToken('Kısa ömürlü', ['leads:read'], new Date(Date.now() + 3_600_000).toISOString());
    expect((await withToken(expiring.token, 'GET', '/api/admin/contacts')).status).toBe(200);
    await query(app.orm, "update api_tokens set expires_at = now() - interval '1 second' where id = ?", [expiring.id]);
    expect((await withToken(expiring.token, 'GET', '/api/admin/contacts')).status).toBe(401);
  });

  it('checks what an admin sends when making one', async () => {
    const send = (body: unknown) => adminJson(app, 'POST', '/api/admin/tokens', { cookie: adminCookie, body });
    expect((await send({ name: 'x', scopes: ['admin'] })).status).toBe(400);
    expect((await send({ name: 'x', scopes: [] })).status).toBe(400);
    expect((await send({ name: '', scopes: ['leads:read'] })).status).toBe(400);
    expect((await send({ name: 'x', scopes: ['leads:read'], extra: 1 })).status).toBe(400);
    expect((await send({ name: 'x', scopes: ['leads:read'], expiresAt: '2001-01-01T00:00:00Z' })).status).toBe(400);
  });

  it('is refused in the query string or in a cookie', async () => {
    const { token } = await createToken('URL', ['leads:read']);
    for (const name of ['token', 'access_token', 'api_key']) {
      const response = await fetch(`${app.url}/api/admin/contacts?${name}=${token}`);
      expect(response.status, name).toBe(401);
      expect((await response.json()).message).toContain('Authorization header');
    }
    const inCookie = await fetch(`${app.url}/api/admin/contacts`, { headers: { cookie: `api_token=${token}` } });
    expect(inCookie.status).toBe(401);
    expect((await inCookie.json()).message).toContain('cookie');
    // Even beside a good bearer header.
    expect((await withToken(token, 'GET', `/api/admin/contacts?access_token=${token}`)).status).toBe(401);
  });

  it('writes without Origin, lands in the audit log under its name; with a session cookie Origin is still needed', async () => {
    const { token } = await createToken('Entegrasyon', ['leads:write']);
    const write = await withToken(token, 'PUT', `/api/admin/contacts/${messageId}`, { status: 'read' });
    expect(write.status).toBe(200);
    const entries = await query<{ actor_id: number | null; actor_name: string; target: string }>(
      app.orm,
      "select actor_id, actor_name, target from audit_log where action = 'contact.admin.setStatus' order by id desc limit 1",
    );
    expect(entries[0]).toEqual({ actor_id: null, actor_name: 'API: Entegrasyon', target: String(messageId) });
    // The Activity screen's call shows it.
    const audit = await adminJson<{ actor: string; actorNow: string | null }[]>(app, 'GET', '/api/admin/audit?page=1', {
      cookie: adminCookie,
    });
    expect(audit.body[0]).toMatchObject({ actor: 'API: Entegrasyon', actorNow: null });

    const mixed = await withToken(
      token,
      'PUT',
      `/api/admin/contacts/${messageId}`,
      { status: 'new' },
      {
        cookie: adminCookie,
      },
    );
    expect(mixed.status).toBe(403);
    expect((await mixed.json()).code).toBe('FORBIDDEN_ORIGIN');
  });

  it('never manages tokens, even its own', async () => {
    const all = await createToken('Hepsi', [...TOKEN_SCOPES]);
    expect((await withToken(all.token, 'GET', '/api/admin/tokens')).status).toBe(403);
    expect(
      (await withToken(all.token, 'POST', '/api/admin/tokens', { name: 'x', scopes: ['leads:read'] })).status,
    ).toBe(403);
    expect((await withToken(all.token, 'DELETE', `/api/admin/tokens/${all.id}`)).status).toBe(403);
    expect((await withToken(all.token, 'GET', '/trpc/users.list')).status).toBe(403);
    expect((await withToken(all.token, 'GET', '/trpc/auth.user')).status).toBe(401);
    expect((await withToken(all.token, 'GET', '/trpc/account.get')).status).toBe(403);
  });

  it('has its own rate limit (429 with Retry-After)', async () => {
    const { token } = await createToken('Çok', ['leads:read']);
    const saved = app.env.tokenRateLimit;
    app.env.tokenRateLimit = { max: 2, windowS: 60 };
    try {
      expect((await withToken(token, 'GET', '/api/admin/contacts/new-count')).status).toBe(200);
      expect((await withToken(token, 'GET', '/api/admin/contacts/new-count')).status).toBe(200);
      const over = await withToken(token, 'GET', '/api/admin/contacts/new-count');
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      // The admin's session is not counted against it.
      expect((await adminJson(app, 'GET', '/api/admin/contacts/new-count', { cookie: adminCookie })).status).toBe(200);
    } finally {
      app.env.tokenRateLimit = saved;
    }
  });
});

describe('the OpenAPI document', () => {
  it('declares both security schemes, and each admin operation’s token scope or session only', async () => {
    const doc = await (await fetch(`${app.url}/api/openapi.json`)).json();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiToken', 'session']);
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/admin/contacts'].get.security).toEqual([{ session: [] }, { apiToken: ['leads:read'] }]);
    expect(doc.paths['/api/admin/services'].post.security).toEqual([{ session: [] }, { apiToken: ['content:write'] }]);
    expect(doc.paths['/api/admin/tokens'].post.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/admin/users'].get.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/contact'].post.security).toBeUndefined();
  });
});

/** A request that reaches the procedure's access check: ids that find nothing, an empty body. */
function probe(route: RestRoute): { path: string; body?: unknown } {
  const path = route.path.replace('{language}', 'en').replaceAll(/\{\w+\}/g, '999999');
  if (route.method === 'GET' || route.method === 'DELETE') return { path };
  return { path, body: {} };
}

describe('each scope over the REST route table', () => {
  const adminRoutes = restRoutes.filter((route) => route.access === 'admin');
  const tokens = new Map<TokenScope, string>();

  beforeAll(async () => {
    for (const scope of TOKEN_SCOPES) tokens.set(scope, (await createToken(`matrix ${scope}`, [scope])).token);
  });

  const cases = adminRoutes.flatMap((route) =>
    TOKEN_SCOPES.map((scope) => [`${route.method} ${route.path}`, scope, route] as const),
  );
  it.each(cases)('%s with %s: allowed iff the scope map says so', async (_name, scope, route) => {
    const { path, body } = probe(route);
    const response = await withToken(tokens.get(scope) ?? '', route.method, path, body);
    const allowed = tokenScopeFor(route.procedure) === scope;
    if (allowed) expect([401, 403], await response.clone().text()).not.toContain(response.status);
    else expect(response.status, await response.clone().text()).toBe(403);
  });
});

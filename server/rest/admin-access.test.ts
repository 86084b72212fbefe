/**
 * Access to every admin path, generated from the route table and the tRPC router, so a new
 * route cannot be forgotten: anonymous 401, non-admin 403, both with no side effect; the admin
 * gets a 2xx from every path (each needs a sample request below, or this test fails).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, totpStep } from '../auth/totp.ts';
import { login, query, sessionCookieOf, startTestApp, type TestApp } from '../test/harness.ts';
import { appRouter } from '../trpc/app.router.ts';
import { type RestRoute, restRoutes } from './routes.ts';
import { SPEC_001_CALLS } from './spec-calls.ts';

const ADMIN = { username: 'boss', password: 'correct horse battery', role: 'admin' as const };
const MEMBER = { username: 'member', password: 'member password 1', role: 'user' as const };
/** Another admin, whose two-step verification the admin resets. */
const OTHER_ADMIN = { username: 'access-totp', password: 'reset target passphrase 3', role: 'admin' as const };

let app: TestApp;
let adminCookie: string;
let memberCookie: string;
/** The public id of a second session of the admin, for "end a session". */
const SPARE_SESSION = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

const adminRoutes = restRoutes.filter((route) => route.access === 'admin');
const key = (route: Pick<RestRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

const TABLES = [
  'content_entries',
  'services',
  'service_contents',
  'projects',
  'project_contents',
  'pricing_packages',
  'pricing_contents',
  'contact_messages',
  'newsletter_subscribers',
  'media_files',
  'settings',
  'mail_outbox',
  'users',
  'user_recovery_codes',
  'audit_log',
  'item_versions',
  'webhooks',
  'webhook_deliveries',
  'api_tokens',
];

/** A fingerprint of every table an admin path can change. */
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const rows = await query(
      app.orm,
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*) as n from ${table} t`,
    );
    parts.push(`${table}:${JSON.stringify(rows[0])}`);
  }
  return parts.join('\n');
}

async function firstId(table: string): Promise<number | undefined> {
  const rows = await query<{ id: number }>(app.orm, `select id from ${table} order by id limit 1`);
  return rows[0]?.id;
}

type Sample = { path: string; body?: unknown; multipart?: FormData };

/** A valid request for each admin row; params filled with existing ids. */
async function sampleFor(route: RestRoute): Promise<Sample> {
  const tables: Record<string, string> = {
    content: 'content_entries',
    services: 'services',
    projects: 'projects',
    pricing: 'pricing_packages',
    contacts: 'contact_messages',
    newsletter: 'newsletter_subscribers',
    media: 'media_files',
    outbox: 'mail_outbox',
    users: 'users',
    redirects: 'redirects',
    versions: 'item_versions',
    webhooks: 'webhooks',
    tokens: 'api_tokens',
  };
  const table = tables[route.path.split('/')[3]];
  let id: number | string =
    (route.path.includes('{id}') || route.path.includes('{serviceId}') || route.path.includes('{versionId}')) && table
      ? // A table still empty (versions, redirects) gets an id that finds nothing: access is checked first.
        ((await firstId(table)) ?? 1)
      : 0;
  // Another admin to delete (nobody deletes themselves), and another session of the admin to end.
  if (key(route) === 'DELETE /api/admin/users/{id}') {
    const rows = await query<{ id: number }>(app.orm, "select id from users where username = 'access-test'");
    id = rows[0]?.id ?? id;
  }
  // A replace needs two images: the first one's uses move to the second.
  let replaceWith: number | undefined;
  if (key(route) === 'POST /api/admin/media/{id}/replace') {
    const images = await query<{ id: number }>(
      app.orm,
      "select id from media_files where mime_type like 'image/%' order by id limit 2",
    );
    id = images[0]?.id ?? id;
    replaceWith = images[1]?.id;
  }
  if (key(route) === 'DELETE /api/admin/users/{id}/totp') {
    const rows = await query<{ id: number }>(app.orm, "select id from users where username = 'access-totp'");
    id = rows[0]?.id ?? id;
  }
  if (key(route) === 'DELETE /api/admin/account/sessions/{id}') {
    // Made here: a password change (an earlier sample) ends the admin's other sessions.
    await query(
      app.orm,
      `insert into sessions (id, user_id, expires_at, created_at, public_id)
      select md5('spare') || md5('session'), id, now() + interval '1 hour', now(), ? from users where username = 'boss'
      on conflict do nothing`,
      [SPARE_SESSION],
    );
    id = SPARE_SESSION;
  }
  const path =
    route.path
      .replace('{language}', 'en')
      .replace('{serviceId}', String(id))
      .replace('{versionId}', String(id))
      .replace('{id}', String(id)) + (QUERY_SAMPLES[key(route)] ?? '');
  // The code of the secret being set up (POST /api/admin/account/totp runs before the confirmation).
  const [pending] = await query<{ totp_pending_secret: string | null }>(
    app.orm,
    "select totp_pending_secret from users where username = 'boss'",
  );
  const code = pending?.totp_pending_secret ? totpCode(pending.totp_pending_secret, totpStep(Date.now())) : '000000';
  const samples: Record<string, unknown> = {
    'PUT /api/admin/settings': { site_tagline: 'Yeni slogan' },
    'POST /api/admin/content': { key: 'access.test', value: 'Deneme', language: 'tr' },
    'PUT /api/admin/content/{id}': { value: 'Güncel metin' },
    'POST /api/admin/services': { title: 'Yeni Hizmet', slug: 'yeni-hizmet', description: 'Açıklama', icon: 'code' },
    'PUT /api/admin/services/{id}': { icon: 'palette' },
    'PUT /api/admin/services/{serviceId}/content/{language}': {
      title: 'Web design',
      description: 'd',
      features: ['a'],
    },
    'POST /api/admin/projects': { title: 'Yeni Proje', slug: 'yeni-proje', technologies: 'React, Node' },
    'PUT /api/admin/projects/{id}': { category: 'ecommerce' },
    'PUT /api/admin/projects/{id}/content/{language}': { title: 'Project', description: 'd', features: [] },
    'POST /api/admin/pricing': { name: 'Yeni Paket', slug: 'yeni-paket', price: '1000' },
    'PUT /api/admin/pricing/{id}': { price: '15900' },
    'PUT /api/admin/pricing/{id}/content/{language}': { title: 'Starter', features: ['x'] },
    'PUT /api/admin/contacts/{id}': { status: 'read' },
    'PUT /api/admin/newsletter/{id}': { isActive: false },
    'POST /api/admin/outbox/test': { to: 'ops@example.com' },
    'POST /api/admin/outbox/{id}/retry': {},
    'PUT /api/admin/account/password': { currentPassword: ADMIN.password, newPassword: ADMIN.password },
    'POST /api/admin/account/totp': {},
    'POST /api/admin/account/totp/confirm': { code, password: ADMIN.password },
    'DELETE /api/admin/account/totp': { password: ADMIN.password },
    'POST /api/admin/users': { username: 'access-test', password: 'granite willow echo 5' },
    'PUT /api/admin/users/{id}': { firstName: 'Patron' },
    'PUT /api/admin/media/{id}': { focalX: 0.3, focalY: 0.6, alts: { tr: 'Bir görsel', en: 'An image' } },
    'POST /api/admin/redirects': { from: '/access-eski', to: '/pricing' },
    'POST /api/admin/webhooks': { url: 'https://crm.example.com/hooks', events: ['lead.created'] },
    'PUT /api/admin/webhooks/{id}': { description: 'CRM' },
    'POST /api/admin/webhooks/{id}/test': {},
    'POST /api/admin/tokens': { name: 'Erişim testi', scopes: ['leads:read'] },
    'POST /api/admin/versions/{versionId}/restore': {},
    'POST /api/admin/media/{id}/replace': { withId: replaceWith },
  };
  if (route.multipart) {
    const form = new FormData();
    if (route.multipart === 'brand') form.set('type', 'logo');
    // A real 1x1 PNG: raster uploads are decoded (issue 20).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    form.set('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    return { path, multipart: form };
  }
  return { path, body: samples[key(route)] };
}

/** The query of a GET that needs one. */
const QUERY_SAMPLES: Record<string, string> = {
  'GET /api/admin/versions': '?kind=settings&id=site',
  'GET /api/admin/contacts/deletions': '?since=2026-01-01T00:00:00Z',
  'GET /api/admin/newsletter/deletions': '?since=2026-01-01T00:00:00Z',
};

function send(route: RestRoute, sample: Sample, cookie?: string) {
  const headers: Record<string, string> = { origin: app.url };
  if (cookie) headers.cookie = cookie;
  let body: BodyInit | undefined;
  if (sample.multipart) body = sample.multipart;
  else if (sample.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(sample.body);
  }
  return fetch(`${app.url}${sample.path}`, { method: route.method, headers, body });
}

beforeAll(async () => {
  app = await startTestApp({ users: [ADMIN, MEMBER, OTHER_ADMIN] });
  adminCookie = await login(app, ADMIN.username, ADMIN.password);
  memberCookie = await login(app, MEMBER.username, MEMBER.password);
  // One row in each table that has none after seeding.
  await query(
    app.orm,
    `insert into contact_messages (name, email, phone, subject, message, status, created_at)
    values ('Ayşe', 'ayse@example.com', '555', 'Konu', 'Bir mesaj metni', 'new', now())`,
  );
  await query(
    app.orm,
    `insert into newsletter_subscribers (email, is_active, language, created_at, updated_at)
    values ('abone@example.com', true, 'tr', now(), now())`,
  );
  // A failed mail, for "send again".
  await query(
    app.orm,
    `insert into mail_outbox (kind, recipient, subject, text_body, headers, message_id, status, attempts, last_error, next_attempt_at, created_at)
    values ('test', 'x@example.com', 'Deneme', 'Metin', '{}', '<a@b>', 'failed', 3, '550 no such user', now(), now())`,
  );
  // The seeded intro video and poster are in use by their settings (409 on delete): free them.
  await query(app.orm, "update settings set value = '' where key in ('intro_video_url', 'intro_video_poster_url')");
  await query(
    app.orm,
    `insert into media_files (url, stored_name, original_name, mime_type, size, alt, created_at)
    values ('/uploads/00000000-0000-4000-8000-000000000000.png', '00000000-0000-4000-8000-000000000000.png', 'a.png', 'image/png', 10, '', now())`,
  );
});
afterAll(async () => {
  await app?.close();
});

describe('every admin path of the route table', () => {
  it('includes every admin call of spec 001 section 7 (nothing pending)', () => {
    const table = new Set(restRoutes.map(key));
    for (const call of SPEC_001_CALLS) expect(table, call).toContain(call);
  });

  it.each(adminRoutes.map((route) => [key(route), route] as const))(
    '%s: 401 anonymous, 403 non-admin, nothing changed',
    async (_name, route) => {
      const before = await snapshot();
      const sample = await sampleFor(route);
      const anonymous = await send(route, sample);
      expect(anonymous.status).toBe(401);
      const member = await send(route, await sampleFor(route), memberCookie);
      expect(member.status).toBe(403);
      expect(await member.json()).toEqual({ code: 'FORBIDDEN', message: 'Bu işlem için yönetici yetkisi gerekiyor.' });
      expect(await snapshot()).toBe(before);
    },
  );

  // Deletes last, so the other samples still find their rows.
  const ordered = [...adminRoutes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  it.each(ordered.map((route) => [key(route), route] as const))('%s: 2xx for the admin', async (_name, route) => {
    const sample = await sampleFor(route);
    if (route.method !== 'GET' && route.method !== 'DELETE' && !route.multipart) {
      expect(sample.body, `add a sample body for ${key(route)}`).toBeDefined();
    }
    const response = await send(route, sample, adminCookie);
    expect(response.status, await response.clone().text()).toBe(route.successStatus ?? 200);
    // A password or second-factor change gives the session a new id: go on with it.
    const rotated = sessionCookieOf(response);
    if (rotated && rotated !== 'session=') adminCookie = rotated;
  });
});

describe('every admin procedure over tRPC', () => {
  const procedures = Object.entries(
    (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures,
  ).filter(
    ([path]) =>
      path.includes('.admin.') || /^(dashboard|account|users|audit|versions)\./.test(path) || path === 'auth.adminUser',
  );

  it('finds the admin procedures', () => {
    expect(procedures.length).toBeGreaterThan(35);
  });

  it.each(procedures.map(([path, procedure]) => [path, procedure._def.type] as const))(
    '%s: 401 anonymous, 403 non-admin',
    async (path, type) => {
      const before = await snapshot();
      for (const [cookie, status] of [
        [undefined, 401],
        [memberCookie, 403],
      ] as const) {
        const headers: Record<string, string> = { origin: app.url, 'content-type': 'application/json' };
        if (cookie) headers.cookie = cookie;
        const response =
          type === 'query'
            ? await fetch(`${app.url}/trpc/${path}`, { headers })
            : await fetch(`${app.url}/trpc/${path}`, { method: 'POST', headers, body: '{}' });
        expect(response.status, `${path} ${cookie ? 'member' : 'anonymous'}`).toBe(status);
      }
      expect(await snapshot()).toBe(before);
    },
  );
});

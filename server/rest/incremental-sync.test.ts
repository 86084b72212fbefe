/**
 * Incremental sync and revalidation (issue 23): `?since=` on the admin lists of messages and
 * subscribers answers only what was created or changed after it, deletions come from their own
 * paths (REST) or the page's `deleted` (tRPC), X-Sync-Time is a `since` that misses nothing, and
 * admin GETs answer If-None-Match with 304.
 */
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../src/shared/api/openapi-types.ts';
import { ContactMessage } from '../db/entities/index.ts';
import { adminRequest, query, startAdminApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
let cookie: string;

type Message = { id: number; name: string; status: string; updatedAt: string };
type Subscriber = { id: number; email: string; isActive: boolean };
type Deletion = { id: number; deletedAt: string };
type ErrorBody = { code: string; fieldErrors?: Record<string, { code: string }> };

async function get<T>(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${pathname}`, { headers: { cookie, ...headers } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The database's time now, at its precision: a `since` that every later write is after. */
async function databaseNow(): Promise<string> {
  const [row] = await query<{ at: string }>(
    app.orm,
    `select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at`,
  );
  return row.at;
}

async function insertMessage(name: string, status = 'new'): Promise<number> {
  const [row] = await query<{ id: number }>(
    app.orm,
    `insert into contact_messages (name, email, phone, subject, message, status, created_at)
     values (?, 'kisi@example.com', '555', 'Konu', 'Mesaj metni', ?, now()) returning id`,
    [name, status],
  );
  return row.id;
}

async function insertSubscriber(email: string): Promise<number> {
  const [row] = await query<{ id: number }>(
    app.orm,
    `insert into newsletter_subscribers (email, is_active, language, created_at, updated_at)
     values (?, true, 'tr', now(), now()) returning id`,
    [email],
  );
  return row.id;
}

const since = (time: string) => encodeURIComponent(time);
const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

beforeAll(async () => {
  ({ app, cookie } = await startAdminApp());
});
afterAll(async () => {
  await app?.close();
});

describe('?since= on the messages', () => {
  it('answers the created and the changed messages (a status change, spam marking), not the older ones, as a JSON list', async () => {
    const old = await insertMessage('Eski');
    const toRead = await insertMessage('Okunacak');
    const toSpam = await insertMessage('Spam olacak');
    const t = await databaseNow();
    const created = await insertMessage('Yeni');
    expect(
      (await adminRequest(app, 'PUT', `/api/admin/contacts/${toRead}`, { cookie, body: { status: 'read' } })).status,
    ).toBe(200);
    expect(
      (await adminRequest(app, 'PUT', `/api/admin/contacts/${toSpam}`, { cookie, body: { status: 'spam' } })).status,
    ).toBe(200);

    // Whole list (streamed path) and paged: the same rows; spam included without a status filter.
    for (const suffix of ['', '&page=1&pageSize=50', '&pageSize=2']) {
      const { status, body, headers } = await get<Message[]>(`/api/admin/contacts?since=${since(t)}${suffix}`);
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
      if (suffix === '&pageSize=2') {
        expect(body).toHaveLength(2);
        expect(headers.get('x-total-count')).toBe('3');
      } else expect(ids(body)).toEqual([toRead, toSpam, created]);
      expect(body.map((m) => m.id)).not.toContain(old);
      expect(headers.get('x-sync-time')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    }
    // With a status: only those of it.
    const spam = await get<Message[]>(`/api/admin/contacts?since=${since(t)}&status=spam`);
    expect(ids(spam.body)).toEqual([toSpam]);
    // Without since, nothing changes: no sync time, spam left out.
    const all = await get<Message[]>('/api/admin/contacts');
    expect(all.headers.get('x-sync-time')).toBeNull();
    expect(all.body.map((m) => m.id)).toEqual(expect.arrayContaining([old, toRead, created]));
    expect(all.body.map((m) => m.id)).not.toContain(toSpam);
  });

  it('lists deleted messages at /api/admin/contacts/deletions, one by one and in bulk', async () => {
    const one = await insertMessage('Silinecek');
    const bulk = [await insertMessage('Toplu silinecek'), await insertMessage('Toplu silinecek')];
    const kept = await insertMessage('Kalacak');
    const t = await databaseNow();
    expect((await adminRequest(app, 'DELETE', `/api/admin/contacts/${one}`, { cookie })).status).toBe(200);
    await query(app.orm, `delete from contact_messages where name = 'Toplu silinecek'`);

    const { status, body, headers } = await get<Deletion[]>(`/api/admin/contacts/deletions?since=${since(t)}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([one, ...bulk].sort((a, b) => a - b));
    expect(body[0]).toEqual({ id: one, deletedAt: expect.stringMatching(/Z$/) });
    expect(headers.get('x-sync-time')).toBeTruthy();
    expect(body.map((d) => d.id)).not.toContain(kept);
    // Nothing deleted after now.
    expect((await get<Deletion[]>(`/api/admin/contacts/deletions?since=${since(await databaseNow())}`)).body).toEqual(
      [],
    );
  });

  it('forgets deletions after 90 days, when the next delete happens', async () => {
    await query(
      app.orm,
      `insert into sync_tombstones (kind, item_id, deleted_at) values
       ('contact', 900001, now() - interval '91 days'), ('contact', 900002, now() - interval '89 days')`,
    );
    await query(app.orm, 'delete from contact_messages where id = ?', [await insertMessage('Budama')]);
    const kept = await query<{ item_id: number }>(
      app.orm,
      'select item_id from sync_tombstones where item_id > 900000',
    );
    expect(kept.map((row) => row.item_id)).toEqual([900002]);
  });

  it('tRPC: the page carries syncTime and the deletions (page 1)', async () => {
    const t = await databaseNow();
    const created = await insertMessage('tRPC yeni');
    const gone = await insertMessage('tRPC silinecek');
    await query(app.orm, 'delete from contact_messages where id = ?', [gone]);
    const input = encodeURIComponent(JSON.stringify({ since: t }));
    const response = await fetch(`${app.url}/trpc/contact.admin.messages?input=${input}`, { headers: { cookie } });
    const page = (
      (await response.json()) as { result: { data: { items: Message[]; syncTime: string; deleted: Deletion[] } } }
    ).result.data;
    expect(page.items.map((m) => m.id)).toEqual([created]);
    expect(page.deleted.map((d) => d.id)).toEqual([gone]);
    expect(page.syncTime).toMatch(/Z$/);
  });
});

describe('?since= on the subscribers', () => {
  it('answers created and toggled subscribers, and the deleted ones at /api/admin/newsletter/deletions', async () => {
    const old = await insertSubscriber('eski@example.com');
    const toggled = await insertSubscriber('degisen@example.com');
    const erased = await insertSubscriber('silinen@example.com');
    const t = await databaseNow();
    const created = await insertSubscriber('yeni@example.com');
    expect(
      (await adminRequest(app, 'PUT', `/api/admin/newsletter/${toggled}`, { cookie, body: { isActive: false } }))
        .status,
    ).toBe(200);
    expect((await adminRequest(app, 'DELETE', `/api/admin/newsletter/${erased}`, { cookie })).status).toBe(200);

    for (const suffix of ['', '&page=1&pageSize=10']) {
      const { status, body } = await get<Subscriber[]>(`/api/admin/newsletter?since=${since(t)}${suffix}`);
      expect(status).toBe(200);
      expect(ids(body)).toEqual([toggled, created]);
      expect(body.map((s) => s.id)).not.toContain(old);
    }
    const deletions = await get<Deletion[]>(`/api/admin/newsletter/deletions?since=${since(t)}`);
    expect(deletions.body.map((d) => d.id)).toEqual([erased]);
  });
});

describe('X-Sync-Time', () => {
  it('as the next since, misses no row whose transaction was open during the read', async () => {
    const t = await databaseNow();
    let commit = () => {};
    const released = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let inserted = 0;
    // A write that began before the read and commits after it (longer than any clock margin).
    const writing = app.orm.em.fork().transactional(async (tx) => {
      const row = tx.create(ContactMessage, {
        name: 'Uzun işlem',
        email: 'uzun@example.com',
        phone: '555',
        subject: 'Konu',
        message: 'Mesaj metni',
      });
      await tx.flush();
      inserted = row.id;
      await released;
    });
    while (!inserted) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const during = await get<Message[]>(`/api/admin/contacts?since=${since(t)}`);
    expect(during.body.map((m) => m.id)).not.toContain(inserted);
    const next = during.headers.get('x-sync-time') ?? '';
    expect(next).not.toBe('');
    commit();
    await writing;

    const after = await get<Message[]>(`/api/admin/contacts?since=${since(next)}`);
    expect(after.body.map((m) => m.id)).toContain(inserted);
  });
});

describe('a bad since', () => {
  it.each([
    '/api/admin/contacts?since=yesterday',
    '/api/admin/contacts?since=2026-13-01T00:00:00Z&page=1',
    '/api/admin/newsletter?since=2026-11-27',
    '/api/admin/contacts/deletions?since=1732700000',
    '/api/admin/newsletter/deletions?since=',
  ])('%s: 400 with a field code for since', async (path) => {
    const { status, body } = await get<ErrorBody>(path);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors?.since?.code).toBe('INVALID_FORMAT');
  });

  it('the deletions need a since', async () => {
    const { status, body } = await get<ErrorBody>('/api/admin/contacts/deletions');
    expect(status).toBe(400);
    expect(body.fieldErrors?.since?.code).toBe('REQUIRED');
  });
});

describe('ETag and If-None-Match on admin GETs', () => {
  it.each([
    ['a whole list', '/api/admin/newsletter'],
    ['a page', '/api/admin/contacts?page=1&pageSize=5'],
    ['a since-read', `/api/admin/contacts?since=${since('2020-01-01T00:00:00Z')}`],
    ['an object', '/api/admin/stats'],
  ])('%s: 304 with no body while unchanged, 200 with a new tag after a change', async (_name, path) => {
    const first = await get<unknown>(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('vary')).toMatch(/Cookie/);
    expect(first.headers.get('vary')).toMatch(/Authorization/);

    const again = await get<unknown>(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-store');
    // Several tags, one of them current; the strong form of the same tag.
    expect((await get<unknown>(path, { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await get<unknown>(path, { 'if-none-match': etag.slice(2) })).status).toBe(304);

    await insertSubscriber(`etag-${Date.now()}@example.com`);
    await insertMessage('ETag değişikliği');
    const changed = await get<unknown>(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('a whole list longer than one batch is streamed without an ETag', async () => {
    await query(
      app.orm,
      `insert into contact_messages (name, email, phone, subject, message, status, created_at)
       select 'Toplu ' || g, 'k@example.com', '555', 'Konu', 'Mesaj', 'new', now() from generate_series(1, 210) as g`,
    );
    const { status, headers, body } = await get<Message[]>('/api/admin/contacts');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(200);
    expect(headers.get('etag')).toBeNull();
  });
});

describe('the typed client with an API token (the CRM example’s calls)', () => {
  it('pulls new leads since the last sync with their deletions, pushes a status back, revalidates', async () => {
    const created = await adminRequest(app, 'POST', '/api/admin/tokens', {
      cookie,
      body: { name: 'CRM', scopes: ['leads:read', 'leads:write'] },
    });
    const { token } = (await created.json()) as { token: string };
    const api = createClient<paths>({ baseUrl: app.url, headers: { Authorization: `Bearer ${token}` } });

    const first = await api.GET('/api/admin/contacts', { params: { query: { since: '1970-01-01T00:00:00Z' } } });
    expect(first.response.status).toBe(200);
    const lastSync = first.response.headers.get('X-Sync-Time') ?? '';
    expect(lastSync).not.toBe('');

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const lead = await insertMessage('CRM adayı');
    const gone = await insertMessage('CRM silinecek');
    await query(app.orm, 'delete from contact_messages where id = ?', [gone]);

    const leads = await api.GET('/api/admin/contacts', { params: { query: { since: lastSync } } });
    expect(leads.data?.map((m) => m.id)).toContain(lead);
    const deletions = await api.GET('/api/admin/contacts/deletions', { params: { query: { since: lastSync } } });
    expect(deletions.data?.map((d) => d.id)).toEqual([gone]);

    const put = await api.PUT('/api/admin/contacts/{id}', { params: { path: { id: lead } }, body: { status: 'read' } });
    expect(put.data?.status).toBe('read');

    // The bearer token's answer revalidates like a session's.
    const unchanged = await fetch(`${app.url}/api/admin/contacts/deletions?since=${since(lastSync)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const again = await fetch(`${app.url}/api/admin/contacts/deletions?since=${since(lastSync)}`, {
      headers: { authorization: `Bearer ${token}`, 'if-none-match': unchanged.headers.get('etag') ?? '' },
    });
    expect(unchanged.headers.get('etag')).toMatch(/^W\//);
    expect(again.status).toBe(304);
  });
});

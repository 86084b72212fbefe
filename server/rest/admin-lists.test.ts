/**
 * Bounded work (issue 10) and the spec's lists (issue 19): the admin lists are paged on tRPC
 * (default 50, at most 200, with the total of all matching rows); on REST they answer the
 * spec's plain JSON list, one page with `page`/`pageSize` (X-Total-Count, Link) or the whole
 * list streamed page by page; their filters run in the database, and the CSV export streams
 * every message in batches instead of building the file in memory.
 */
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH_SIZE, exportContactMessages } from '../services/contact.service.ts';
import { parseCsv, STRICTLY_QUOTED_CSV } from '../test/csv-reader.ts';
import { query, startAdminApp, type TestApp } from '../test/harness.ts';
import { LIST_BATCH_SIZE } from './paged-list.ts';

let app: TestApp;
let cookie: string;

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
type Message = { id: number; name: string; email: string; status: string; message: string };
type ErrorBody = { code: string; message: string; fieldErrors?: Record<string, { code: string; message: string }> };

async function get<T>(pathname: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${app.url}${pathname}`, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

/** The Link header as rel → URL. */
function linksOf(headers: Headers): Record<string, string> {
  const links: Record<string, string> = {};
  for (const part of (headers.get('link') ?? '').split(', ')) {
    const match = /^<([^>]+)>; rel="(\w+)"$/.exec(part);
    if (match) links[match[2]] = match[1];
  }
  return links;
}

/** A tRPC query over HTTP GET with its input. */
async function trpc<T>(procedure: string, input?: unknown): Promise<{ status: number; body: T }> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await fetch(`${app.url}/trpc/${procedure}${search}`, { headers: { cookie } });
  const body = (await response.json()) as { result?: { data: T }; error?: unknown };
  return { status: response.status, body: (body.result?.data ?? body.error) as T };
}

/** Ids of all messages in the lists' order: newest first, ties by id. */
async function messageIdsInOrder(where = 'true'): Promise<number[]> {
  const rows = await query<{ id: number }>(
    app.orm,
    `select id from contact_messages where ${where} order by created_at desc, id desc`,
  );
  return rows.map((row) => row.id);
}

/**
 * Messages inserted by SQL: three share each timestamp (the order then falls back to the id),
 * one in ten is 'read'.
 */
async function insertMessages(count: number, prefix: string): Promise<void> {
  await query(
    app.orm,
    `insert into contact_messages (name, email, phone, subject, message, status, created_at)
     select ? || ' ' || g, 'kisi' || g || '@example.com', '+90 555 000 ' || g, 'Konu ' || g,
            'Mesaj ' || g || ', virgül ve "tırnak" ile', case when g % 10 = 0 then 'read' else 'new' end,
            timestamp '2026-01-01 12:00:00' + (g / 3) * interval '1 minute'
     from generate_series(1, ?) as g`,
    [prefix, count],
  );
}

beforeAll(async () => {
  ({ app, cookie } = await startAdminApp());
  await insertMessages(260, 'Toplu');
});
afterAll(async () => {
  await app?.close();
});

describe('lists on REST', () => {
  it('GET /api/admin/contacts without paging: the whole list, newest first, streamed as one JSON array', async () => {
    const { status, body, headers } = await get<Message[]>('/api/admin/contacts');
    expect(status).toBe(200);
    const all = await messageIdsInOrder();
    expect(all.length).toBeGreaterThan(LIST_BATCH_SIZE);
    expect(body.map((m) => m.id)).toEqual(all);
    expect(headers.get('x-total-count')).toBe(String(all.length));
    expect(headers.get('link')).toBeNull();
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('?page and ?pageSize: that page as a list, X-Total-Count, Link with first/prev/next/last on PUBLIC_URL', async () => {
    const all = await messageIdsInOrder();
    const last = Math.ceil(all.length / 100);
    // The Host header is the client's: the links take the configured public address instead.
    const second = await fetch(`${app.url}/api/admin/contacts?status=new&page=2&pageSize=100`, {
      headers: { cookie, host: 'evil.example' },
    });
    expect(second.status).toBe(200);
    const newIds = await messageIdsInOrder("status = 'new'");
    expect(((await second.json()) as Message[]).map((m) => m.id)).toEqual(newIds.slice(100, 200));
    expect(second.headers.get('x-total-count')).toBe(String(newIds.length));
    const base = `${app.env.publicUrl}/api/admin/contacts?status=new`;
    expect(linksOf(second.headers)).toEqual({
      first: `${base}&page=1&pageSize=100`,
      prev: `${base}&page=1&pageSize=100`,
      next: `${base}&page=3&pageSize=100`,
      last: `${base}&page=${Math.ceil(newIds.length / 100)}&pageSize=100`,
    });

    // Following next from page 1 walks the whole list, once.
    const walked: number[] = [];
    let next: string | undefined = '/api/admin/contacts?pageSize=100';
    for (let pages = 0; next && pages < 10; pages++) {
      const page = await get<Message[]>(next.replace(app.env.publicUrl, ''));
      walked.push(...page.body.map((m) => m.id));
      const links = linksOf(page.headers);
      if (pages === 0) expect(links.prev).toBeUndefined();
      next = links.next;
    }
    expect(walked).toEqual(all);

    const only = await get<Message[]>('/api/admin/contacts?page=2');
    expect(only.body.map((m) => m.id)).toEqual(all.slice(50, 100));
    expect(linksOf(only.headers).next).toBe(`${app.env.publicUrl}/api/admin/contacts?page=3&pageSize=50`);
    const big = await get<Message[]>('/api/admin/contacts?pageSize=200');
    expect(big.body.map((m) => m.id)).toEqual(all.slice(0, 200));
    // Past the end: an empty list, the total, prev back to the last page, no next.
    const past = await get<Message[]>('/api/admin/contacts?page=99&pageSize=100');
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe(String(all.length));
    expect(linksOf(past.headers)).toMatchObject({ prev: expect.stringContaining(`page=${last}&`) });
    expect(linksOf(past.headers).next).toBeUndefined();
    // Leading zeros are still digits.
    expect((await get<Message[]>('/api/admin/contacts?page=002&pageSize=0100')).body.map((m) => m.id)).toEqual(
      all.slice(100, 200),
    );
  });

  it.each([
    ['pageSize=201', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=-1', 'page'],
    ['page=%201', 'page'],
    ['page=1e2', 'page'],
    ['page=', 'page'],
    ['page=1&page=2', 'page'],
    ['pageSize=99999999999999999999', 'pageSize'],
    ['status=junk', 'status'],
  ])('refuses ?%s with 400 VALIDATION_FAILED on %s', async (search, field) => {
    const { status, body } = await get<ErrorBody>(`/api/admin/contacts?${search}`);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors).toHaveProperty(field);
  });

  it('ignores query parameters that are not the list’s', async () => {
    const { status, body } = await get<Message[]>('/api/admin/contacts?_=123&sort=name&pageSize=50');
    expect(status).toBe(200);
    expect(body).toHaveLength(50);
  });

  it('a streamed list is compressed piece by piece for a client that accepts it, and HEAD reads one page', async () => {
    const all = await messageIdsInOrder();
    const gzip = await rawGet('/api/admin/contacts', { 'accept-encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['transfer-encoding']).toBe('chunked');
    expect(gzip.headers['content-length']).toBeUndefined();
    expect((JSON.parse(gunzipSync(gzip.body).toString('utf8')) as Message[]).map((m) => m.id)).toEqual(all);
    const plain = await rawGet('/api/admin/contacts?status=read');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(plain.body.toString('utf8')) as Message[]).every((m) => m.status === 'read')).toBe(true);
    const head = await fetch(`${app.url}/api/admin/contacts`, { method: 'HEAD', headers: { cookie } });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-total-count')).toBe(String(all.length));
    expect((await fetch(`${app.url}/api/admin/contacts`)).status).toBe(401);
  });

  it('GET /api/admin/newsletter is a list, newest first, paged on demand', async () => {
    await query(
      app.orm,
      `insert into newsletter_subscribers (email, is_active, language, created_at, updated_at)
       select 'abone' || g || '@example.com', g % 2 = 0, 'tr', now() - g * interval '1 hour', now()
       from generate_series(1, 75) as g`,
    );
    const whole = await get<Array<{ id: number; email: string }>>('/api/admin/newsletter');
    expect(whole.body).toHaveLength(75);
    expect(whole.body[0].email).toBe('abone1@example.com');
    expect(whole.headers.get('x-total-count')).toBe('75');
    const second = await get<Array<{ email: string }>>('/api/admin/newsletter?page=2');
    expect(second.body.map((s) => s.email)).toEqual(Array.from({ length: 25 }, (_, i) => `abone${51 + i}@example.com`));
    expect(second.headers.get('x-total-count')).toBe('75');
    expect(linksOf(second.headers).next).toBeUndefined();
    expect(linksOf(second.headers).prev).toBe(`${app.env.publicUrl}/api/admin/newsletter?page=1&pageSize=50`);
    expect((await get('/api/admin/newsletter?pageSize=201')).status).toBe(400);
  });

  it('GET /api/admin/media is a list and filters by kind', async () => {
    await query(
      app.orm,
      `insert into media_files (url, stored_name, original_name, mime_type, size, alt, created_at)
       select '/uploads/f' || g, 'f' || g, 'dosya' || g,
              case when g % 3 = 0 then 'application/pdf' when g % 3 = 1 then 'image/png' else 'video/mp4' end,
              100, '', now() - g * interval '1 minute'
       from generate_series(1, 90) as g`,
    );
    const [{ count }] = await query<{ count: string }>(app.orm, 'select count(*) from media_files');
    const all = await get<Array<{ originalName: string; mimeType: string }>>('/api/admin/media');
    expect(all.body).toHaveLength(Number(count));
    const images = await get<Array<{ mimeType: string }>>('/api/admin/media?kind=image&pageSize=10');
    const [{ count: imageCount }] = await query<{ count: string }>(
      app.orm,
      "select count(*) from media_files where mime_type like 'image/%'",
    );
    expect(images.headers.get('x-total-count')).toBe(imageCount);
    expect(images.body).toHaveLength(10);
    expect(images.body.every((file) => file.mimeType.startsWith('image/'))).toBe(true);
    const documents = await get<Array<{ mimeType: string }>>('/api/admin/media?kind=document');
    expect(documents.body.length).toBeGreaterThanOrEqual(30);
    expect(documents.body.every((file) => !/^(image|video|audio)\//.test(file.mimeType))).toBe(true);
    expect((await get('/api/admin/media?kind=spreadsheet')).status).toBe(400);
  });

  it('GET /api/admin/content/{language}: a list by key, a search in keys and texts, one exact key', async () => {
    const [{ count }] = await query<{ count: string }>(
      app.orm,
      "select count(*) from content_entries where language = 'tr'",
    );
    const whole = await get<Array<{ key: string; value: string }>>('/api/admin/content/tr');
    expect(whole.body).toHaveLength(Number(count));
    const keys = whole.body.map((entry) => entry.key);
    expect(keys).toEqual([...keys].sort());
    const first = await get<Array<{ key: string }>>('/api/admin/content/tr?pageSize=50');
    expect(first.body.map((entry) => entry.key)).toEqual(keys.slice(0, 50));
    expect(first.headers.get('x-total-count')).toBe(count);
    expect(linksOf(first.headers).next).toBe(`${app.env.publicUrl}/api/admin/content/tr?page=2&pageSize=50`);
    // Key and value, case and Turkish letters folded.
    const byKey = await get<Array<{ key: string }>>('/api/admin/content/tr?search=HERO.TITLE');
    expect(byKey.body.map((entry) => entry.key)).toContain('hero.title');
    const hero = await get<Array<{ key: string; value: string }>>('/api/admin/content/tr?key=hero.title');
    expect(hero.body).toHaveLength(1);
    const words = hero.body[0].value.toLocaleUpperCase('tr').split(/\s+/).slice(0, 2).join(' ');
    const byValue = await get<Array<{ key: string }>>(`/api/admin/content/tr?search=${encodeURIComponent(words)}`);
    expect(byValue.body.map((entry) => entry.key)).toContain('hero.title');
    const none = await get<unknown[]>('/api/admin/content/tr?search=b%C3%B6yle-bir-i%C3%A7erik-yok');
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
    expect((await get('/api/admin/content/xx')).status).toBe(400);
  });
});

describe('filters of the messages', () => {
  beforeAll(async () => {
    for (const [name, status, message] of [
      ['Ömer Işık', 'new', 'İSTANBUL şubesi için teklif'],
      ['Ayşe Çelik', 'archived', 'Yüzde 100_tam indirim %50 değil'],
      ['Zeynep Kaya', 'replied', 'Merhaba'],
    ]) {
      await query(
        app.orm,
        `insert into contact_messages (name, email, phone, subject, message, status, package_name, created_at)
         values (?, 'filtre@example.com', '0532', 'Filtre', ?, ?, 'tbt-kurumsal', now())`,
        [name, message, status],
      );
    }
  });

  it('status keeps one status, with its total', async () => {
    const read = await get<Message[]>('/api/admin/contacts?status=read');
    expect(read.body.map((m) => m.id)).toEqual(await messageIdsInOrder("status = 'read'"));
    expect(read.body.every((m) => m.status === 'read')).toBe(true);
    const archived = await get<Message[]>('/api/admin/contacts?status=archived&pageSize=10');
    expect(archived.body.map((m) => m.name)).toEqual(['Ayşe Çelik']);
    expect(archived.headers.get('x-total-count')).toBe('1');
  });

  it.each([
    ['omer isik', ['Ömer Işık']],
    ['ÖMER IŞIK', ['Ömer Işık']],
    ['istanbul', ['Ömer Işık']],
    ['ayse celik', ['Ayşe Çelik']],
    ['100_tam', ['Ayşe Çelik']],
    ['%50', ['Ayşe Çelik']],
    ['kurumsal', ['Zeynep Kaya', 'Ayşe Çelik', 'Ömer Işık']],
  ])('search %j finds %j (Turkish letters folded, %% and _ literal)', async (search, names) => {
    const { body, headers } = await get<Message[]>(`/api/admin/contacts?search=${encodeURIComponent(search)}`);
    expect(body.map((m) => m.name)).toEqual(names);
    expect(headers.get('x-total-count')).toBe(String(names.length));
  });

  it('a lone % or _ matches nothing literal-less; search and status combine', async () => {
    expect((await get<Message[]>('/api/admin/contacts?search=%25%25%25')).body).toEqual([]);
    expect((await get<Message[]>('/api/admin/contacts?search=___')).body).toEqual([]);
    const both = await get<Message[]>('/api/admin/contacts?search=kurumsal&status=replied');
    expect(both.body.map((m) => m.name)).toEqual(['Zeynep Kaya']);
    // An empty search is no filter.
    expect((await get<Message[]>('/api/admin/contacts?search=%20&pageSize=1')).headers.get('x-total-count')).toBe(
      String((await messageIdsInOrder()).length),
    );
    expect((await get(`/api/admin/contacts?search=${'a'.repeat(201)}`)).status).toBe(400);
  });
});

describe('paged lists on tRPC', () => {
  it('no input is the first page of 50; numbers for page and pageSize', async () => {
    const all = await messageIdsInOrder();
    const first = await trpc<Page<Message>>('contact.admin.messages');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: all.length, page: 1, pageSize: 50 });
    const second = await trpc<Page<Message>>('contact.admin.messages', { page: 2, pageSize: 200 });
    expect(second.body.items.map((m) => m.id)).toEqual(all.slice(200, 400));
    const archived = await trpc<Page<Message>>('contact.admin.messages', { status: 'archived', search: 'ayse' });
    expect(archived.body.items.map((m) => m.name)).toEqual(['Ayşe Çelik']);
  });

  it.each([{ pageSize: 201 }, { page: 0 }, { page: '2' }, { page: 1.5 }, { pageSize: null }, { sort: 'name' }])(
    'refuses %j with 400',
    async (input) => {
      const { status } = await trpc('contact.admin.messages', input);
      expect(status).toBe(400);
    },
  );

  it('subscribers, media and content answer pages too', async () => {
    expect((await trpc<Page<unknown>>('contact.admin.subscribers', { page: 2 })).body).toMatchObject({
      total: 75,
      page: 2,
    });
    expect((await trpc<Page<unknown>>('media.admin.list', { kind: 'video', pageSize: 10 })).body.items).toHaveLength(
      10,
    );
    const content = await trpc<Page<{ key: string }>>('content.admin.list', { language: 'en', key: 'hero.title' });
    expect(content.body.items.map((entry) => entry.key)).toEqual(['hero.title']);
    expect((await trpc('content.admin.list', {})).status).toBe(400);
  });

  it('the dashboard’s recent lists stay five plain items', async () => {
    const recent = await trpc<Message[]>('contact.admin.recentMessages');
    expect(recent.body).toHaveLength(5);
    expect((await get<unknown[]>('/api/admin/newsletter/recent')).body).toHaveLength(5);
    expect((await get<unknown[]>('/api/admin/newsletter/recent')).headers.get('x-total-count')).toBeNull();
  });
});

/** Raw HTTP so the transfer encoding and the pieces as they arrive can be seen. */
function rawGet(
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; pieces: number }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${app.url}${pathname}`, { headers: { cookie, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          pieces: chunks.length,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('GET /api/admin/contacts/export streams', () => {
  it('1,200 more messages: every row, in order, parsed back; chunked, never compressed into one piece', async () => {
    await insertMessages(1200, 'Dışa');
    const all = await messageIdsInOrder();
    expect(all.length).toBeGreaterThan(1400);
    const stored = new Map(
      (
        await query<{ id: number; name: string; email: string; message: string; status: string }>(
          app.orm,
          'select id, name, email, message, status from contact_messages',
        )
      ).map((row) => [row.id, row]),
    );

    // A browser's Accept-Encoding: the JSON compression must not hold the file back.
    const response = await rawGet('/api/admin/contacts/export', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="iletisim-mesajlari-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.pieces).toBeGreaterThan(1);

    expect([...response.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = response.body.toString('utf8').slice(1);
    expect(text).toMatch(STRICTLY_QUOTED_CSV);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(['name', 'email', 'phone', 'subject', 'message', 'status', 'date']);
    expect(rows).toHaveLength(1 + all.length);
    // Row by row the stored messages, newest first.
    rows.slice(1).forEach((row, index) => {
      const message = stored.get(all[index]);
      expect([row[0], row[1], row[4], row[5]]).toEqual([
        message?.name,
        message?.email,
        message?.message,
        message?.status,
      ]);
    });
  });

  it('reads 500 messages per query: the header, then one piece per batch', async () => {
    const total = (await messageIdsInOrder()).length;
    const { rows } = exportContactMessages(app.orm.em.fork());
    const pieces: string[] = [];
    for await (const piece of rows) pieces.push(piece);
    expect(EXPORT_BATCH_SIZE).toBe(500);
    expect(pieces).toHaveLength(1 + Math.ceil(total / EXPORT_BATCH_SIZE));
    expect(parseCsv(pieces.slice(1).join(''))).toHaveLength(total);
  });

  it('takes the list’s filters; paging parameters are ignored, unknown values refused', async () => {
    const response = await rawGet('/api/admin/contacts/export?status=archived');
    const rows = parseCsv(response.body.toString('utf8').slice(1));
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Ayşe Çelik']);
    const searched = parseCsv(
      (await rawGet('/api/admin/contacts/export?search=omer%20isik')).body.toString('utf8').slice(1),
    );
    expect(searched.slice(1).map((row) => row[0])).toEqual(['Ömer Işık']);
    expect((await rawGet('/api/admin/contacts/export?status=junk')).status).toBe(400);
    // Paging parameters are not the export's: ignored like any other.
    expect((await rawGet('/api/admin/contacts/export?page=2')).status).toBe(200);
  });

  it('HEAD answers the headers without reading the messages; anonymous callers get 401', async () => {
    const head = await fetch(`${app.url}/api/admin/contacts/export`, { method: 'HEAD', headers: { cookie } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await fetch(`${app.url}/api/admin/contacts/export`)).status).toBe(401);
  });

  it('over tRPC without a streaming link it is refused, not buffered', async () => {
    const { status } = await trpc('contact.admin.exportMessages');
    expect(status).toBe(415);
  });
});

describe('OpenAPI', () => {
  type Operation = {
    parameters: Array<{ name: string; in: string; description?: string; schema: object }>;
    responses: Record<
      string,
      { headers?: Record<string, { schema: object }>; content: Record<string, { schema: object }> }
    >;
  };
  const documented = async () =>
    (await (await fetch(`${app.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>> };

  it('documents page, pageSize and the filters as query parameters', async () => {
    const doc = await documented();
    const contacts = doc.paths['/api/admin/contacts'].get.parameters;
    expect(contacts.map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:page',
      'query:pageSize',
      'query:status',
      'query:search',
      'query:since',
    ]);
    expect(contacts[1].schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 200, default: 50 });
    expect(contacts[0].description).toMatch(/X-Total-Count/);
    const content = doc.paths['/api/admin/content/{language}'].get.parameters;
    expect(content.map((p) => `${p.in}:${p.name}`)).toEqual([
      'path:language',
      'query:page',
      'query:pageSize',
      'query:search',
      'query:key',
    ]);
  });

  it.each([
    '/api/admin/contacts',
    '/api/admin/newsletter',
    '/api/admin/media',
    '/api/admin/content/{language}',
    '/api/admin/outbox',
    '/api/admin/users',
    '/api/admin/audit',
  ])('GET %s answers a JSON array with X-Total-Count and Link', async (path) => {
    const ok = (await documented()).paths[path].get.responses['200'];
    expect(ok.content['application/json'].schema).toMatchObject({ type: 'array', items: { type: 'object' } });
    // The since-reads (issue 23) add X-Sync-Time.
    expect(Object.keys(ok.headers ?? {}).slice(0, 2)).toEqual(['X-Total-Count', 'Link']);
    expect(ok.headers?.['X-Total-Count'].schema).toEqual({ type: 'integer', minimum: 0 });
  });
});

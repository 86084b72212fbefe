/**
 * Spam kept out without third-party scripts (issue 12): the hidden `website` honeypot and the
 * site form's minimum fill time, over REST and tRPC on the real app and database. A caught
 * message is answered like any other (2xx), stored with the status spam, not counted as new,
 * and filtered by the admin's spam tab; the admin can mark it as not spam.
 */
import { describe, expect, it } from 'vitest';
import { MIN_FILL_TIME_MS } from '../../src/shared/contact.ts';
import { postJson, query, type TestApp, withAdminApp } from '../test/harness.ts';
import { VALID_CONTACT } from '../test/valid-inputs.ts';

let app: TestApp;
let cookie: string;

withAdminApp((started) => {
  ({ app, cookie } = started);
});

async function statusOf(id: number): Promise<string> {
  const [row] = await query<{ status: string }>(app.orm, 'select status from contact_messages where id = ?', [id]);
  return row.status;
}

/** The reason the admin API gives for a message (issue 22): honeypot, fillTime or null. */
async function spamReasonOf(id: number): Promise<string | null> {
  const list = await admin<Array<{ id: number; spamReason: string | null }>>('GET', '/api/admin/contacts?status=spam');
  return list.find((message) => message.id === id)?.spamReason ?? null;
}

async function restSubmit(body: Record<string, unknown>): Promise<{ status: number; id: number }> {
  const response = await postJson(app, '/api/contact', body);
  const json = (await response.json()) as { id: number };
  return { status: response.status, id: json.id };
}

async function trpcSubmit(body: Record<string, unknown>): Promise<{ status: number; id: number }> {
  const response = await postJson(app, '/trpc/contact.submit', body);
  const json = (await response.json()) as { result: { data: { id: number } } };
  return { status: response.status, id: json.result.data.id };
}

function admin<T>(method: 'GET' | 'PUT', pathname: string, body?: unknown): Promise<T> {
  return fetch(`${app.url}${pathname}`, {
    method,
    headers: { origin: app.url, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).then((response) => response.json() as Promise<T>);
}

describe.each([
  ['REST', restSubmit],
  ['tRPC', trpcSubmit],
])('the contact form over %s', (_label, submit) => {
  it('a filled honeypot is answered 2xx and stored as spam', async () => {
    const { status, id } = await submit({ ...VALID_CONTACT, website: 'https://cheap-pills.example' });
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(300);
    expect(await statusOf(id)).toBe('spam');
    expect(await spamReasonOf(id)).toBe('honeypot');
  });

  it('an empty or blank honeypot is a normal new message', async () => {
    expect(await statusOf((await submit({ ...VALID_CONTACT, website: '' })).id)).toBe('new');
    expect(await statusOf((await submit({ ...VALID_CONTACT, website: '   ' })).id)).toBe('new');
  });

  it(`a site form sent within ${MIN_FILL_TIME_MS} ms of being shown is spam; a slower one is new`, async () => {
    const fast = (await submit({ ...VALID_CONTACT, fillTimeMs: 800 })).id;
    expect(await statusOf(fast)).toBe('spam');
    expect(await spamReasonOf(fast)).toBe('fillTime');
    expect(await statusOf((await submit({ ...VALID_CONTACT, fillTimeMs: MIN_FILL_TIME_MS - 1 })).id)).toBe('spam');
    expect(await statusOf((await submit({ ...VALID_CONTACT, fillTimeMs: MIN_FILL_TIME_MS })).id)).toBe('new');
    expect(await statusOf((await submit({ ...VALID_CONTACT, fillTimeMs: 45_000 })).id)).toBe('new');
  });

  it('an API caller that sends no fill time is not penalised', async () => {
    const { id } = await submit(VALID_CONTACT);
    expect(await statusOf(id)).toBe('new');
    expect(await spamReasonOf(id)).toBeNull();
  });
});

describe('the admin inbox and spam', () => {
  it('spam is not counted as new, the spam filter lists only spam, and "not spam" brings it back', async () => {
    await query(app.orm, 'delete from contact_messages');
    const lead = await restSubmit(VALID_CONTACT);
    const bot = await restSubmit({ ...VALID_CONTACT, name: 'Bot Bot', website: 'x' });
    const fast = await restSubmit({ ...VALID_CONTACT, name: 'Fast Bot', fillTimeMs: 100 });

    const count = () => admin<{ count: number }>('GET', '/api/admin/contacts/new-count');
    expect((await count()).count).toBe(1);
    const stats = await admin<{ newContacts: number }>('GET', '/api/admin/stats');
    expect(stats.newContacts).toBe(1);

    type List = Array<{ id: number; status: string }>;
    const spam = await admin<List>('GET', '/api/admin/contacts?status=spam');
    expect(spam.map((m) => m.id).sort()).toEqual([bot.id, fast.id].sort());
    const fresh = await admin<List>('GET', '/api/admin/contacts?status=new');
    expect(fresh.map((m) => m.id)).toEqual([lead.id]);
    // Without a status the list, the dashboard's latest messages and the count leave spam out.
    const all = await admin<List>('GET', '/api/admin/contacts');
    expect(all.map((m) => m.id)).toEqual([lead.id]);
    const recent = await admin<Array<{ id: number }>>('GET', '/api/admin/contacts/recent');
    expect(recent.map((m) => m.id)).toEqual([lead.id]);
    expect(stats).toMatchObject({ totalContacts: 1, spamContacts: 2 });

    // Not spam: the admin sets it back to new through the status call; mark as spam the other way.
    await admin('PUT', `/api/admin/contacts/${bot.id}`, { status: 'new' });
    await admin('PUT', `/api/admin/contacts/${lead.id}`, { status: 'spam' });
    expect(await statusOf(bot.id)).toBe('new');
    expect(await statusOf(lead.id)).toBe('spam');
    expect((await count()).count).toBe(1);
  });

  it('the new-message count is for admins only', async () => {
    const response = await fetch(`${app.url}/api/admin/contacts/new-count`);
    expect(response.status).toBe(401);
  });
});

describe('the newsletter honeypot', () => {
  it('a filled honeypot is answered 2xx and nothing is stored', async () => {
    const before = await query<{ n: string }>(app.orm, 'select count(*) as n from newsletter_subscribers');
    const response = await postJson(app, '/api/newsletter', { email: 'bot@example.com', website: 'x' });
    expect(response.status).toBeLessThan(300);
    const after = await query<{ n: string }>(app.orm, 'select count(*) as n from newsletter_subscribers');
    expect(after[0].n).toBe(before[0].n);
    const rows = await query(app.orm, 'select 1 from newsletter_subscribers where email = ?', ['bot@example.com']);
    expect(rows).toHaveLength(0);
  });
});

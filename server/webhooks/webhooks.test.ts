/**
 * Signed webhooks through the outbox (issue 23) against the real app, PostgreSQL and an HTTP
 * receiver started here: a lead reaches it with a signature verified as the Standard Webhooks
 * specification says, a receiver down then up gets it once, two instances deliver once, spam
 * sends nothing, private targets are refused without WEBHOOK_ALLOW_PRIVATE, and an endpoint
 * failing for three days (a moved clock) is turned off.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openOrm } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { adminJson, postJson, query, type TestApp, withAdminApp } from '../test/harness.ts';
import { WebhookWorker, type WebhookWorkerOptions } from './delivery-worker.ts';
import { WebhookReceiver } from './test-receiver.ts';
import { pruneWebhookDeliveries } from './webhook-outbox.ts';

const lead = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 532 000 00 00',
  subject: 'E-ticaret sitesi',
  message: 'Merhaba, e-ticaret paketleriniz hakkında bilgi almak istiyorum.',
  package: 'Standart E-Ticaret Paketi',
  recommendation: 'Önerilen hizmetler: Web Tasarım, SEO',
  language: 'de',
  page: '/de/contact',
};

/** The receiver's check, written from the specification (not with our signer). */
function verifySignature(secret: string, headers: Record<string, unknown>, body: string): boolean {
  const id = String(headers['webhook-id']);
  const timestamp = String(headers['webhook-timestamp']);
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.split('_')[1], 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((signature) => {
      const [version, value] = signature.split(',');
      const given = Buffer.from(value ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

let app: TestApp;
let cookie: string;
withAdminApp(
  (started) => {
    ({ app, cookie } = started);
  },
  { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } },
);

const receiver = new WebhookReceiver();
beforeAll(async () => {
  await receiver.start();
});
afterAll(async () => {
  await receiver.stop();
});

const workers: WebhookWorker[] = [];
function worker(options: Partial<WebhookWorkerOptions> = {}): WebhookWorker {
  const made = new WebhookWorker({
    orm: app.orm,
    logger: createLogger('silent'),
    allowPrivate: true,
    pollMs: 20,
    ...options,
  });
  workers.push(made);
  return made;
}

beforeEach(async () => {
  receiver.received.length = 0;
  receiver.status = 200;
  await query(app.orm, 'delete from webhooks');
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

async function addEndpoint(events: string[], url = receiver.url) {
  const { status, body } = await adminJson<{ id: number; secret: string }>(app, 'POST', '/api/admin/webhooks', {
    cookie,
    body: { url, events, description: 'CRM' },
  });
  expect(status).toBe(201);
  return body;
}

type DeliveryRow = { id: number; event: string; status: string; attempts: number; last_error: string | null };
const deliveries = () =>
  query<DeliveryRow>(app.orm, 'select id, event, status, attempts, last_error from webhook_deliveries order by id');

describe('webhooks', () => {
  it('a lead reaches the receiver with every field, signed per Standard Webhooks', async () => {
    const endpoint = await addEndpoint(['lead.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = await adminJson<Record<string, unknown>[]>(app, 'GET', '/api/admin/webhooks', { cookie });
    expect(listed.body).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.secret);
    worker().start();

    const sentAt = Date.now();
    expect((await postJson(app, '/api/contact', lead)).status).toBe(201);
    const [received] = await receiver.waitFor(1);
    const latencyMs = received.at - sentAt;
    expect(latencyMs).toBeLessThan(2_000);

    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['webhook-id']).toMatch(/^msg_/);
    expect(verifySignature(endpoint.secret, received.headers, received.body)).toBe(true);
    expect(verifySignature(endpoint.secret, received.headers, `${received.body} `)).toBe(false);
    const payload = JSON.parse(received.body);
    expect(payload.type).toBe('lead.created');
    expect(Number.isNaN(Date.parse(payload.timestamp))).toBe(false);
    expect(payload.data).toMatchObject({
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      subject: lead.subject,
      message: lead.message,
      packageName: lead.package,
      recommendation: lead.recommendation,
      language: 'de',
      page: '/de/contact',
      status: 'new',
    });

    const list = await adminJson<{ event: string; status: string; lastStatusCode: number; attempts: number }[]>(
      app,
      'GET',
      `/api/admin/webhooks/${endpoint.id}/deliveries`,
      { cookie },
    );
    expect(list.body).toMatchObject([{ event: 'lead.created', status: 'delivered', lastStatusCode: 200, attempts: 1 }]);
  });

  it('a spam lead fires nothing', async () => {
    await addEndpoint(['lead.created']);
    expect((await postJson(app, '/api/contact', { ...lead, website: 'https://spam.example' })).status).toBe(201);
    await worker().runOnce();
    expect(await deliveries()).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it('receiver down, then up: delivered once, with the same webhook-id', async () => {
    await addEndpoint(['lead.created']);
    const port = receiver.port;
    await receiver.stop();
    const w = worker({ schedule: [30, 30, 30, 30] });
    await postJson(app, '/api/contact', lead);
    expect(await w.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    const [failedTry] = await deliveries();
    expect(failedTry).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failedTry.last_error).toMatch(/ECONNREFUSED|refused/);

    await receiver.start(port);
    w.start();
    await receiver.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(1);
    expect(await deliveries()).toMatchObject([{ status: 'delivered', attempts: 2 }]);
  });

  it('two instances on one database deliver each event once', async () => {
    await addEndpoint(['lead.created', 'lead.updated']);
    const url = String(app.orm.config.get('clientUrl'));
    const otherOrm: MikroORM = await openOrm(url);
    try {
      for (let i = 0; i < 6; i++) await postJson(app, '/api/contact', { ...lead, email: `lead${i}@example.com` });
      const first = worker();
      const second = worker({ orm: otherOrm });
      for (let pass = 0; pass < 5; pass++) await Promise.all([first.runOnce(), second.runOnce()]);
      expect(receiver.received).toHaveLength(6);
      expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(6);
      expect((await deliveries()).every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      await otherOrm.close(true);
    }
  });

  it('a status change, a content save and a test send are events too', async () => {
    const endpoint = await addEndpoint(['lead.updated', 'content.changed']);
    const posted = (await (await postJson(app, '/api/contact', lead)).json()) as { id: number };
    await adminJson(app, 'PUT', `/api/admin/contacts/${posted.id}`, { cookie, body: { status: 'read' } });
    await adminJson(app, 'PUT', '/api/admin/settings', { cookie, body: { site_name: 'Webhook Test Site' } });
    const [media] = await query<{ id: number }>(
      app.orm,
      `insert into media_files (url, stored_name, original_name, mime_type, size, alt, created_at)
       values ('/uploads/webhook.pdf', 'webhook.pdf', 'w.pdf', 'application/pdf', 10, '', now()) returning id`,
    );
    expect((await adminJson(app, 'DELETE', `/api/admin/media/${media.id}`, { cookie })).status).toBe(200);
    const test = await adminJson<{ deliveryId: number }>(app, 'POST', `/api/admin/webhooks/${endpoint.id}/test`, {
      cookie,
    });
    expect(test.status).toBe(202);
    await worker().runOnce();
    const types = receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
    expect(types.map((t) => t.type).sort()).toEqual([
      'content.changed',
      'content.changed',
      'lead.updated',
      'webhook.test',
    ]);
    expect(types.find((t) => t.type === 'lead.updated')?.data).toMatchObject({ status: 'read', previousStatus: 'new' });
    expect(types.filter((t) => t.type === 'content.changed').map((t) => t.data)).toEqual(
      expect.arrayContaining([
        { kind: 'settings', id: 'site', action: 'updated' },
        { kind: 'media', id: String(media.id), action: 'deleted' },
      ]),
    );
  });

  it('a subscription turned off or confirmed is an event, once per change', async () => {
    await addEndpoint(['newsletter.confirmed', 'newsletter.unsubscribed']);
    const [subscriber] = await query<{ id: number }>(
      app.orm,
      `insert into newsletter_subscribers (email, is_active, language, created_at, updated_at)
       values ('abone@example.com', true, 'de', now(), now()) returning id`,
    );
    const path = `/api/admin/newsletter/${subscriber.id}`;
    await adminJson(app, 'PUT', path, { cookie, body: { isActive: false } });
    await adminJson(app, 'PUT', path, { cookie, body: { isActive: false } });
    await adminJson(app, 'PUT', path, { cookie, body: { isActive: true } });
    await worker().runOnce();
    const events = receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
    expect(events.map((e) => e.type).sort()).toEqual(['newsletter.confirmed', 'newsletter.unsubscribed']);
    expect(events[0].data).toMatchObject({ email: 'abone@example.com', language: 'de', by: 'admin' });
    await query(app.orm, 'delete from newsletter_subscribers');
  });

  it('delivered rows go after 30 days with the periodic clean-up, waiting ones stay', async () => {
    await addEndpoint(['lead.created']);
    await postJson(app, '/api/contact', lead);
    await postJson(app, '/api/contact', { ...lead, email: 'kept@example.com' });
    const [old] = await deliveries();
    await query(
      app.orm,
      `update webhook_deliveries set status = 'delivered', delivered_at = now() - interval '31 days' where id = ?`,
      [old.id],
    );
    expect(await pruneWebhookDeliveries(app.orm.em)).toBe(1);
    expect(await deliveries()).toMatchObject([{ status: 'pending' }]);
  });

  it('refuses private targets without WEBHOOK_ALLOW_PRIVATE, link-local ones always', async () => {
    await addEndpoint(['lead.created']);
    await postJson(app, '/api/contact', lead);
    // The same endpoint seen by an instance that does not allow private addresses.
    expect(await worker({ allowPrivate: false, schedule: [10] }).runOnce()).toMatchObject({ retried: 1 });
    expect(receiver.received).toEqual([]);
    expect((await deliveries())[0].last_error).toContain('refused');

    const metadata = await adminJson<{ fieldErrors?: unknown }>(app, 'POST', '/api/admin/webhooks', {
      cookie,
      body: { url: 'http://169.254.169.254/latest/meta-data', events: ['lead.created'] },
    });
    expect(metadata.status).toBe(400);
    expect(JSON.stringify(metadata.body)).toContain('admin.webhookUrlPrivate');
    const credentials = await adminJson(app, 'POST', '/api/admin/webhooks', {
      cookie,
      body: { url: 'https://user:secret@crm.example.com/', events: ['lead.created'] },
    });
    expect(credentials.status).toBe(400);
    expect(JSON.stringify(credentials.body)).toContain('admin.webhookUrlCredentials');
  });

  it('an endpoint whose deliveries all failed for 3 days is turned off, with the reason', async () => {
    const endpoint = await addEndpoint(['lead.created']);
    receiver.status = 500;
    let now = new Date(Date.now() + 1_000);
    const w = worker({ now: () => now });
    await postJson(app, '/api/contact', lead);
    expect(await w.runOnce()).toMatchObject({ retried: 1 });
    now = new Date(now.getTime() + 2 * 86_400_000);
    await postJson(app, '/api/contact', { ...lead, email: 'second@example.com' });
    await w.runOnce();
    let shown = await adminJson<{ enabled: boolean; failingSince: string | null }>(
      app,
      'GET',
      `/api/admin/webhooks/${endpoint.id}`,
      { cookie },
    );
    expect(shown.body).toMatchObject({ enabled: true });
    expect(shown.body.failingSince).not.toBeNull();

    now = new Date(now.getTime() + 86_400_000 + 60_000);
    await w.runOnce();
    shown = await adminJson(app, 'GET', `/api/admin/webhooks/${endpoint.id}`, { cookie });
    expect(shown.body).toMatchObject({ enabled: false, disabledReason: 'failing' });
    expect((await deliveries()).every((row) => row.status === 'failed')).toBe(true);

    // Turned back on by the admin: it starts afresh.
    const on = await adminJson(app, 'PUT', `/api/admin/webhooks/${endpoint.id}`, { cookie, body: { enabled: true } });
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });
});

/**
 * The mail outbox (issue 12) against a real SMTP server (smtp-server on a free port) and the
 * real app and PostgreSQL: a lead mailed with every field, an outage, a restart, two instances
 * on one database, a refused address, a worker that loses its lease, spam that mails nobody.
 */
import net from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openOrm } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabaseUrl, postJson, query, startTestApp, type TestApp } from '../test/harness.ts';
import { SmtpTestServer } from '../test/smtp-test-server.ts';
import { OutboxWorker, type OutboxWorkerOptions } from './outbox-worker.ts';
import { createSmtpTransport } from './transport.ts';

const OWNER = 'teklif@tbtdijital.com.tr'; // the seeded contact_email
const FROM = 'TBT Dijital <site@tbt.test>';

const lead = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 532 000 00 00',
  subject: 'E-ticaret sitesi',
  message: 'Merhaba, e-ticaret paketleriniz hakkında bilgi almak istiyorum.\nİkinci satır.',
  package: 'Standart E-Ticaret Paketi',
  recommendation: 'Önerilen hizmetler: Web Tasarım, SEO',
  language: 'de',
  page: '/de/contact',
};

type OutboxRow = {
  id: number;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
};

function outbox(orm: MikroORM): Promise<OutboxRow[]> {
  return query<OutboxRow>(orm, 'select id, kind, recipient, status, attempts, last_error from mail_outbox order by id');
}

const workers: OutboxWorker[] = [];
function worker(orm: MikroORM, smtpUrl: string, options: Partial<OutboxWorkerOptions> = {}): OutboxWorker {
  const { smtp } = { smtp: new URL(smtpUrl) };
  const made = new OutboxWorker({
    orm,
    logger: createLogger('silent'),
    transport: createSmtpTransport(
      { url: smtpUrl, host: smtp.hostname, port: Number(smtp.port), secure: false, requireTLS: false, user: undefined },
      { timeouts: { connectionTimeout: 2_000, greetingTimeout: 2_000, socketTimeout: 5_000 } },
    ),
    from: FROM,
    pollMs: 20,
    backoff: { baseMs: 1, maxMs: 60_000 },
    ...options,
  });
  workers.push(made);
  return made;
}

async function drain(target: OutboxWorker, orm: MikroORM): Promise<void> {
  for (let pass = 0; pass < 50; pass++) {
    await target.runOnce();
    const rows = await outbox(orm);
    if (rows.every((row) => row.status !== 'pending')) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the outbox did not drain');
}

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await new SmtpTestServer().start();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  smtp.mails.length = 0;
  smtp.rejected.clear();
});
afterAll(async () => {
  await smtp?.stop();
});

describe('the lead notification', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { ...smtp.env, MAIL_FROM: FROM } });
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(async () => {
    await query(app.orm, 'delete from mail_outbox');
    await query(app.orm, "update settings set value = 'false' where key = 'lead_confirmation'");
  });

  it('reaches contact_email in Turkish with every field, the admin link, and Reply-To the visitor', async () => {
    const response = await postJson(app, '/api/contact', lead);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    // Written in the message's transaction, before any worker ran.
    expect(await outbox(app.orm)).toMatchObject([{ kind: 'lead', recipient: OWNER, status: 'pending', attempts: 0 }]);

    await drain(worker(app.orm, smtp.url), app.orm);
    const [mail] = await smtp.waitForMails(1);
    expect(smtp.mails).toHaveLength(1);
    expect(mail.envelopeTo).toEqual([OWNER]);
    expect(mail.headers['reply-to']).toBe('ayse@example.com');
    expect(mail.headers.from).toBe('TBT Dijital <site@tbt.test>');
    expect(mail.headers.subject).toBe('Yeni iletişim mesajı: E-ticaret sitesi');
    expect(mail.headers['message-id']).toMatch(/^<[0-9a-f-]{36}@tbt\.test>$/);
    for (const line of [
      'Ad Soyad: Ayşe Yılmaz',
      'E-posta: ayse@example.com',
      'Telefon: +90 532 000 00 00',
      'Konu: E-ticaret sitesi',
      'Paket: Standart E-Ticaret Paketi',
      'Öneri: Önerilen hizmetler: Web Tasarım, SEO',
      'Sayfa: /de/contact',
      'Dil: Almanca (de)',
      'Merhaba, e-ticaret paketleriniz hakkında bilgi almak istiyorum.\nİkinci satır.',
      `Yönetim panelinde aç: ${app.url}/admin/contact?search=ayse%40example.com`,
      `mesaj no ${id}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain(`href="${app.url}/admin/contact?search=ayse%40example.com"`);
    expect(await outbox(app.orm)).toMatchObject([{ status: 'sent', attempts: 1, last_error: null }]);
  });

  it('with the setting on, the visitor also gets a short confirmation in the message language', async () => {
    await query(app.orm, "update settings set value = 'true' where key = 'lead_confirmation'");
    await postJson(app, '/api/contact', { ...lead, language: 'ar', email: 'visitor@example.com' });
    await drain(worker(app.orm, smtp.url), app.orm);
    const mails = await smtp.waitForMails(2);
    const confirmation = mails.find((m) => m.envelopeTo[0] === 'visitor@example.com');
    expect(confirmation?.headers.subject).toContain('تلقّينا رسالتك');
    expect(confirmation?.html).toContain('dir="rtl"');
    // It does not carry the visitor's text to whatever address was typed in.
    expect(confirmation?.text).not.toContain('e-ticaret paketleriniz');
  });

  it('is off by default: no confirmation to the visitor', async () => {
    await postJson(app, '/api/contact', lead);
    expect((await outbox(app.orm)).map((row) => row.kind)).toEqual(['lead']);
  });

  it('a spam message (honeypot) is stored but mails nobody', async () => {
    const response = await postJson(app, '/api/contact', { ...lead, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    const [row] = await query<{ status: string }>(
      app.orm,
      'select status from contact_messages order by id desc limit 1',
    );
    expect(row.status).toBe('spam');
    expect(await outbox(app.orm)).toEqual([]);
  });

  it('a refused address (550) is failed at once, with the error kept', async () => {
    await query(app.orm, "update settings set value = 'true' where key = 'lead_confirmation'");
    smtp.rejected.add('nobody@example.com');
    await postJson(app, '/api/contact', { ...lead, email: 'nobody@example.com' });
    await drain(worker(app.orm, smtp.url), app.orm);
    const rows = await outbox(app.orm);
    expect(rows.find((row) => row.kind === 'lead')).toMatchObject({ status: 'sent' });
    const failed = rows.find((row) => row.kind === 'lead_confirmation');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.last_error).toContain('550');
  });

  it('an outage of the mail server: retried with backoff, delivered once when it is back', async () => {
    await smtp.stop();
    try {
      await postJson(app, '/api/contact', lead);
      const down = worker(app.orm, smtp.url, { backoff: { baseMs: 200, maxMs: 60_000 } });
      expect(await down.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
      let [row] = await outbox(app.orm);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      // Not due again before its backoff.
      expect(await down.runOnce()).toMatchObject({ claimed: 0 });
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await down.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
      [row] = await outbox(app.orm);
      expect(row.attempts).toBe(2);
    } finally {
      await smtp.start();
    }
    await query(app.orm, 'update mail_outbox set next_attempt_at = now()');
    const up = worker(app.orm, smtp.url);
    await drain(up, app.orm);
    await up.runOnce();
    expect(smtp.mails).toHaveLength(1);
    expect(await outbox(app.orm)).toMatchObject([{ status: 'sent', attempts: 3, last_error: null }]);
  });
});

describe('durability', () => {
  let url: string;
  const orms: MikroORM[] = [];
  const apps: TestApp[] = [];
  beforeAll(async () => {
    url = await createTestDatabaseUrl();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    for (const app of apps.splice(0)) await app.close();
    for (const orm of orms.splice(0)) await orm.close(true);
  });
  async function instance(env: Record<string, string> = {}): Promise<TestApp> {
    const orm = await openOrm(url);
    orms.push(orm);
    const app = await startTestApp({ orm, env });
    apps.push(app);
    return app;
  }

  it('a restart with pending mail: the next instance on the database delivers it', async () => {
    // No SMTP_URL: the mail waits in the outbox.
    const first = await instance();
    await postJson(first, '/api/contact', lead);
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    const second = await instance(smtp.env);
    const delivering = worker(second.orm, smtp.url).start();
    await smtp.waitForMails(1);
    await delivering.stop();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].envelopeTo).toEqual([OWNER]);
    await query(second.orm, 'delete from mail_outbox');
  });

  it('two instances on one database, both delivering: every mail exactly once', async () => {
    const a = await instance(smtp.env);
    const b = await instance(smtp.env);
    const sent = 24;
    for (let i = 0; i < sent; i++) {
      const response = await postJson(i % 2 ? a : b, '/api/contact', { ...lead, subject: `Konu ${i}` });
      expect(response.status).toBe(201);
    }
    // Small batches, so that both claim again and again at the same time.
    worker(a.orm, smtp.url, { batchSize: 2, pollMs: 5 }).start();
    worker(b.orm, smtp.url, { batchSize: 2, pollMs: 5 }).start();
    await smtp.waitForMails(sent);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const subjects = smtp.mails.map((m) => m.headers.subject).sort();
    expect(subjects).toHaveLength(sent);
    expect(new Set(subjects).size).toBe(sent);
    const rows = await outbox(a.orm);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    await query(a.orm, 'delete from mail_outbox');
  });

  it('a worker that dies mid-send (its SMTP call hanging) loses its lease; another delivers once, and the dead one cannot overwrite', async () => {
    // A "mail server" that accepts connections and never says a word.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const silentUrl = `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    try {
      const app = await instance(smtp.env);
      await postJson(app, '/api/contact', lead);
      const stuck = new OutboxWorker({
        orm: app.orm,
        logger: createLogger('silent'),
        transport: createSmtpTransport(
          {
            url: silentUrl,
            host: '127.0.0.1',
            port: Number(new URL(silentUrl).port),
            secure: false,
            requireTLS: false,
            user: undefined,
          },
          { timeouts: { greetingTimeout: 1_500, connectionTimeout: 1_500, socketTimeout: 1_500 } },
        ),
        from: FROM,
        leaseMs: 300,
      });
      const stuckPass = stuck.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await outbox(app.orm))[0]).toMatchObject({ status: 'pending', attempts: 1 });
      // While the lease holds, nobody else takes the mail.
      const rescuer = worker(app.orm, smtp.url, { leaseMs: 60_000 });
      expect(await rescuer.runOnce()).toMatchObject({ claimed: 0 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await rescuer.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
      // The stuck send now times out; its result is not written over the rescuer's.
      expect(await stuckPass).toMatchObject({ claimed: 1, retried: 1 });
      await stuck.stop();
      expect(await outbox(app.orm)).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
      expect(smtp.mails).toHaveLength(1);
      await query(app.orm, 'delete from mail_outbox');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

/**
 * Newsletter double opt-in and one-click unsubscription (issue 12, RFC 8058) on the real app,
 * database and a real SMTP server: a sign-up is inactive until its signed link is confirmed;
 * every mail carries List-Unsubscribe and List-Unsubscribe-Post and a visible link; a POST to
 * the unsubscribe link, with no cookie and no Origin, makes the address inactive.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { login, postJson, query, startTestApp, type TestApp } from '../test/harness.ts';
import { type ReceivedMail, SmtpTestServer } from '../test/smtp-test-server.ts';
import { OutboxWorker } from './outbox-worker.ts';
import { createSmtpTransport } from './transport.ts';

const ADMIN = { username: 'boss', password: 'correct horse battery', role: 'admin' as const };
let app: TestApp;
let smtp: SmtpTestServer;
let worker: OutboxWorker;

beforeAll(async () => {
  smtp = await new SmtpTestServer().start();
  app = await startTestApp({ users: [ADMIN], env: smtp.env });
  worker = new OutboxWorker({
    orm: app.orm,
    logger: createLogger('silent'),
    transport: createSmtpTransport(app.env.smtp as NonNullable<typeof app.env.smtp>),
    from: app.env.mailFrom,
  });
});
afterEach(() => {
  smtp.mails.length = 0;
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await smtp?.stop();
});

async function subscriber(email: string): Promise<{ is_active: boolean; language: string } | undefined> {
  const [row] = await query<{ is_active: boolean; language: string }>(
    app.orm,
    'select is_active, language from newsletter_subscribers where email = ?',
    [email],
  );
  return row;
}

/** Whether the address is an active subscriber (undefined: not stored). */
const isActive = async (email: string) => (await subscriber(email))?.is_active;

/** What a link page's button sends: a same-origin form POST to the link. */
const pressButton = (url: string) => fetch(url, { method: 'POST', headers: { origin: app.url } });

/** Presses a link page's button and expects the answer's status and a text of its page. */
async function expectButtonAnswer(url: string, status: number, text: string) {
  const answer = await pressButton(url);
  expect(answer.status).toBe(status);
  expect(await answer.text()).toContain(text);
}

/** Sends what the outbox holds and returns the mails received. */
async function deliver(): Promise<ReceivedMail[]> {
  await worker.runOnce();
  return smtp.mails;
}

function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`${app.url}${path}\\?token=[\\w.-]+&lang=\\w+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
  return match[0];
}

describe('double opt-in', () => {
  it('a sign-up is stored inactive and mailed a signed link in its language; confirming activates it', async () => {
    const response = await postJson(app, '/api/newsletter', { email: 'Leser@Example.com', language: 'de' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(await subscriber('leser@example.com')).toEqual({ is_active: false, language: 'de' });

    const [mail] = await deliver();
    expect(mail.envelopeTo).toEqual(['leser@example.com']);
    expect(mail.headers.subject).toContain('Bestätigen Sie Ihr Newsletter-Abonnement');
    const unsubscribeUrl = linkIn(mail, '/newsletter/unsubscribe');
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain('>Abmelden</a>');

    // Opening the link shows the address and a button; a mail scanner's GET changes nothing.
    const confirmUrl = linkIn(mail, '/newsletter/confirm');
    const page = await fetch(confirmUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('leser@example.com');
    expect(html).toContain('<form method="post"');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await isActive('leser@example.com')).toBe(false);

    // The page's button: a same-origin form POST.
    await expectButtonAnswer(confirmUrl, 200, 'Abonnement bestätigt');
    expect(await isActive('leser@example.com')).toBe(true);
  });

  it('one-click unsubscription: a POST with no cookie and no Origin makes the address inactive', async () => {
    await postJson(app, '/api/newsletter', { email: 'oneclick@example.com', language: 'ar' });
    const [mail] = await deliver();
    await pressButton(linkIn(mail, '/newsletter/confirm'));
    expect(await isActive('oneclick@example.com')).toBe(true);

    const unsubscribeUrl = /<([^>]+)>/.exec(mail.headers['list-unsubscribe'])?.[1] as string;
    const shown = await fetch(unsubscribeUrl);
    expect(await shown.text()).toContain('dir="rtl"');
    expect(await isActive('oneclick@example.com')).toBe(true);

    const response = await fetch(unsubscribeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await isActive('oneclick@example.com')).toBe(false);
  });

  it('a forged, altered or wrong-purpose token changes nothing (400)', async () => {
    await postJson(app, '/api/newsletter', { email: 'victim@example.com' });
    const [mail] = await deliver();
    const confirmUrl = linkIn(mail, '/newsletter/confirm');
    const unsubscribeUrl = linkIn(mail, '/newsletter/unsubscribe');
    const token = new URL(confirmUrl).searchParams.get('token') as string;
    const [payload] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ a: 'confirm', e: 'victim@example.com', t: Math.floor(Date.now() / 1000) })).toString('base64url')}.AAAA`;
    for (const bad of [
      `${app.url}/newsletter/confirm?token=${forged}`,
      `${app.url}/newsletter/confirm?token=${payload}.${token.split('.')[1].slice(0, -2)}xx`,
      // An unsubscribe token cannot confirm.
      `${app.url}/newsletter/confirm?token=${new URL(unsubscribeUrl).searchParams.get('token')}`,
      `${app.url}/newsletter/confirm`,
    ]) {
      const response = await pressButton(bad);
      expect(response.status, bad).toBe(400);
    }
    expect(await isActive('victim@example.com')).toBe(false);
  });

  it('signing up again does not tell whether the address exists: the same answer; an active one gets no mail', async () => {
    const first = await postJson(app, '/api/newsletter', { email: 'again@example.com' });
    const [mail] = await deliver();
    await pressButton(linkIn(mail, '/newsletter/confirm'));
    smtp.mails.length = 0;
    const second = await postJson(app, '/api/newsletter', { email: 'again@example.com' });
    expect([second.status, await second.json()]).toEqual([first.status, { ok: true }]);
    expect(await deliver()).toEqual([]);
    expect(await isActive('again@example.com')).toBe(true);
  });

  it('an unconfirmed address signing up again is not mailed twice within the gap', async () => {
    await postJson(app, '/api/newsletter', { email: 'twice@example.com' });
    await postJson(app, '/api/newsletter', { email: 'twice@example.com' });
    const mails = await deliver();
    expect(mails.filter((m) => m.envelopeTo[0] === 'twice@example.com')).toHaveLength(1);
  });

  it('a confirmation link is good once: replayed after unsubscribing, it re-subscribes nobody', async () => {
    await postJson(app, '/api/newsletter', { email: 'replay@example.com', language: 'ru' });
    const [mail] = await deliver();
    const confirmUrl = linkIn(mail, '/newsletter/confirm');
    const unsubscribeUrl = linkIn(mail, '/newsletter/unsubscribe');
    expect((await pressButton(confirmUrl)).status).toBe(200);
    expect(await isActive('replay@example.com')).toBe(true);

    // Used: the link shows the no-longer-valid page in the visitor's language, and does nothing.
    const shown = await fetch(confirmUrl);
    expect(shown.status).toBe(400);
    expect(await shown.text()).toContain('Недействительная ссылка');

    // RFC 8058: the unsubscribe link keeps working, as often as it is used.
    for (let i = 0; i < 2; i++) expect((await fetch(unsubscribeUrl, { method: 'POST' })).status).toBe(200);
    expect(await isActive('replay@example.com')).toBe(false);

    await expectButtonAnswer(confirmUrl, 400, 'уже была использована');
    expect(await isActive('replay@example.com')).toBe(false);
  });

  it('unsubscribing before confirming spends the confirmation link too', async () => {
    await postJson(app, '/api/newsletter', { email: 'changed.mind@example.com' });
    const [mail] = await deliver();
    expect((await fetch(linkIn(mail, '/newsletter/unsubscribe'), { method: 'POST' })).status).toBe(200);
    const confirm = await pressButton(linkIn(mail, '/newsletter/confirm'));
    expect(confirm.status).toBe(400);
    expect(await isActive('changed.mind@example.com')).toBe(false);
  });

  it("a newer confirmation mail supersedes the older one's link", async () => {
    await postJson(app, '/api/newsletter', { email: 'second.mail@example.com', language: 'en' });
    const [first] = await deliver();
    // A day later (the limit of one confirmation a day), the visitor signs up again.
    await query(app.orm, "update mail_outbox set created_at = created_at - interval '25 hours'");
    smtp.mails.length = 0;
    await postJson(app, '/api/newsletter', { email: 'second.mail@example.com', language: 'en' });
    const [second] = await deliver();
    await expectButtonAnswer(linkIn(first, '/newsletter/confirm'), 400, 'already been used');
    expect(await isActive('second.mail@example.com')).toBe(false);
    const current = await fetch(linkIn(second, '/newsletter/confirm'), {
      method: 'POST',
      headers: { origin: app.url },
    });
    expect(current.status).toBe(200);
    expect(await isActive('second.mail@example.com')).toBe(true);
  });

  it('the admin toggle of spec 001 still works', async () => {
    await postJson(app, '/api/newsletter', { email: 'toggle@example.com' });
    const cookie = await login(app, ADMIN.username, ADMIN.password);
    const [{ id }] = await query<{ id: number }>(
      app.orm,
      "select id from newsletter_subscribers where email = 'toggle@example.com'",
    );
    const response = await fetch(`${app.url}/api/admin/newsletter/${id}`, {
      method: 'PUT',
      headers: { origin: app.url, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ isActive: true }),
    });
    expect(response.status).toBe(200);
    expect(await isActive('toggle@example.com')).toBe(true);
  });
});

/**
 * Issue 22 over REST and tRPC on the real app and database: a version per save and its restore,
 * redirects after a service's slug change, the password reset through a real SMTP server, and
 * the Turkish Excel export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { OutboxWorker } from '../mail/outbox-worker.ts';
import { createSmtpTransport } from '../mail/transport.ts';
import { adminJson, login, postJson, query, startTestApp, type TestApp } from '../test/harness.ts';
import { SmtpTestServer } from '../test/smtp-test-server.ts';
import { cameraJpeg } from '../test/test-images.ts';
import { VALID_CONTACT, VALID_PACKAGE_REQUEST, VALID_SERVICE_ANSWERS } from '../test/valid-inputs.ts';

const ADMIN = { username: 'ayse', password: 'correct horse battery', role: 'admin' as const };
let app: TestApp;
let cookie: string;
let smtp: SmtpTestServer;

beforeAll(async () => {
  smtp = await new SmtpTestServer().start();
  app = await startTestApp({ users: [ADMIN], env: smtp.env });
  cookie = await login(app, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await app?.close();
  await smtp?.stop();
});

type Version = { id: number; actor: string | null; summary: string; changes: Array<{ field: string; after: unknown }> };

describe('history with restore', () => {
  it('keeps a version per save over REST and tRPC, and restores one as a new version', async () => {
    const { body: services } = await adminJson<Array<{ id: number; title: string }>>(
      app,
      'GET',
      '/api/admin/services',
      {
        cookie,
      },
    );
    const service = services[0];
    const put = await adminJson(app, 'PUT', `/api/admin/services/${service.id}`, {
      cookie,
      body: { title: 'REST başlığı' },
    });
    expect(put.status).toBe(200);
    const trpc = await fetch(`${app.url}/trpc/services.admin.update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url, cookie },
      body: JSON.stringify({ id: service.id, title: 'tRPC başlığı' }),
    });
    expect(trpc.status).toBe(200);

    const list = await adminJson<Version[]>(app, 'GET', `/api/admin/versions?kind=service&id=${service.id}`, {
      cookie,
    });
    expect(list.status).toBe(200);
    expect(list.body.map((version) => version.actor)).toEqual(['ayse', 'ayse', null]);
    expect(list.body[0].changes).toEqual([{ field: 'texts.tr.title', before: 'REST başlığı', after: 'tRPC başlığı' }]);

    const original = list.body[2];
    const restored = await adminJson<{ id: number; title: string }>(
      app,
      'POST',
      `/api/admin/versions/${original.id}/restore`,
      { cookie },
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: service.id, title: service.title });
    const after = await adminJson<Version[]>(app, 'GET', `/api/admin/versions?kind=service&id=${service.id}`, {
      cookie,
    });
    expect(after.body).toHaveLength(4);
    expect(after.body[0].summary).toMatch(/^restore /);

    const [audit] = await query<{ action: string }>(
      app.orm,
      "select action from audit_log where action = 'versions.restore' order by id desc limit 1",
    );
    expect(audit?.action).toBe('versions.restore');
  });

  it('settings keep versions under id=site; unknown kinds and missing versions are refused', async () => {
    const save = await adminJson(app, 'PUT', '/api/admin/settings', { cookie, body: { site_name: 'Yeni Ajans Adı' } });
    expect(save.status).toBe(200);
    const list = await adminJson<Version[]>(app, 'GET', '/api/admin/versions?kind=settings&id=site', { cookie });
    expect(list.body[0].changes).toEqual([expect.objectContaining({ field: 'site_name', after: 'Yeni Ajans Adı' })]);
    expect((await adminJson(app, 'GET', '/api/admin/versions?kind=nope&id=1', { cookie })).status).toBe(400);
    expect((await adminJson(app, 'POST', '/api/admin/versions/999999/restore', { cookie })).status).toBe(404);
    expect((await adminJson(app, 'GET', '/api/admin/versions?kind=service&id=1')).status).toBe(401);
  });
});

type AuditEntry = {
  action: string;
  subject: string | null;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
};

describe('the activity log names what a save changed', () => {
  it('keeps the item and its changed values for a text, a restore and the working hours', async () => {
    const { body: texts } = await adminJson<Array<{ id: number; key: string; value: string }>>(
      app,
      'GET',
      '/api/admin/content/tr',
      { cookie },
    );
    const text = texts.find((entry) => entry.key === 'home.hero.title') ?? texts[0];
    await adminJson(app, 'PUT', `/api/admin/content/${text.id}`, { cookie, body: { value: 'Yeni başlık' } });
    const { body: versions } = await adminJson<Version[]>(
      app,
      'GET',
      `/api/admin/versions?kind=content&id=${text.id}`,
      {
        cookie,
      },
    );
    await adminJson(app, 'POST', `/api/admin/versions/${versions.at(-1)?.id}/restore`, { cookie });

    const hours = JSON.parse(
      (await adminJson<Record<string, string>>(app, 'GET', '/api/admin/settings', { cookie })).body.working_hours,
    );
    hours.saturday = [{ start: '10:00', end: '15:30' }];
    await adminJson(app, 'PUT', '/api/admin/settings', { cookie, body: { working_hours: JSON.stringify(hours) } });

    const { body: log } = await adminJson<AuditEntry[]>(app, 'GET', '/api/admin/audit?pageSize=3', { cookie });
    const [settings, restore, edit] = log;
    expect(edit).toMatchObject({
      action: 'content.admin.update',
      subject: `${text.key} (tr)`,
      changes: [{ field: 'value', before: text.value, after: 'Yeni başlık' }],
    });
    expect(restore).toMatchObject({
      action: 'versions.restore',
      subject: `${text.key} (tr)`,
      changes: [{ field: 'value', before: 'Yeni başlık', after: text.value }],
    });
    expect(settings.action).toMatch(/^settings\./);
    expect(settings.subject).toBeNull();
    expect(settings.changes).toHaveLength(1);
    expect(settings.changes[0].field).toBe('working_hours');
    expect(JSON.parse(String(settings.changes[0].after)).saturday).toEqual([{ start: '10:00', end: '15:30' }]);
  });
});

type Lead = { id: number; subject: string; recommendation: string | null; recommendationTr: string | null };

describe('lead answers in Turkish', () => {
  const send = async (subject: string, extra: Record<string, unknown>) => {
    const response = await postJson(app, '/api/contact', { ...VALID_CONTACT, subject, ...extra });
    expect(response.status).toBe(201);
    const { body } = await adminJson<Lead[]>(app, 'GET', `/api/admin/contacts?search=${encodeURIComponent(subject)}`, {
      cookie,
    });
    return body.find((lead) => lead.subject === subject);
  };

  it("an Arabic visitor's recommendation reaches the owner in Turkish beside the Arabic", async () => {
    const services = await send('E2E-ar-services', {
      language: 'ar',
      recommendation: 'توصيتنا الخاصة لك',
      answers: JSON.stringify({ kind: 'services', input: VALID_SERVICE_ANSWERS }),
    });
    expect(services?.recommendation).toBe('توصيتنا الخاصة لك');
    expect(services?.recommendationTr).toMatch(/^Size Özel Hizmet Önerimiz\nÖnerilen hizmetler: .+/);
    expect(services?.recommendationTr).toContain('Perakende');

    const pkg = await send('E2E-ru-package', {
      language: 'ru',
      recommendation: 'Рекомендуемый пакет',
      answers: JSON.stringify({ kind: 'package', input: { ...VALID_PACKAGE_REQUEST, products: 'çanta' } }),
    });
    expect(pkg?.recommendationTr).toMatch(/^Önerilen Paket\nÖnerilen paket: .+ \(/);
    expect(pkg?.recommendationTr).toContain('çanta');
  });

  it('keeps the message when the answers are not answers, and writes nothing twice for a Turkish visitor', async () => {
    const broken = await send('E2E-broken-answers', {
      language: 'en',
      recommendation: 'Our recommendation',
      answers: '{"kind":"services","input":{"budget":"all of it"}}',
    });
    expect(broken?.recommendation).toBe('Our recommendation');
    expect(broken?.recommendationTr).toBeNull();
    const turkish = await send('E2E-tr-answers', {
      language: 'tr',
      recommendation: 'Size Özel Hizmet Önerimiz',
      answers: JSON.stringify({ kind: 'services', input: VALID_SERVICE_ANSWERS }),
    });
    expect(turkish?.recommendationTr).toBeNull();
  });
});

describe('built-in texts are reset, never deleted', () => {
  it("DELETE of a built-in text puts its built-in wording back (a version keeps the owner's); an own key goes", async () => {
    const { body: texts } = await adminJson<Array<{ id: number; key: string; builtIn: boolean; defaultValue: string }>>(
      app,
      'GET',
      '/api/admin/content/tr',
      { cookie },
    );
    const text = texts.find((entry) => entry.key === 'nav.home');
    if (!text) throw new Error('nav.home is seeded');
    expect(text).toMatchObject({ key: 'nav.home', builtIn: true });
    await adminJson(app, 'PUT', `/api/admin/content/${text.id}`, { cookie, body: { value: 'Başlangıç' } });
    const reset = await adminJson(app, 'DELETE', `/api/admin/content/${text.id}`, { cookie });
    expect(reset).toMatchObject({ status: 200, body: { ok: true } });
    const [row] = await query<{ value: string; is_custom: boolean }>(
      app.orm,
      'select value, is_custom from content_entries where id = ?',
      [text.id],
    );
    expect(row).toEqual({ value: text.defaultValue, is_custom: false });
    const versions = await adminJson<Version[]>(app, 'GET', `/api/admin/versions?kind=content&id=${text.id}`, {
      cookie,
    });
    expect(versions.body[0].changes).toEqual([{ field: 'value', before: 'Başlangıç', after: text.defaultValue }]);

    const own = await adminJson<{ id: number; builtIn: boolean }>(app, 'POST', '/api/admin/content', {
      cookie,
      body: { key: 'kampanya.baslik', value: 'Kış indirimi', language: 'tr' },
    });
    expect(own.body.builtIn).toBe(false);
    expect((await adminJson(app, 'DELETE', `/api/admin/content/${own.body.id}`, { cookie })).status).toBe(200);
    expect(await query(app.orm, 'select id from content_entries where id = ?', [own.body.id])).toEqual([]);
  });
});

describe('media in use', () => {
  it('the library says where a file is used, and a delete names every use', async () => {
    const { body: files } = await adminJson<
      Array<{ id: number; url: string; usedBy: Array<{ kind: string; key: string }> }>
    >(app, 'GET', '/api/admin/media', { cookie });
    const poster = files.find((file) => file.usedBy.some((use) => use.key === 'intro_video_poster_url'));
    if (!poster) throw new Error('the seeded poster is in use');
    const { body: projects } = await adminJson<Array<{ id: number; slug: string; title: string }>>(
      app,
      'GET',
      '/api/admin/projects',
      {
        cookie,
      },
    );
    await adminJson(app, 'PUT', `/api/admin/projects/${projects[0].id}`, { cookie, body: { imageUrl: poster.url } });
    const again = await adminJson<Array<{ id: number; usedBy: unknown[] }>>(app, 'GET', '/api/admin/media', { cookie });
    expect(again.body.find((file) => file.id === poster.id)?.usedBy).toEqual([
      { kind: 'setting', key: 'intro_video_poster_url' },
      { kind: 'project', key: projects[0].slug, title: projects[0].title },
    ]);
    const refused = await adminJson<{ message: string }>(app, 'DELETE', `/api/admin/media/${poster.id}`, { cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`intro_video_poster_url, proje: ${projects[0].slug}`);
  });
  it('replacing a file moves every use to another file of the same kind; the old one can then go', async () => {
    type File = { id: number; url: string; mimeType: string; usedBy: Array<{ kind: string; key: string }> };
    const list = async () => (await adminJson<File[]>(app, 'GET', '/api/admin/media', { cookie })).body;
    const poster = (await list()).find((file) => file.usedBy.some((use) => use.key === 'intro_video_poster_url'));
    const video = (await list()).find((file) => file.mimeType.startsWith('video/'));
    if (!poster || !video) throw new Error('the seed has a poster in use and a video');
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await cameraJpeg(64, 48))], { type: 'image/jpeg' }), 'yeni-afis.jpg');
    const uploaded = await fetch(`${app.url}/api/admin/media/upload`, {
      method: 'POST',
      headers: { origin: app.url, cookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const fresh = (await uploaded.json()) as File;

    const wrongKind = await adminJson<{ message: string }>(app, 'POST', `/api/admin/media/${poster.id}/replace`, {
      cookie,
      body: { withId: video.id },
    });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.message).toContain('aynı türden');
    const itself = await adminJson<{ message: string }>(app, 'POST', `/api/admin/media/${poster.id}/replace`, {
      cookie,
      body: { withId: poster.id },
    });
    expect(itself.body.message).toContain('kendisiyle');
    const missing = await adminJson(app, 'POST', `/api/admin/media/${poster.id}/replace`, {
      cookie,
      body: { withId: 999999 },
    });
    expect(missing.status).toBe(404);

    const uses = poster.usedBy.map((use) => use.key).sort();
    const replaced = await adminJson<File>(app, 'POST', `/api/admin/media/${poster.id}/replace`, {
      cookie,
      body: { withId: fresh.id },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.usedBy.map((use) => use.key).sort()).toEqual(uses);
    const settings = (await adminJson<Record<string, string>>(app, 'GET', '/api/admin/settings', { cookie })).body;
    expect(settings.intro_video_poster_url).toBe(fresh.url);
    expect((await adminJson(app, 'DELETE', `/api/admin/media/${poster.id}`, { cookie })).status).toBe(200);
  });
});

describe('redirects after a slug change', () => {
  it('the old address answers 301 to the new one in every language, the query kept', async () => {
    const { body: services } = await adminJson<Array<{ id: number; slug: string }>>(app, 'GET', '/api/admin/services', {
      cookie,
    });
    const service = services[1];
    const renamed = `${service.slug}-yeni`;
    expect(
      (await adminJson(app, 'PUT', `/api/admin/services/${service.id}`, { cookie, body: { slug: renamed } })).status,
    ).toBe(200);
    for (const [path, location] of [
      [`/services/${service.slug}`, `/services/${renamed}`],
      [`/en/services/${service.slug}?utm=x`, `/en/services/${renamed}?utm=x`],
      [`/hizmetler/${service.slug}`, `/hizmetler/${renamed}`],
    ]) {
      const response = await fetch(`${app.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
    const own = await adminJson(app, 'POST', '/api/admin/redirects', {
      cookie,
      body: { from: '/kampanya', to: '/pricing' },
    });
    expect(own.status).toBe(201);
    const loop = await adminJson<{ fieldErrors?: Record<string, string> }>(app, 'POST', '/api/admin/redirects', {
      cookie,
      body: { from: '/pricing', to: '/kampanya' },
    });
    expect(loop.status).toBe(400);
    expect(JSON.stringify(loop.body)).toContain('admin.redirectLoop');
    const moved = await fetch(`${app.url}/de/kampanya`, { redirect: 'manual' });
    expect(moved.headers.get('location')).toBe('/de/pricing');
  });
});

describe('password reset', () => {
  it('mails a single-use link through SMTP; the new password signs in and the old one no longer does', async () => {
    await query(app.orm, "update users set email = 'ayse@ajans.example' where username = 'ayse'");
    const unknown = await postJson(app, '/api/auth/password-reset', { email: 'nobody@ajans.example' });
    const known = await postJson(app, '/api/auth/password-reset', { email: 'AYSE@ajans.example', language: 'en' });
    expect([unknown.status, known.status]).toEqual([202, 202]);
    expect(await unknown.text()).toBe(await known.text());

    const worker = new OutboxWorker({
      orm: app.orm,
      logger: createLogger('silent'),
      transport: createSmtpTransport(app.env.smtp as NonNullable<typeof app.env.smtp>),
      from: app.env.mailFrom,
    });
    await worker.runOnce();
    await worker.stop();
    // Other tests of this file leave lead mails in the outbox too: only reset mails count here.
    const resets = smtp.mails.filter((sent) => String(sent.headers.subject).includes('password reset'));
    expect(resets).toHaveLength(1);
    expect(smtp.mails.some((sent) => sent.envelopeTo.includes('nobody@ajans.example'))).toBe(false);
    const [mail] = resets;
    expect(mail.envelopeTo).toEqual(['ayse@ajans.example']);
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect(token).not.toBe('');

    const weak = await postJson(app, '/api/auth/password-reset/confirm', { token, password: 'short' });
    expect(weak.status).toBe(400);
    const done = await postJson(app, '/api/auth/password-reset/confirm', {
      token,
      password: 'violet harbor lantern 42',
    });
    expect(done.status).toBe(200);
    const again = await postJson(app, '/api/auth/password-reset/confirm', {
      token,
      password: 'another harbor lantern 7',
    });
    expect(again.status).toBe(400);
    expect(JSON.stringify(await again.json())).toContain('account.resetLink');

    // The old session ended; the old password is refused, the new one works.
    expect((await adminJson(app, 'GET', '/api/admin/stats', { cookie })).status).toBe(401);
    expect((await postJson(app, '/api/admin/login', { username: 'ayse', password: ADMIN.password })).status).toBe(401);
    cookie = await login(app, 'ayse', 'violet harbor lantern 42');
  });
});

describe('the Turkish Excel export', () => {
  it('streams semicolon-separated rows with Turkish headers and statuses', async () => {
    await postJson(app, '/api/contact', { ...VALID_CONTACT, language: 'en', page: '/en/contact' });
    const response = await fetch(`${app.url}/api/admin/contacts/export/excel`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('-excel.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFF"Tarih";"Ad Soyad";"E-posta"')).toBe(true);
    expect(text).toContain('"Yeni";"";"";"İngilizce";"/en/contact"');
  });
});

/**
 * Two real app processes (`node server/index.ts`) on one PostgreSQL and one upload storage,
 * as behind a load balancer (issue 24). Used by the vitest test beside this file (the run's
 * PostgreSQL, an s3rver bucket) and by `npm run instances:verify` (the operator's own database
 * and bucket). Each check throws with what it saw; the answer holds the figures.
 *
 * Both processes get the same PUBLIC_URL (the balancer's address) and TRUST_PROXY=1, so the
 * client address is the X-Forwarded-For the "balancer" (this script) sets.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { type AppProcess, isRunning, spawnApp, waitExit, waitReady } from '../../test/app-process.ts';
import { SmtpTestServer } from '../../test/smtp-test-server.ts';

export type TwoInstancesOptions = {
  databaseUrl: string;
  /** STORAGE and S3_* (or nothing: each process's own DATA_DIR, which the upload check then refutes). */
  storageEnv: Record<string, string>;
  /** A shared DATA_DIR for both (staging, temporary files); a fresh folder per process otherwise. */
  dataDirOf: (instance: 'a' | 'b') => string;
  log?: (line: string) => void;
};

export type TwoInstancesFigures = {
  readyMs: { a: number; b: number };
  /** From the write's answer on A to B's first answer with the new value. */
  cacheInvalidationMs: number;
  /** The same for B's rendered home page; undefined without a build to render it. */
  pageInvalidationMs: number | undefined;
  uploadBytes: number;
  leadsAccepted: number;
  mailsDelivered: number;
  /** Leads answered 201 by A while it was being stopped, all found afterwards through B. */
  leadsDuringShutdown: number;
  shutdownExitCode: number | null;
};

/** The balancer's address: both processes believe they are served from here. */
const PUBLIC_URL = 'http://localhost:8080';
const ADMIN = { username: 'operator', password: 'two instances one site 24' };
/** Low enough to reach in a few requests: the limit must count across both processes. */
const CONTACT_LIMIT = 3;

type Fetcher = (path: string, init?: RequestInit & { ip?: string; cookie?: string }) => Promise<Response>;

function fetcherOf(app: AppProcess): Fetcher {
  return (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', PUBLIC_URL);
    headers.set('x-forwarded-for', init.ip ?? '203.0.113.1');
    if (init.cookie) headers.set('cookie', init.cookie);
    return fetch(`${app.url}${path}`, { ...init, headers, redirect: 'manual' });
  };
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`two instances: ${message}`);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`two instances: ${what} not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const lead = (marker: string, n: number) => ({
  name: 'Ayşe Yılmaz',
  email: `lead-${n}@example.com`,
  phone: '+90 555 000 00 00',
  subject: `${marker} #${n}`,
  message: `Two instances, one site: message number ${n} of this run.`,
});

async function postJson(fetchFrom: Fetcher, path: string, body: unknown, extra: { ip?: string; cookie?: string } = {}) {
  return fetchFrom(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    ...extra,
  });
}

async function signIn(fetchFrom: Fetcher, password = ADMIN.password, ip?: string): Promise<Response> {
  return postJson(fetchFrom, '/api/admin/login', { username: ADMIN.username, password }, { ip });
}

function cookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('session='));
  check(cookie, `no session cookie in the login answer (${response.status})`);
  return cookie;
}

export async function verifyTwoInstances(options: TwoInstancesOptions): Promise<TwoInstancesFigures> {
  const log = options.log ?? (() => {});
  const smtp = await new SmtpTestServer().start();
  const apps: AppProcess[] = [];
  try {
    const envFor = (instance: 'a' | 'b') => () => ({
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDirOf(instance),
      PUBLIC_URL,
      TRUST_PROXY: '1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      CONTACT_RATE_LIMIT: `${CONTACT_LIMIT}/10m`,
      ...smtp.env,
      ...options.storageEnv,
    });
    // Replicas start together: both migrate and seed the same empty database at once.
    const started = Date.now();
    const [a, b] = await Promise.all([spawnApp(envFor('a')), spawnApp(envFor('b'))]);
    apps.push(a, b);
    const readyMs = { a: 0, b: 0 };
    await Promise.all([
      waitReady(a, 90_000).then(() => (readyMs.a = Date.now() - started)),
      waitReady(b, 90_000).then(() => (readyMs.b = Date.now() - started)),
    ]);
    log(`both ready: A ${readyMs.a} ms, B ${readyMs.b} ms after a simultaneous start`);
    const onA = fetcherOf(a);
    const onB = fetcherOf(b);

    // A session made on one works on the other.
    const login = await signIn(onA);
    check(login.status === 200, `login on A answered ${login.status}`);
    const cookie = cookieOf(login);
    const me = await onB('/api/admin/auth/user', { cookie });
    check(me.status === 200, `B does not know A's session (${me.status})`);
    log('session: signed in on A, recognised by B');

    // An upload through one is served by the other, byte for byte.
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'two-instances.png');
    const uploaded = await onA('/api/admin/media/upload', { method: 'POST', body: form, cookie });
    check(uploaded.status === 201, `upload through A answered ${uploaded.status}: ${await uploaded.clone().text()}`);
    const { url } = (await uploaded.json()) as { url: string };
    const path = new URL(url, PUBLIC_URL).pathname;
    const [fromA, fromB] = await Promise.all([onA(path), onB(path)]);
    check(fromA.status === 200, `A does not serve its own upload ${path} (${fromA.status})`);
    check(fromB.status === 200, `B does not serve ${path}, uploaded through A (${fromB.status})`);
    const [bytesA, bytesB] = await Promise.all([fromA.arrayBuffer(), fromB.arrayBuffer()]);
    check(Buffer.from(bytesA).equals(Buffer.from(bytesB)), `A and B serve different bytes for ${path}`);
    log(`upload: ${path} through A, served by B (${bytesB.byteLength} bytes, identical)`);

    // An admin write on one empties the other's read cache and, when the build is there to render
    // pages (dist/server; `npm test` runs vitest before building), its page cache: both are emptied
    // by the same notification; the page gets 2 s because it is rendered anew (about 0.2-0.7 s here).
    const siteName = async () => ((await (await onB('/api/settings')).json()) as Record<string, string>).site_name;
    const homePage = async () => {
      const response = await onB('/');
      const html = await response.text();
      return response.status === 200 && html.includes('<title') ? html : undefined;
    };
    const before = await siteName();
    const pageBefore = await homePage();
    await Promise.all([siteName(), homePage()]); // now certainly cached on B
    const renamed = `Two instances ${randomUUID().slice(0, 8)}`;
    const write = await onA('/api/admin/settings', {
      method: 'PUT',
      body: JSON.stringify({ site_name: renamed }),
      headers: { 'content-type': 'application/json' },
      cookie,
    });
    check(write.status === 200, `settings write on A answered ${write.status}: ${await write.clone().text()}`);
    const written = Date.now();
    const [cacheInvalidationMs, pageInvalidationMs] = await Promise.all([
      until(siteName, (name) => name === renamed, 1_000, `B's site name "${renamed}" (was "${before}")`).then(
        () => Date.now() - written,
      ),
      pageBefore
        ? until(
            async () => (await homePage()) ?? '',
            (html) => html.includes(renamed),
            2_000,
            `"${renamed}" on B's home page`,
          ).then(() => Date.now() - written)
        : undefined,
    ]);
    log(
      `caches: B answered the new site name ${cacheInvalidationMs} ms after A's write` +
        (pageInvalidationMs === undefined
          ? ' (pages not checked: no build in dist/server)'
          : `, its rendered home page showed it after ${pageInvalidationMs} ms`),
    );

    // Rate limits count across both: CONTACT_LIMIT leads from one address, split over A and B.
    const marker = `two-instances-${randomUUID().slice(0, 8)}`;
    const ip = '198.51.100.7';
    let leadsAccepted = 0;
    for (let n = 0; n < CONTACT_LIMIT; n++) {
      const sent = await postJson(n % 2 === 0 ? onA : onB, '/api/contact', lead(marker, n), { ip });
      check(sent.status === 201, `lead ${n} answered ${sent.status}`);
      leadsAccepted++;
    }
    for (const [name, on] of [
      ['A', onA],
      ['B', onB],
    ] as const) {
      const refused = await postJson(on, '/api/contact', lead(marker, 99), { ip });
      check(refused.status === 429, `lead ${CONTACT_LIMIT + 1} on ${name} answered ${refused.status}, not 429`);
    }
    log(`rate limit: ${CONTACT_LIMIT} leads over A and B, the next refused 429 by both`);

    // Login throttling counts across both: after a failure on A and one on B (the second
    // failure of this name and address), the next try must wait a second on either.
    const throttleIp = '198.51.100.8';
    for (const [name, on] of [
      ['A', onA],
      ['B', onB],
    ] as const) {
      const failed = await signIn(on, 'not the password', throttleIp);
      check(failed.status === 401, `a wrong password on ${name} answered ${failed.status}`);
    }
    const held = await signIn(onA, ADMIN.password, throttleIp);
    check(held.status === 429, `A let the next try through at once (${held.status}): B's failure did not count`);
    log('login throttle: failures on A and B add up; the next immediate try is answered 429');

    // SIGTERM of one loses nothing: leads sent to A while it stops are either refused or kept.
    const stopMarker = `${marker}-stop`;
    const sends: Array<Promise<number>> = [];
    for (let n = 0; n < 30; n++) {
      sends.push(
        postJson(onA, '/api/contact', lead(stopMarker, n), { ip: `198.51.100.${100 + n}` }).then(
          (response) => response.status,
          () => 0,
        ),
      );
      if (n === 10) a.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const statuses = await Promise.all(sends);
    const shutdownExitCode = await waitExit(a, 20_000);
    check(shutdownExitCode === 0, `A exited ${shutdownExitCode} after SIGTERM:\n${a.output().slice(-2000)}`);
    const acceptedDuringStop = statuses.filter((status) => status === 201).length;
    check(
      statuses.every((status) => status === 201 || status === 503 || status === 0),
      `leads during A's stop answered ${statuses.join(',')}`,
    );
    const inbox = (await (await onB('/api/admin/contacts', { cookie })).json()) as Array<{ subject: string }>;
    const kept = inbox.filter((message) => message.subject.startsWith(`${stopMarker} #`)).length;
    check(kept === acceptedDuringStop, `A answered 201 to ${acceptedDuringStop} leads while stopping, B finds ${kept}`);
    log(
      `shutdown: A exited ${shutdownExitCode}; ${acceptedDuringStop}/30 leads answered 201 while it stopped, all ${kept} kept`,
    );

    // The outbox delivers each mail once, whichever process's worker claims it.
    const expectedMails = leadsAccepted + acceptedDuringStop;
    const ours = () => smtp.mails.filter((mail) => (mail.headers.subject ?? '').includes(marker));
    await until(
      async () => ours().length,
      (count) => count >= expectedMails,
      15_000,
      `${expectedMails} lead notifications`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // a second delivery would come now
    const delivered = ours();
    const ids = new Set(delivered.map((mail) => mail.headers['message-id']));
    check(
      delivered.length === expectedMails && ids.size === expectedMails,
      `${delivered.length} mails (${ids.size} distinct) for ${expectedMails} leads`,
    );
    log(`outbox: ${delivered.length} lead notifications, each delivered once`);

    return {
      readyMs,
      cacheInvalidationMs,
      pageInvalidationMs,
      uploadBytes: bytesB.byteLength,
      leadsAccepted,
      mailsDelivered: delivered.length,
      leadsDuringShutdown: acceptedDuringStop,
      shutdownExitCode,
    };
  } finally {
    for (const app of apps) if (isRunning(app)) app.child.kill('SIGTERM');
    await Promise.all(apps.map((app) => waitExit(app, 15_000).catch(() => app.child.kill('SIGKILL'))));
    await smtp.stop();
  }
}

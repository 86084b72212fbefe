/**
 * The real app (`node server/index.ts`) as a child process, on a database of the test run:
 * killed with SIGKILL while its worker holds a mail claimed (its SMTP server never answers),
 * the mail is not lost: once the claim's lease has ended, the next instance delivers it, once.
 */
import type { ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openOrm } from '../db/database.ts';
import { type AppProcess, spawnApp, waitReady } from '../test/app-process.ts';
import { createTestDatabaseUrl, query } from '../test/harness.ts';
import { SmtpTestServer } from '../test/smtp-test-server.ts';

const children: ChildProcess[] = [];
let smtp: SmtpTestServer;
let silent: net.Server;
const silentSockets = new Set<net.Socket>();
let databaseUrl: string;
let orm: MikroORM;

beforeAll(async () => {
  smtp = await new SmtpTestServer().start();
  // A "mail server" that accepts connections and never says a word: a send hangs.
  silent = net.createServer((socket) => silentSockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
  databaseUrl = await createTestDatabaseUrl();
  orm = await openOrm(databaseUrl);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const socket of silentSockets) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
  await smtp?.stop();
  await orm?.close(true);
});

async function startApp(smtpUrl: string): Promise<AppProcess> {
  const app = await spawnApp((url) => ({
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: url,
    ADMIN_USERNAME: 'mailadmin',
    ADMIN_PASSWORD: 'parcel lighthouse 21',
    SMTP_URL: smtpUrl,
    // The test SMTP server speaks plain SMTP.
    SMTP_INSECURE: 'true',
  }));
  children.push(app.child);
  await waitReady(app);
  return app;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Row = { status: string; attempts: number; leased: boolean };
const rows = () =>
  query<Row>(orm, 'select status, attempts, locked_until > now() as leased from mail_outbox order by id');

it('a mail claimed by an instance killed with SIGKILL is delivered once by the next one, after the lease', async () => {
  const silentUrl = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  const first = await startApp(silentUrl);
  // A fresh process on a busy machine may shed load (503 while its event loop lags): retry as a client would.
  let response: Response | undefined;
  for (let attempt = 0; attempt < 20 && response?.status !== 201; attempt++) {
    if (response) await new Promise((resolve) => setTimeout(resolve, 500));
    response = await fetch(`${first.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+90 555 123 45 67',
        subject: 'SIGKILL',
        message: 'Bu mesajın bildirimi gönderilirken süreç öldürülür.',
      }),
    });
  }
  expect(response?.status).toBe(201);
  // The worker has claimed it and sits in the SMTP greeting that never comes.
  await until(rows, (r) => r.length === 1 && r[0].leased && r[0].attempts === 1);
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  expect(await rows()).toMatchObject([{ status: 'pending', attempts: 1, leased: true }]);

  // A new instance leaves the mail alone while the dead one's lease (5 min) holds...
  const second = await startApp(smtp.url);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(smtp.mails).toHaveLength(0);
  // ...and delivers it once the lease has ended (time moved on: the lease's end set to now).
  await query(orm, 'update mail_outbox set locked_until = now()');
  await smtp.waitForMails(1);
  const [row] = await until(rows, (r) => r[0]?.status === 'sent');
  expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(smtp.mails).toHaveLength(1);
  expect(smtp.mails[0].headers.subject).toBe('Yeni iletişim mesajı: SIGKILL');

  second.child.kill('SIGTERM');
  const code = await new Promise<number | null>((resolve) => second.child.once('exit', resolve));
  expect(code, second.output()).toBe(0);
  // Two app processes start from source: on a loaded machine that alone can take 20 s.
}, 90_000);

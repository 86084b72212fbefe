/**
 * The real app (`node server/index.ts`, embedded PostgreSQL in its own DATA_DIR) as a child
 * process: killed with SIGKILL as the OOM killer would, it leaves its PostgreSQL running; the next
 * start must stop that orphan and go on with every acknowledged write kept, while a start next to
 * a live instance must refuse. The SPA build is not needed: the API works without dist/client.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppProcess, isRunning, spawnApp, waitExit, waitReady } from '../test/app-process.ts';
import { isAlive } from './instance-lock.ts';

const ADMIN = { username: 'crashadmin', password: 'harbor quilt meadow 19' };

const apps: AppProcess[] = [];
const dataDirs: string[] = [];

async function startApp(dataDir: string): Promise<AppProcess> {
  const app = await spawnApp(() => ({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  }));
  apps.push(app);
  return app;
}

async function postmaster(dataDir: string): Promise<{ pid: number; port: number } | undefined> {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = (await fs.readFile(file, 'utf8')).split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** Rows of a query on the app's database, straight through PostgreSQL. */
async function sql<T>(dataDir: string, text: string): Promise<T[]> {
  const running = await postmaster(dataDir);
  if (!running) throw new Error('PostgreSQL is not running');
  const password = (await fs.readFile(path.join(dataDir, 'postgres.secret'), 'utf8')).trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: running.port,
    user: 'postgres',
    password,
    database: 'agency',
  });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

function postContact(app: AppProcess, message: string): Promise<Response> {
  return fetch(`${app.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.origin },
    body: JSON.stringify({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+90 555 123 45 67',
      subject: 'Crash recovery',
      message,
    }),
  });
}

describe('crash recovery of the embedded PostgreSQL', () => {
  let tmp: string;

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(inject('testTmpDir'), 'crash-'));
    await fs.chmod(tmp, 0o755); // as root, PostgreSQL runs as `postgres` and must enter it
  });

  afterAll(async () => {
    for (const app of apps.filter(isRunning)) {
      app.child.kill('SIGTERM');
      await waitExit(app, 20_000).catch(() => app.child.kill('SIGKILL'));
    }
    // Whatever happened above, no PostgreSQL of ours outlives the file.
    for (const dataDir of dataDirs) {
      const running = await postmaster(dataDir);
      if (running && isAlive(running.pid)) {
        process.kill(running.pid, 'SIGINT');
        const deadline = Date.now() + 20_000;
        while (isAlive(running.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        if (isAlive(running.pid)) process.kill(running.pid, 'SIGKILL');
      }
    }
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  });

  const newDataDir = (name: string) => {
    const dataDir = path.join(tmp, name);
    dataDirs.push(dataDir);
    return dataDir;
  };

  it('starts again after a SIGKILL, stopping the orphaned PostgreSQL and keeping what was acknowledged', async () => {
    const dataDir = newDataDir('crashed');
    const first = await startApp(dataDir);
    await waitReady(first);
    const message = `acknowledged just before the crash ${Date.now()}`;
    const response = await postContact(first, message);
    expect(response.status, `${await response.clone().text()}\n${first.output()}`).toBe(201);
    first.child.kill('SIGKILL');
    await waitExit(first, 5_000);

    // The defect's premise: PostgreSQL outlives its app.
    const orphan = await postmaster(dataDir);
    expect(orphan && isAlive(orphan.pid)).toBe(true);

    const second = await startApp(dataDir);
    await waitReady(second);
    expect(isAlive(orphan?.pid as number)).toBe(false);
    expect((await postmaster(dataDir))?.pid).not.toBe(orphan?.pid);
    expect(second.output()).toMatch(/stopping the PostgreSQL left running by a crashed instance of the app/);
    const rows = await sql<{ message: string }>(dataDir, 'select message from contact_messages');
    expect(rows.map((row) => row.message)).toContain(message);

    // A clean stop leaves neither PostgreSQL nor the lock.
    const running = await postmaster(dataDir);
    second.child.kill('SIGTERM');
    expect(await waitExit(second, 20_000)).toBe(0);
    expect(isAlive(running?.pid as number)).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'app.pid'))).toBe(false);
  }, 60_000);

  it('refuses a second start on a DATA_DIR in use, without disturbing the running instance', async () => {
    const dataDir = newDataDir('busy');
    const first = await startApp(dataDir);
    await waitReady(first);
    const running = await postmaster(dataDir);

    const second = await startApp(dataDir);
    expect(await waitExit(second, 20_000)).not.toBe(0);
    expect(second.output()).toMatch(
      new RegExp(`Another running instance of the app \\(pid ${first.child.pid}, started [^)]+\\) uses DATA_DIR`),
    );

    expect(isRunning(first)).toBe(true);
    expect(await postmaster(dataDir)).toEqual(running);
    expect(isAlive(running?.pid as number)).toBe(true);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    expect((await postContact(first, 'still served')).status).toBe(201);
  }, 60_000);
});

import { spawn } from 'node:child_process';
import { existsSync, statSync, watch } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { createOrmConfig } from '../../mikro-orm.config.ts';
import { createLogger } from '../logger.ts';
import { type EmbeddedPostgres, freePort, startEmbeddedPostgres } from './embedded-postgres.ts';

const logger = createLogger('silent');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('freePort', () => {
  it('returns a port that can be bound on 127.0.0.1', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(port).toBeLessThan(65536);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('startEmbeddedPostgres', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('starts a real PostgreSQL, refuses a second instance on the same folder, and stops cleanly', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-pg-test-'));
    await fs.chmod(dataDir, 0o755);
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));

    const pg: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir, logger, persistent: false });
    cleanups.push(() => pg.stop());
    const pid = Number((await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    expect(isAlive(pid)).toBe(true);

    // Only the password's owner can read it; the URL carries it.
    const secret = await fs.stat(path.join(dataDir, 'postgres.secret'));
    expect(secret.mode & 0o077).toBe(0);
    expect(pg.url('agency')).toMatch(/^postgresql:\/\/postgres:[0-9a-f]{48}@127\.0\.0\.1:\d+\/agency$/);

    // A real server: the ORM creates the database and answers a query.
    const orm = await MikroORM.init({ ...createOrmConfig({ clientUrl: pg.url('agency') }), logger: () => undefined });
    try {
      const [row] = await orm.em.getConnection().execute<Array<{ version: string }>>('select version() as version');
      expect(row.version).toMatch(/^PostgreSQL 18\./);
    } finally {
      await orm.close(true);
    }

    await expect(startEmbeddedPostgres({ dataDir, logger, persistent: false })).rejects.toThrow(
      new RegExp(`Another running instance of the app \\(pid ${process.pid}, started [^)]+\\) uses DATA_DIR`),
    );
    expect(isAlive(pid)).toBe(true);
    expect(JSON.parse(await fs.readFile(path.join(dataDir, 'app.pid'), 'utf8')).pid).toBe(process.pid);

    const stopping = pg.stop();
    expect(pg.stop()).toBe(stopping);
    await stopping;
    expect(isAlive(pid)).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  });

  it("writes initdb's password file 0600 from its creation and removes it; the stored password is 0600", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-pg-test-'));
    await fs.chmod(dataDir, 0o755);
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    // A temp folder of its own, watched: every file created in it is looked at at once (initdb
    // keeps the password file open for a second or more, so the look cannot miss it).
    const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-pg-tmp-'));
    await fs.chmod(tmp, 0o755);
    cleanups.push(() => fs.rm(tmp, { recursive: true, force: true }));
    const seen: Array<{ name: string; mode: number }> = [];
    const watcher = watch(tmp, (_event, name) => {
      if (!name) return;
      try {
        seen.push({ name, mode: statSync(path.join(tmp, name)).mode & 0o777 });
      } catch {
        // removed meanwhile
      }
    });
    const previousTmp = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      const pg = await startEmbeddedPostgres({ dataDir, logger, persistent: false });
      cleanups.push(() => pg.stop());
      await pg.stop();
    } finally {
      if (previousTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previousTmp;
      watcher.close();
    }
    expect(seen.length).toBeGreaterThan(0);
    for (const file of seen) expect(file.mode & 0o077, file.name).toBe(0);
    expect(await fs.readdir(tmp)).toEqual([]);
  });

  it('never reuses a postgres.secret.tmp left by a crash: the password file is created 0600', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-pg-test-'));
    await fs.chmod(dataDir, 0o755);
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    await fs.writeFile(path.join(dataDir, 'postgres.secret.tmp'), 'old', { mode: 0o644 });
    const pg = await startEmbeddedPostgres({ dataDir, logger });
    cleanups.push(() => pg.stop());
    const secret = await fs.stat(path.join(dataDir, 'postgres.secret'));
    expect(secret.mode & 0o077).toBe(0);
    await pg.stop();
  });

  it('starts over the stale app.pid and postmaster.pid of a crash, leaving alone a process that reuses the pid', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-pg-test-'));
    await fs.chmod(dataDir, 0o755);
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    await (await startEmbeddedPostgres({ dataDir, logger })).stop();
    expect(existsSync(path.join(dataDir, 'app.pid'))).toBe(false);

    // A crash of app and PostgreSQL together, then their pids taken by other processes.
    const stranger = spawn('sleep', ['60'], { stdio: 'ignore' });
    cleanups.push(async () => stranger.kill('SIGKILL'));
    const strangerPid = stranger.pid as number;
    await fs.writeFile(path.join(dataDir, 'app.pid'), JSON.stringify({ pid: strangerPid, processStart: '1' }));
    await fs.writeFile(path.join(dataDir, 'postgres', 'postmaster.pid'), `${strangerPid}\n${dataDir}/postgres\n`);

    const pg = await startEmbeddedPostgres({ dataDir, logger, persistent: false });
    cleanups.push(() => pg.stop());
    const pid = Number((await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    expect(pid).not.toBe(strangerPid);
    expect(isAlive(strangerPid)).toBe(true);
    await pg.stop();
    expect(isAlive(pid)).toBe(false);
  });
});

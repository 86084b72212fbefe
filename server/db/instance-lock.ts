/**
 * One app per DATA_DIR while it runs the embedded PostgreSQL. DATA_DIR/app.pid names the process
 * that holds the folder: its pid, the kernel's start time of that process and the boot id (Linux),
 * so that a pid reused by another process after a crash or a reboot is not taken for the holder.
 * A start that finds a holder still alive refuses; a holder that is gone (SIGKILL, OOM killer)
 * left a stale lock, which the start takes over. The lock is released when PostgreSQL has stopped,
 * and on process exit.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE = 'app.pid';

type Holder = { pid: number; processStart: string | null; bootId: string | null; startedAt: string };

export class InstanceLockedError extends Error {}

export type InstanceLock = {
  /** Removes the lock file if it is still ours. */
  release: () => Promise<void>;
  /** The same, synchronously (for process 'exit'). */
  releaseSync: () => void;
};

/** The lock files this process holds (a second start in the same process must refuse too). */
const heldHere = new Set<string>();

function readTextSync(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** State and start time (clock ticks after boot) of a process from /proc/<pid>/stat; null without /proc. */
function procStat(pid: number): { state: string; startTicks: string } | null {
  const text = readTextSync(`/proc/${pid}/stat`);
  if (text === null) return null;
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so count after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], startTicks: fields[19] };
}

/** Is there a process with this pid? A zombie (exited, not yet reaped) counts as gone. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStat(pid)?.state !== 'Z';
}

function currentBootId(): string | null {
  return readTextSync('/proc/sys/kernel/random/boot_id')?.trim() || null;
}

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (!Number.isInteger(value.pid) || (value.pid ?? 0) <= 0) return null;
    return {
      pid: value.pid as number,
      processStart: typeof value.processStart === 'string' ? value.processStart : null,
      bootId: typeof value.bootId === 'string' ? value.bootId : null,
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : 'unknown',
    };
  } catch {
    return null;
  }
}

/** Is the process that wrote this lock still running? Unknown facts count as "yes" (refusing is safe). */
function holderIsLive(holder: Holder, file: string): boolean {
  if (holder.pid === process.pid) return heldHere.has(file);
  const bootId = currentBootId();
  if (holder.bootId && bootId && holder.bootId !== bootId) return false;
  if (!isAlive(holder.pid)) return false;
  const processStart = procStat(holder.pid)?.startTicks ?? null;
  return !(holder.processStart && processStart && holder.processStart !== processStart);
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Creates the lock file with its whole content at once (a hard link is atomic), or reports that one exists. */
async function createExclusive(file: string, text: string): Promise<boolean> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temporary, text, { mode: 0o644 });
  try {
    await fs.link(temporary, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    // A file system without hard links: exclusive create (a reader may then see it half-written).
    try {
      await fs.writeFile(file, text, { flag: 'wx', mode: 0o644 });
      return true;
    } catch (inner) {
      if ((inner as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw inner;
    }
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

/**
 * Removes a stale lock only if it is still the one we judged stale: another start may have taken
 * it over meanwhile. Moving it aside is atomic; a lock that turns out to be new is put back.
 */
async function removeIfUnchanged(file: string, seen: string): Promise<void> {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    await fs.rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((await readText(aside)) !== seen) await fs.link(aside, file).catch(() => undefined);
  await fs.rm(aside, { force: true });
}

/**
 * Takes DATA_DIR/app.pid for this process. Throws InstanceLockedError when a live process holds
 * it; takes a stale one over.
 */
export async function acquireInstanceLock(dataDir: string): Promise<InstanceLock> {
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  const holder: Holder = {
    pid: process.pid,
    processStart: procStat(process.pid)?.startTicks ?? null,
    bootId: currentBootId(),
    startedAt: new Date().toISOString(),
  };
  const text = `${JSON.stringify(holder)}\n`;
  for (let attempt = 1; attempt <= 5; attempt++) {
    if (await createExclusive(file, text)) {
      heldHere.add(file);
      return lockOf(file, text);
    }
    const seen = await readText(file);
    if (seen === undefined) continue;
    const other = parseHolder(seen);
    if (other && holderIsLive(other, file)) {
      throw new InstanceLockedError(
        `Another running instance of the app (pid ${other.pid}, started ${other.startedAt}) uses DATA_DIR ${path.dirname(file)} and its embedded PostgreSQL. Stop that instance, or give this one another DATA_DIR.`,
      );
    }
    await removeIfUnchanged(file, seen);
  }
  throw new Error(`Could not take ${file}: other starts keep changing it.`);
}

function lockOf(file: string, text: string): InstanceLock {
  const releaseSync = () => {
    if (!heldHere.delete(file)) return;
    if (readTextSync(file) === text) rmSync(file, { force: true });
  };
  return {
    releaseSync,
    release: async () => {
      if (!heldHere.delete(file)) return;
      if ((await readText(file)) === text) await fs.rm(file, { force: true });
    },
  };
}

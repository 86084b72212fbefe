import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { acquireInstanceLock, InstanceLockedError, isAlive, LOCK_FILE } from './instance-lock.ts';

function startTicks(pid: number): string {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ')[19];
}

/** A pid that no process has any more. */
async function deadPid(): Promise<number> {
  const child = spawn('true');
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

describe('acquireInstanceLock', () => {
  let dir: string;
  let sleeper: ChildProcess;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(inject('testTmpDir'), 'lock-'));
    sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
  });
  afterAll(async () => {
    sleeper.kill('SIGKILL');
    await fs.rm(dir, { recursive: true, force: true });
  });

  const lockFile = () => path.join(dir, LOCK_FILE);
  const writeLock = (holder: object) => fs.writeFile(lockFile(), `${JSON.stringify(holder)}\n`);

  it('writes pid and process start time, refuses a second lock in the same process, and releases', async () => {
    const lock = await acquireInstanceLock(dir);
    const holder = JSON.parse(await fs.readFile(lockFile(), 'utf8'));
    expect(holder.pid).toBe(process.pid);
    expect(holder.processStart).toBe(startTicks(process.pid));
    await expect(acquireInstanceLock(dir)).rejects.toThrow(InstanceLockedError);
    await lock.release();
    expect(existsSync(lockFile())).toBe(false);
    (await acquireInstanceLock(dir)).releaseSync();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses while the holder runs, naming it', async () => {
    const pid = sleeper.pid as number;
    await writeLock({ pid, processStart: startTicks(pid), startedAt: 'earlier' });
    await expect(acquireInstanceLock(dir)).rejects.toThrow(
      new RegExp(`Another running instance of the app \\(pid ${pid}, started earlier\\) uses DATA_DIR`),
    );
    expect(isAlive(pid)).toBe(true);
    await fs.rm(lockFile());
  });

  it('takes over the lock of a process that is gone, of a reused pid, of another boot, or unreadable', async () => {
    const pid = sleeper.pid as number;
    const stale = [
      { pid: await deadPid(), processStart: '1', startedAt: 'x' },
      { pid, processStart: String(Number(startTicks(pid)) - 1), startedAt: 'x' },
      { pid, processStart: startTicks(pid), bootId: 'another-boot', startedAt: 'x' },
      { pid: process.pid, processStart: startTicks(process.pid), startedAt: 'x' },
    ];
    for (const holder of stale) {
      await writeLock(holder);
      const lock = await acquireInstanceLock(dir);
      expect(JSON.parse(await fs.readFile(lockFile(), 'utf8')).pid).toBe(process.pid);
      await lock.release();
    }
    await fs.writeFile(lockFile(), 'not json');
    await (await acquireInstanceLock(dir)).release();
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('release leaves a lock that is no longer its own', async () => {
    const lock = await acquireInstanceLock(dir);
    await writeLock({ pid: sleeper.pid, startedAt: 'later' });
    await lock.release();
    expect(existsSync(lockFile())).toBe(true);
    await fs.rm(lockFile());
  });
});

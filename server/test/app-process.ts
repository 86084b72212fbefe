/**
 * The real app (`node server/index.ts`) as a child process, for the tests that kill it (crash
 * recovery, the outbox's lease): started from source, so no build is needed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../db/embedded-postgres.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type AppProcess = {
  child: ChildProcess;
  url: string;
  origin: string;
  /** stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
};

/**
 * Starts the app on a free port with only the environment it needs (no DATABASE_URL of the
 * caller's shell may leak in) plus `env`, which is given the app's URL.
 */
export async function spawnApp(env: (url: string) => Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env(url),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { child, url, origin: `http://localhost:${port}`, ...watchChild(child) };
}

/** A child's stdout and stderr so far, and its exit code (null after a signal). */
export function watchChild(child: ChildProcess): { output: () => string; exited: Promise<number | null> } {
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { output: () => output, exited };
}

export function isRunning(app: AppProcess): boolean {
  return app.child.exitCode === null && app.child.signalCode === null;
}

/** Waits until /readyz answers 200; throws with the app's output if it exits or takes longer. */
export async function waitReady(app: AppProcess, ms = 45_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isRunning(app)) throw new Error(`the app exited (${app.child.exitCode}) during start:\n${app.output()}`);
    const status = await fetch(`${app.url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the app was not ready within ${ms} ms:\n${app.output()}`);
}

/** The exit code, or an error with the app's output when it has not exited within `ms`. */
export async function waitExit(app: AppProcess, ms: number): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the app did not exit within ${ms} ms:\n${app.output()}`)), ms);
  });
  try {
    return await Promise.race([app.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

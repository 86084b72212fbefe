/**
 * The real server for a benchmark: `node server/index.ts` in a child process with its own
 * embedded PostgreSQL in a temporary folder, ready when /readyz answers; stopped with SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type BenchServer = { child: ChildProcess; dataDir: string };

export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-bench-'));
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'bench',
      // Passes the first-admin password rules (12+ characters, not built from the user name).
      ADMIN_PASSWORD: 'amber-harbor-lantern-5123',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, dataDir };
    if (Date.now() > deadline || child.exitCode !== null) {
      // Stopped here, so that its PostgreSQL does not outlive the benchmark.
      await stopBenchServer({ child, dataDir });
      throw new Error('server did not become ready');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function stopBenchServer({ child, dataDir }: BenchServer): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await fs.rm(dataDir, { recursive: true, force: true });
}

/** A port nobody listens on now (the OS picks it for a listener on port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

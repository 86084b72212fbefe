/**
 * npm run bench:hostile — what one hostile request costs the server (issue 19, finding 1). Starts
 * the real server (`node server/index.ts`, its own embedded PostgreSQL in a temporary folder; no
 * build needed: only /trpc and /api are asked) with the rate limits off, then sends each shape
 * below once, one after the other, while /healthz is probed every 20 ms on a connection of its
 * own, after a quiet pause of BENCH_PAUSE_MS (1.5 s). Prints per shape: status, time to the answer's first byte (the server's time: the answer
 * is whole before its head is sent), total time, answer size, the slowest /healthz meanwhile,
 * and the server's RSS afterwards (/proc/<pid>/status), with the peak (VmHWM) at the end.
 *
 * A benchmark, not a test: it exits 0 whatever it measures, non-zero only when it cannot run.
 * BENCH_SHAPES=a,b runs only the shapes whose names start with one of these words.
 */

import http from 'node:http';
import os from 'node:os';
import { startBenchServer, stopBenchServer } from './bench-server.ts';
import { HEALTH_INTERVAL_MS, probeHealth } from './health-probe.ts';
import { processMemory } from './process-memory.ts';

/** A shape that takes longer than this is cut (the answer is then counted as far as it came). */
const SHAPE_TIMEOUT_MS = Number(process.env.BENCH_SHAPE_TIMEOUT_MS ?? 120_000);

/** The pause before each shape (ms). */
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 1_500);

const print = (line = '') => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const LEAD = {
  name: 'Bench Client',
  email: 'bench@example.com',
  phone: '+90 555 000 00 00',
  subject: 'Teklif',
  message: 'Merhaba, bir web sitesi için teklif almak istiyoruz.',
};

/** `n` unknown keys (`k0`, `k1`, ...: about 10 bytes each in JSON). */
const unknownKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const batch = (procedure: string, input: unknown, n: number) => ({
  path: `/trpc/${Array.from({ length: n }, () => procedure).join(',')}?batch=1`,
  body: JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, input]))),
});

type Shape = { name: string; path: string; body: string };

const SHAPES: Shape[] = [
  {
    name: 'baseline: tRPC contact.subscribe, an invalid email (no extra key)',
    path: '/trpc/contact.subscribe',
    body: JSON.stringify({ email: 'not an address' }),
  },
  {
    name: 'tRPC contact.submit, a valid lead + 6,000 unknown keys',
    path: '/trpc/contact.submit',
    body: JSON.stringify({ ...LEAD, ...unknownKeys(6_000) }),
  },
  {
    name: 'tRPC contact.subscribe + 20,000 unknown keys',
    path: '/trpc/contact.subscribe',
    body: JSON.stringify({ email: 'a@example.com', ...unknownKeys(20_000) }),
  },
  {
    name: 'tRPC contact.subscribe + 30,000 unknown keys',
    path: '/trpc/contact.subscribe',
    body: JSON.stringify({ email: 'a@example.com', ...unknownKeys(30_000) }),
  },
  {
    name: 'tRPC batch of 10 contact.subscribe, each + 6,000 unknown keys',
    ...batch('contact.subscribe', { email: 'a@example.com', ...unknownKeys(6_000) }, 10),
  },
  {
    name: 'REST POST /api/contact, a valid lead + 1,400 unknown keys',
    path: '/api/contact',
    body: JSON.stringify({ ...LEAD, ...unknownKeys(1_400) }),
  },
  {
    name: 'tRPC recommendation.services, 90,000 wrong goals (wide array)',
    path: '/trpc/recommendation.services',
    body: JSON.stringify({
      businessType: 'x',
      businessSize: 'x',
      currentWebsite: 'x',
      goals: Array.from({ length: 90_000 }, () => 'x'),
      timeline: 'x',
      techLevel: 'x',
    }),
  },
  {
    name: 'tRPC contact.submit, 400,000 nested arrays (deep)',
    path: '/trpc/contact.submit',
    body: `{"name":${nested(400_000)}}`,
  },
  {
    name: 'REST POST /api/newsletter, 6,000 nested objects (deep)',
    path: '/api/newsletter',
    body: `${'{"a":'.repeat(6_000)}1${'}'.repeat(6_000)}`,
  },
];

type Answer = { status: number; firstByteMs: number; totalMs: number; bytes: number; cut: boolean };

function send(port: number, origin: string, shape: Shape): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    let firstByteMs = 0;
    let bytes = 0;
    let status = 0;
    let settled = false;
    const finish = (cut: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, firstByteMs, totalMs: performance.now() - started, bytes, cut });
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: shape.path,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(shape.body)),
          origin,
        },
      },
      (response) => {
        firstByteMs = performance.now() - started;
        status = response.statusCode ?? 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => finish(false));
        response.on('error', () => finish(true));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish(true);
    }, SHAPE_TIMEOUT_MS);
    req.on('error', () => finish(true));
    req.end(shape.body);
  });
}

const only = process.env.BENCH_SHAPES?.split(',').map((word) => word.trim().toLowerCase());
const shapes = only ? SHAPES.filter((shape) => only.some((word) => shape.name.toLowerCase().startsWith(word))) : SHAPES;

const port = 3990 + Math.floor(Math.random() * 9);
const origin = `http://127.0.0.1:${port}`;
const server = await startBenchServer(port, {
  PUBLIC_URL: origin,
  LOG_LEVEL: 'error',
  CONTACT_RATE_LIMIT: '0',
  PUBLIC_RATE_LIMIT: '0',
});
const pid = server.child.pid as number;
const pad = (value: string | number, width: number) => String(value).padStart(width);
try {
  print(`hostile inputs: one request each, /healthz probed every ${HEALTH_INTERVAL_MS} ms meanwhile`);
  print(`RSS at start: ${mb((await processMemory(pid))?.rss ?? 0)}`);
  print(
    `${'shape'.padEnd(64)}${pad('body', 9)}${pad('status', 7)}${pad('server ms', 11)}${pad('total ms', 10)}${pad('answer bytes', 14)}${pad('/healthz max ms', 22)}${pad('RSS after', 11)}`,
  );
  // One ordinary request first, unmeasured: the first call of a process pays for its warm-up.
  await send(port, origin, SHAPES[0]);
  for (const shape of shapes) {
    // A quiet moment first: the load shedder must not see the previous shape's lag.
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    const answer = send(port, origin, shape);
    const [result, health] = await Promise.all([answer, probeHealth(port, answer)]);
    const { rss } = (await processMemory(pid)) ?? { rss: 0 };
    const status = result.status ? String(result.status) : 'none';
    print(
      `${shape.name.padEnd(64)}${pad(`${Math.round(Buffer.byteLength(shape.body) / 1024)} kB`, 9)}${pad(status + (result.cut ? '!' : ''), 7)}${pad(result.firstByteMs.toFixed(1), 11)}` +
        `${pad(result.totalMs.toFixed(1), 10)}${pad(result.bytes, 14)}${pad(`${health.max.toFixed(1)}${health.failed ? ` (${health.failed} failed)` : ''}`, 22)}${pad(mb(rss), 11)}`,
    );
    if (server.child.exitCode !== null) {
      print('the server has exited');
      break;
    }
  }
  const { rss, hwm } = (await processMemory(pid)) ?? { rss: 0, hwm: 0 };
  print(
    `RSS at the end: ${mb(rss)}, peak (VmHWM): ${mb(hwm)}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  print('(! = cut after the timeout or a broken connection; body sizes: JSON bytes as sent)');
} finally {
  await stopBenchServer(server);
}

/**
 * npm run bench:public — how much the public read cache gives, and how close its cached answers
 * (a server-rendered page, a REST read, a tRPC read as the SPA batches it and as a single call)
 * come to a raw node:http server sending the same body and the app's content headers (not its
 * security headers). Starts the real server twice
 * (each with its own embedded PostgreSQL in a temporary folder): once with the cache off
 * (PUBLIC_CACHE_TTL_MS=0), once on, and loads the same public calls with keep-alive
 * connections. Prints requests per second and latency percentiles, and the ratios of one run
 * (this machine is noisy: compare ratios, not absolute figures).
 */

import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startBenchServer, stopBenchServer } from './bench-server.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** As browsers send it; BENCH_ACCEPT_ENCODING=identity measures uncompressed answers. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const PATHS = [
  '/api/services/tr',
  '/api/content/en',
  '/api/settings',
  '/trpc/projects.list?input=%7B%22language%22%3A%22ar%22%7D',
];

const startServer = (port: number, cacheTtl: string) => startBenchServer(port, { PUBLIC_CACHE_TTL_MS: cacheTtl });
const stopServer = stopBenchServer;

type Sample = { latencies: number[]; errors: number; ms: number };
type Result = { rps: number; p50: number; p99: number; errors: number };

/** CONNECTIONS loops for `durationMs`, each sending the next request as soon as the previous answer ends. */
async function sample(port: number, paths: string[], durationMs: number): Promise<Sample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + durationMs;
  const one = (pathname: string) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get(
          { host: '127.0.0.1', port, path: pathname, agent, headers: { 'accept-encoding': ACCEPT_ENCODING } },
          (response) => {
            response.resume();
            response.on('end', () => {
              if (response.statusCode !== 200) errors++;
              latencies.push(performance.now() - started);
              resolve();
            });
          },
        )
        .on('error', () => {
          errors++;
          resolve();
        });
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      for (let i = worker; Date.now() < end; i++) await one(paths[i % paths.length]);
    }),
  );
  agent.destroy();
  return { latencies, errors, ms: Date.now() - started };
}

function summarize(samples: Sample[]): Result {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const ms = samples.reduce((sum, s) => sum + s.ms, 0);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  const errors = samples.reduce((sum, s) => sum + s.errors, 0);
  return { rps: latencies.length / (ms / 1000), p50: at(0.5), p99: at(0.99), errors };
}

async function load(port: number, paths: string[] = PATHS): Promise<Result> {
  return summarize([await sample(port, paths, DURATION_MS)]);
}

/**
 * The app and the raw server loaded in turns, ROUNDS slices each (DURATION_MS in all per side):
 * the machine is shared, and a change of its load between two long runs would show as a ratio.
 */
const ROUNDS = 5;
async function alternate(appPort: number, rawPort: number, pathname: string): Promise<{ app: Result; raw: Result }> {
  const app: Sample[] = [];
  const raw: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    app.push(await sample(appPort, [pathname], DURATION_MS / ROUNDS));
    raw.push(await sample(rawPort, [pathname], DURATION_MS / ROUNDS));
  }
  return { app: summarize(app), raw: summarize(raw) };
}

/** What the app answers at a path (status 200 expected): the bytes and the headers that matter. */
async function answerOf(port: number, pathname: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { 'accept-encoding': ACCEPT_ENCODING } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: Record<string, string> = {};
          for (const name of ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary']) {
            const value = response.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          resolve({ body: Buffer.concat(chunks), headers });
        });
      })
      .on('error', reject);
  });
}

/**
 * A raw node:http server, in its own process like the app, answering every request with the
 * given bytes: the floor against which the app's cached answers are measured.
 */
async function startRawServer(port: number, answer: { body: Buffer; headers: Record<string, string> }) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-bench-raw-'));
  await fs.writeFile(path.join(dir, 'body'), answer.body);
  const script = `
    const http = require('node:http');
    const body = require('node:fs').readFileSync(${JSON.stringify(path.join(dir, 'body'))});
    const headers = ${JSON.stringify(answer.headers)};
    http.createServer((req, res) => { res.writeHead(200, { ...headers, 'content-length': body.length }); res.end(body); })
      .listen(${port}, '127.0.0.1', () => process.stdout.write('ready'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return {
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** Cached answers of one kind, each against a raw server answering the same bytes. */
const KINDS: Array<[string, string]> = [
  ['cached page', '/about'],
  ['REST read', '/api/services/tr'],
  // As the SPA's httpBatchLink sends it (src/app/trpc.ts): a batch of one, input keyed by its index.
  ['tRPC batch', `/trpc/services.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { language: 'tr' } }))}`],
  ['tRPC single', `/trpc/services.list?input=${encodeURIComponent(JSON.stringify({ language: 'tr' }))}`],
];

const results: Record<string, Result> = {};
const versusRaw: Array<{ kind: string; app: Result; raw: Result }> = [];
for (const [name, ttl] of [
  ['cache off', '0'],
  ['cache on', '300000'],
] as const) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = await startServer(port, ttl);
  try {
    await load(port); // warm-up: JIT, connection pool, first cache fill
    results[name] = await load(port);
    if (name === 'cache on') {
      for (const [kind, pathname] of KINDS) {
        await load(port, [pathname]); // warm-up
        const rawPort = port + 100;
        const raw = await startRawServer(rawPort, await answerOf(port, pathname));
        try {
          await load(rawPort, [pathname]); // warm-up
          versusRaw.push({ kind, ...(await alternate(port, rawPort, pathname)) });
        } finally {
          await raw.stop();
        }
      }
    }
  } finally {
    await stopServer(server);
  }
}

const format = (n: number, digits = 0) => n.toFixed(digits).padStart(9);
const print = (line: string) => process.stdout.write(`${line}\n`);
print(
  `public reads, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s each, accept-encoding: ${ACCEPT_ENCODING}, paths: ${PATHS.join(' ')}`,
);
print('               req/s   p50 ms   p99 ms   errors');
for (const [name, r] of Object.entries(results)) {
  print(`${name.padEnd(10)}${format(r.rps)}${format(r.p50, 2)}${format(r.p99, 2)}${format(r.errors)}`);
}
const off = results['cache off'];
const on = results['cache on'];
print(`ratio (on/off): throughput ×${(on.rps / off.rps).toFixed(2)}, p99 latency ×${(on.p99 / off.p99).toFixed(2)}`);
print('');
print(`cached answers against a raw node:http server sending the same bytes (same run, in ${ROUNDS} turns each):`);
print('                 app req/s   raw req/s   ratio   app p99   raw p99');
for (const { kind, app, raw } of versusRaw) {
  print(
    `${kind.padEnd(14)}${format(app.rps)}   ${format(raw.rps)}   ×${(app.rps / raw.rps).toFixed(2)}  ${format(app.p99, 2)} ${format(raw.p99, 2)}`,
  );
}

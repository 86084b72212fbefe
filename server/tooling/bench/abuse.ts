/**
 * npm run bench:abuse — how the server holds under a flood of public writes. Starts the real
 * server (its own embedded PostgreSQL in a temporary folder) with the default limits
 * (CONTACT_RATE_LIMIT 5/10m, PUBLIC_RATE_LIMIT 60/1m) and TRUST_PROXY=1, then floods
 * POST /api/contact, /api/newsletter and /api/package-recommendation with keep-alive
 * connections: first from one client IP, then from many (a different X-Forwarded-For address
 * per request, as a botnet would). Meanwhile /healthz is probed on a connection of its own.
 * Prints requests answered, 2xx / 429 / other counts and the /healthz latency; no assertions.
 */

import { randomInt } from 'node:crypto';
import http from 'node:http';
import { startBenchServer, stopBenchServer } from './bench-server.ts';
import { type Health, probeHealth } from './health-probe.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

type Target = { port: number; origin: string };

const startServer = (port: number) =>
  startBenchServer(port, {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'error',
    TRUST_PROXY: '1',
    // The defaults, whatever the calling shell has set.
    CONTACT_RATE_LIMIT: '',
    PUBLIC_RATE_LIMIT: '',
  });
const stopServer = stopBenchServer;

let sequence = 0;
const WRITES: { path: string; body: () => unknown }[] = [
  {
    path: '/api/contact',
    body: () => ({
      name: 'Bench Client',
      email: `bench${++sequence}@example.com`,
      phone: '+90 555 000 00 00',
      subject: 'Teklif',
      message: 'Merhaba, bir web sitesi için teklif almak istiyoruz.',
    }),
  },
  { path: '/api/newsletter', body: () => ({ email: `reader${++sequence}@example.com` }) },
  { path: '/api/package-recommendation', body: () => ({ businessType: 'retail', budget: '0-5k', language: 'tr' }) },
];

function request(
  target: Target,
  agent: http.Agent,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        agent,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(options.body);
  });
}

type Flood = { answered: number; ok: number; limited: number; other: Map<number, number> };

/** CONNECTIONS loops, each sending the next write as soon as the previous answer ends. */
async function flood(target: Target, clientIp: () => string, durationMs: number): Promise<Flood> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const result: Flood = { answered: 0, ok: 0, limited: 0, other: new Map() };
  const end = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      for (let i = worker; Date.now() < end; i++) {
        const write = WRITES[i % WRITES.length];
        const body = JSON.stringify(write.body());
        const status = await request(target, agent, {
          method: 'POST',
          path: write.path,
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            origin: target.origin,
            'x-forwarded-for': clientIp(),
          },
          body,
        });
        if (status === 0) {
          result.other.set(0, (result.other.get(0) ?? 0) + 1);
          continue;
        }
        result.answered++;
        if (status >= 200 && status < 300) result.ok++;
        else if (status === 429) result.limited++;
        else result.other.set(status, (result.other.get(status) ?? 0) + 1);
      }
    }),
  );
  agent.destroy();
  return result;
}

const randomIp = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const port = 3900 + Math.floor(Math.random() * 90);
const target: Target = { port, origin: `http://127.0.0.1:${port}` };
const server = await startServer(port);
const rows: { name: string; flood?: Flood; health: Health; ms: number }[] = [];
try {
  const idle = new Promise((resolve) => setTimeout(resolve, 2_000));
  rows.push({ name: 'idle (no flood)', health: await probeHealth(target.port, idle), ms: 2_000 });
  for (const [name, clientIp] of [
    ['one client IP', () => '198.51.100.7'],
    ['many client IPs', randomIp],
  ] as const) {
    const started = Date.now();
    const running = flood(target, clientIp, DURATION_MS);
    const [result, health] = await Promise.all([running, probeHealth(target.port, running)]);
    rows.push({ name, flood: result, health, ms: Date.now() - started });
  }
} finally {
  await stopServer(server);
}

const pad = (value: string | number, width = 9) => String(value).padStart(width);
const ms = (n: number) => pad(n.toFixed(1), 8);
const print = (line: string) => process.stdout.write(`${line}\n`);
print(
  `public writes flood: ${CONNECTIONS} connections, ${DURATION_MS / 1000} s per phase, POST ${WRITES.map((w) => w.path).join(' ')}` +
    ' (round robin), TRUST_PROXY=1, CONTACT_RATE_LIMIT=5/10m, PUBLIC_RATE_LIMIT=60/1m',
);
print(
  `${'phase'.padEnd(17)}${pad('answered')}${pad('req/s')}${pad('2xx')}${pad('429')}${pad('other')}   /healthz: probes  p50 ms  p99 ms  max ms  failed`,
);
for (const row of rows) {
  const f = row.flood;
  const other = f ? [...f.other].map(([status, n]) => `${status || 'error'}:${n}`).join(',') || '0' : '-';
  print(
    `${row.name.padEnd(17)}${pad(f ? f.answered : '-')}${pad(f ? Math.round(f.answered / (row.ms / 1000)) : '-')}` +
      `${pad(f ? f.ok : '-')}${pad(f ? f.limited : '-')}${pad(other)}` +
      `             ${pad(row.health.probes, 6)}${ms(row.health.p50)}${ms(row.health.p99)}${ms(row.health.max)}${pad(row.health.failed, 8)}`,
  );
}

/**
 * npm run bench:memory — how much memory the server holds under uncached work and gives back
 * when idle. Starts the real server (`node server/index.ts` with its own embedded PostgreSQL in
 * a temporary folder, serving the built `dist/`; run `npm run build` first) with the rate limits
 * off, then for BENCH_DURATION_MS (40 s) drives:
 *   - BENCH_CONNECTIONS (16) keep-alive loops of renders the page cache cannot answer: unknown
 *     addresses in every language, unknown service slugs, real pages with a search (never kept);
 *   - 4 loops of public reads (REST and tRPC, mostly answered from the public read cache);
 *   - 1 loop of leads (POST /api/contact).
 * Then waits BENCH_IDLE_MS (60 s) with no traffic.
 *
 * RSS is read from outside the process (/proc/<pid>/status VmRSS every 250 ms, and the kernel's
 * own high-water mark VmHWM). The V8 heap is read inside it through a small module loaded with
 * --import that writes process.memoryUsage() to a file on SIGUSR2 (bench only).
 * Prints RSS and heap at start, peak and after the idle minute, against the target (peak RSS
 * <= 300 MB), with the load average (the machine is shared: compare runs made alike).
 * The server runs with the Node flags the Docker image sets (docker/Dockerfile, ENV NODE_OPTIONS:
 * the V8 heap bounds) and its MALLOC_ARENA_MAX; BENCH_NODE_OPTIONS replaces the flags ('' for
 * V8's defaults), MALLOC_ARENA_MAX from the calling shell replaces the arena bound.
 *
 * What heap snapshots before and after 3,000 uncached renders showed: nothing per render is kept
 * (the live heap grew by JIT code and TanStack Router's own 1,000-entry match cache); the peak is
 * V8 letting the heap grow to about four times the live data on a machine with plenty of memory,
 * which only its startup flags bound.
 *
 * A benchmark, not a test: it exits 0 when the target is missed, non-zero only when it cannot run.
 */

import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, startBenchServer, stopBenchServer } from './bench-server.ts';
import { processMemory } from './process-memory.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 40_000);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 60_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const READ_CONNECTIONS = 4;
const SAMPLE_MS = 250;
const TARGET_PEAK_MB = 300;

const print = (line = '') => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

type Heap = { heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };

/** The bench-only module the server loads with --import: its memoryUsage() on SIGUSR2. */
const probeSource = (file: string) => `
import fs from 'node:fs';
process.on('SIGUSR2', () => {
  fs.writeFileSync(${JSON.stringify(`${file}.tmp`)}, JSON.stringify(process.memoryUsage()));
  fs.renameSync(${JSON.stringify(`${file}.tmp`)}, ${JSON.stringify(file)});
});
`;

async function heapOf(pid: number, file: string): Promise<Heap | undefined> {
  await fs.rm(file, { force: true });
  try {
    process.kill(pid, 'SIGUSR2');
  } catch {
    return undefined;
  }
  for (let i = 0; i < 40; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const text = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (text) return JSON.parse(text) as Heap;
  }
  return undefined;
}

type Counts = Map<string, number>;
const count = (counts: Counts, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

function request(
  port: number,
  agent: http.Agent,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, agent, method: options.method ?? 'GET', path: options.path, headers: options.headers },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(options.body);
  });
}

const LANGUAGES = ['', '/en', '/de', '/ru', '/ar'];
const REAL_PAGES = ['/', '/services', '/about', '/portfolio', '/pricing', '/contact', '/ecommerce', '/software'];
let sequence = 0;
/** An address the page cache cannot answer: an unknown page, an unknown slug, or a real page with a search. */
function uncachedPath(): string {
  const n = ++sequence;
  const language = LANGUAGES[n % LANGUAGES.length];
  switch (n % 4) {
    case 0:
      return `${language}/no-such-page-${n}`;
    case 1:
      return `${language}/services/no-such-service-${n}`;
    case 2: {
      const page = REAL_PAGES[(n >> 2) % REAL_PAGES.length];
      return `${page === '/' ? language || '/' : `${language}${page}`}?utm_source=bench${n}`;
    }
    default:
      return `${language}/contact?package=bench-${n}`;
  }
}

const READS = [
  '/api/settings',
  '/api/content/en',
  '/api/services/tr',
  '/api/projects/ar',
  '/api/pricing/de',
  `/trpc/services.list?input=${encodeURIComponent(JSON.stringify({ language: 'ru' }))}`,
  `/trpc/settings.public,content.byLanguage?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { language: 'en' } }))}`,
];

async function drive(port: number, durationMs: number) {
  const origin = `http://127.0.0.1:${port}`;
  const end = Date.now() + durationMs;
  const renders: Counts = new Map();
  const reads: Counts = new Map();
  const leads: Counts = new Map();
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  const loop = async (connections: number, one: (agent: http.Agent, i: number) => Promise<void>) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    await Promise.all(
      Array.from({ length: connections }, async (_, worker) => {
        for (let i = worker; Date.now() < end; i += connections) await one(agent, i);
      }),
    );
    agent.destroy();
  };
  await Promise.all([
    loop(CONNECTIONS, async (agent) => {
      count(renders, String(await request(port, agent, { path: uncachedPath(), headers })));
    }),
    loop(READ_CONNECTIONS, async (agent, i) => {
      count(reads, String(await request(port, agent, { path: READS[i % READS.length], headers })));
    }),
    loop(1, async (agent, i) => {
      const body = JSON.stringify({
        name: 'Bench Client',
        email: `bench${i}@example.com`,
        phone: '+90 555 000 00 00',
        subject: 'Teklif',
        message: 'Merhaba, bir web sitesi için teklif almak istiyoruz.',
      });
      const status = await request(port, agent, {
        method: 'POST',
        path: '/api/contact',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          origin,
        },
        body,
      });
      count(leads, String(status));
    }),
  ]);
  return { renders, reads, leads };
}

const total = (counts: Counts) => [...counts.values()].reduce((a, b) => a + b, 0);
const statuses = (counts: Counts) =>
  [...counts]
    .sort()
    .map(([status, n]) => `${status === '0' ? 'error' : status}:${n}`)
    .join(' ');

const port = await freePort();
const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-bench-memory-'));
const probeFile = path.join(workDir, 'probe.mjs');
const heapFile = path.join(workDir, 'heap.json');
await fs.writeFile(probeFile, probeSource(heapFile));
const dockerfile = await fs
  .readFile(path.join(import.meta.dirname, '../../../docker/Dockerfile'), 'utf8')
  .catch(() => '');
/** The Node flags of the Docker image (one ENV NODE_OPTIONS="..." line), as production runs the server. */
const imageNodeOptions = /^ENV NODE_OPTIONS="([^"]*)"/m.exec(dockerfile)?.[1] ?? '';
/** Its glibc arena bound (MALLOC_ARENA_MAX=n in that ENV), which npm start sets too. */
const imageArenaMax = /MALLOC_ARENA_MAX=(\d+)/.exec(dockerfile)?.[1];
const serverFlags = process.env.BENCH_NODE_OPTIONS ?? imageNodeOptions;
const arenaMax = process.env.MALLOC_ARENA_MAX ?? imageArenaMax;
const nodeOptions = [process.env.NODE_OPTIONS, `--import=${probeFile}`, serverFlags].filter(Boolean).join(' ');

const server = await startBenchServer(port, {
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  // Not built from the user name (the first-admin password rules).
  ADMIN_PASSWORD: 'quiet-harbor-lantern-4817',
  CONTACT_RATE_LIMIT: '0',
  PUBLIC_RATE_LIMIT: '0',
  NODE_OPTIONS: nodeOptions,
  ...(arenaMax ? { MALLOC_ARENA_MAX: arenaMax } : {}),
});
try {
  const pid = server.child.pid as number;
  // One visit of each real page first, as after a deploy: the page cache holds the site's pages.
  const warm = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (const language of LANGUAGES)
    for (const page of REAL_PAGES)
      await request(port, warm, { path: page === '/' ? language || '/' : `${language}${page}` });
  warm.destroy();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const start = await processMemory(pid);
  const startHeap = await heapOf(pid, heapFile);
  if (!start) throw new Error('server process not found');

  let peak = start.rss;
  let peakHeap = startHeap?.heapUsed ?? 0;
  let peakHeapTotal = startHeap?.heapTotal ?? 0;
  let sampling = true;
  const sampler = (async () => {
    let tick = 0;
    while (sampling) {
      const now = await processMemory(pid);
      if (now) peak = Math.max(peak, now.rss);
      // The heap every second (a signal and a file write; cheap beside the load).
      if (++tick % 4 === 0) {
        const heap = await heapOf(pid, heapFile);
        peakHeap = Math.max(peakHeap, heap?.heapUsed ?? 0);
        peakHeapTotal = Math.max(peakHeapTotal, heap?.heapTotal ?? 0);
      }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  const loadBefore = loadAverage();
  const started = Date.now();
  const result = await drive(port, DURATION_MS);
  const seconds = (Date.now() - started) / 1000;
  const afterLoad = await processMemory(pid);
  const afterLoadHeap = await heapOf(pid, heapFile);
  const loadDuring = loadAverage();
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  sampling = false;
  await sampler;
  const idle = await processMemory(pid);
  const idleHeap = await heapOf(pid, heapFile);

  const heap = (h: Heap | undefined) => (h ? `${mb(h.heapUsed)} used of ${mb(h.heapTotal)}` : '-');
  print(
    `memory: ${DURATION_MS / 1000} s of load (${CONNECTIONS} render loops, ${READ_CONNECTIONS} read loops, 1 lead loop), then ${IDLE_MS / 1000} s idle`,
  );
  print(
    `node ${process.version}, NODE_OPTIONS of the server: ${nodeOptions.replace(`--import=${probeFile}`, '').trim() || '-'}, MALLOC_ARENA_MAX=${arenaMax ?? '-'}`,
  );
  print(`load average (1/5/15 min): before ${loadBefore}, after load ${loadDuring}, end ${loadAverage()}`);
  print(
    `uncached renders: ${total(result.renders)} (${(total(result.renders) / seconds).toFixed(0)}/s) ${statuses(result.renders)}`,
  );
  print(
    `public reads:     ${total(result.reads)} (${(total(result.reads) / seconds).toFixed(0)}/s) ${statuses(result.reads)}`,
  );
  print(`leads:            ${total(result.leads)} ${statuses(result.leads)}`);
  print(`RSS start          ${mb(start.rss).padStart(8)}   heap ${heap(startHeap)}`);
  print(
    `RSS peak           ${mb(Math.max(peak, idle?.hwm ?? 0)).padStart(8)}   heap peak ${mb(peakHeap)} used, ${mb(peakHeapTotal)} total   (sampled ${mb(peak)}, kernel high-water mark ${mb(idle?.hwm ?? 0)})`,
  );
  print(`RSS end of load    ${mb(afterLoad?.rss ?? 0).padStart(8)}   heap ${heap(afterLoadHeap)}`);
  print(`RSS after ${IDLE_MS / 1000} s idle ${mb(idle?.rss ?? 0).padStart(8)}   heap ${heap(idleHeap)}`);
  const peakRss = Math.max(peak, idle?.hwm ?? 0);
  print(
    `target peak <= ${TARGET_PEAK_MB} MB: ${peakRss <= TARGET_PEAK_MB * 1024 * 1024 ? 'met' : 'MISSED'} (${mb(peakRss)})`,
  );
} finally {
  await stopBenchServer(server);
  await fs.rm(workDir, { recursive: true, force: true });
}

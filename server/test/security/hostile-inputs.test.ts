/**
 * Hostile inputs on every route of both transports (issue 19, finding 1): each REST row and each
 * tRPC procedure gets bodies up to its limit that once cost seconds of blocked event loop and
 * answers of hundreds of MB: unknown keys by the thousand, deep nesting, wide arrays, full batches
 * of 10 (each input just over the budget, or just under it so that validation runs and its answer
 * must stay small), and the same shapes in a tRPC query's address. Properties of every answer:
 * 4xx (no 5xx anywhere; a refusal wherever the input is read), an error body under 16 kB with at
 * most 20 fields and no message over 1 kB, the server's time for the request bounded, and /healthz
 * answering all along. Nothing is stored.
 *
 * The server's time is measured inside the server (node:http's diagnostics channels: from the
 * request's head to the end of its answer). The figures (p50/p99/max, and /healthz meanwhile) are
 * printed; the assertions are loose (2 s) so that a loaded machine cannot make them flake, while
 * the former costs (9–40 s) fail them at once.
 */
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_BUDGET } from '../../../src/shared/api-errors.ts';
import { MAX_ERROR_ANSWER_BYTES, MAX_FIELD_ERRORS, MAX_MESSAGE_BYTES } from '../../http/errors.ts';
import { MAX_URL_LENGTH } from '../../http/request-guards.ts';
import { type RestRoute, restRoutes } from '../../rest/routes.ts';
import { appRouter } from '../../trpc/app.router.ts';
import { login, startTestApp, type TestApp } from '../harness.ts';
import { changeableTables, tablesFingerprint } from './table-fingerprint.ts';

const ADMIN = { username: 'hostileadmin', password: 'correct horse battery staple', role: 'admin' as const };
/** Loose bounds for the assertions; the measured figures are printed. */
const SERVER_MS_BOUND = 2_000;
const HEALTH_MS_BOUND = 2_000;
const TRPC_BODY_LIMIT = 1024 * 1024;
const REST_BODY_LIMIT = 100 * 1024;
const CONTACT_BODY_LIMIT = 16 * 1024;
const BATCH = 10;

type ProcedureDef = { _def: { type: 'query' | 'mutation'; inputs: unknown[] } };
const procedures = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures;

// ── Bodies (built once: building them must not weigh on the measured requests) ──────────────

const memo = new Map<string, string>();
const once = (key: string, build: () => string) => {
  let value = memo.get(key);
  if (value === undefined) {
    value = build();
    memo.set(key, value);
  }
  return value;
};
const keysJson = (n: number) =>
  once(`keys${n}`, () => `{${Array.from({ length: n }, (_, i) => `"k${i}":1`).join(',')}}`);
const deepJson = (levels: number) => once(`deep${levels}`, () => `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`);
const wideJson = (n: number) => once(`wide${n}`, () => `{"a":[${Array.from({ length: n }, () => '0').join(',')}]}`);
/** Over the entries budget with arrays under the width limit. */
const manyArraysJson = () =>
  once('manyArrays', () => {
    const row = `[${Array.from({ length: INPUT_BUDGET.arrayLength }, () => '0').join(',')}]`;
    const rows = Math.ceil(INPUT_BUDGET.entries / INPUT_BUDGET.arrayLength) + 1;
    return `{"a":[${Array.from({ length: rows }, () => row).join(',')}]}`;
  });
const batchJson = (input: string) =>
  once(`batch:${input.length}:${input.slice(0, 40)}`, () => {
    return `{${Array.from({ length: BATCH }, (_, i) => `"${i}":${input}`).join(',')}}`;
  });

/** The most unknown keys, the deepest nesting, the widest array that fit `limit` bytes. */
const atLimit = (limit: number) => ({
  keys: keysJson(Math.floor((limit - 16) / 10)),
  deep: deepJson(Math.floor((limit - 16) / 2)),
  wide: wideJson(Math.floor((limit - 16) / 2)),
});

type Shape = { name: string; body: string; batch?: boolean; validates?: boolean };

/** Over the budget: refused before validation. */
const overBudget = (limit: number): Shape[] => [
  { name: `${INPUT_BUDGET.entries + 1} unknown keys`, body: keysJson(INPUT_BUDGET.entries + 1) },
  { name: 'unknown keys up to the body limit', body: atLimit(limit).keys },
  { name: `${INPUT_BUDGET.depth + 1} levels`, body: deepJson(INPUT_BUDGET.depth + 1) },
  { name: 'nesting up to the body limit', body: atLimit(limit).deep },
  { name: `${INPUT_BUDGET.arrayLength + 1} items`, body: wideJson(INPUT_BUDGET.arrayLength + 1) },
  { name: 'an array up to the body limit', body: atLimit(limit).wide },
  { name: 'entries over the budget in arrays within the width', body: manyArraysJson() },
];
/** Just under the budget: validation runs, and its answer must stay bounded. */
const UNDER_BUDGET: Shape = {
  name: `${INPUT_BUDGET.entries - 100} unknown keys`,
  body: keysJson(INPUT_BUDGET.entries - 100),
  validates: true,
};

// ── Measuring ───────────────────────────────────────────────────────────────────────────────

const started = new WeakMap<ServerResponse, number>();
const serverTimes: { label: string; ms: number }[] = [];
let current = '';
const onStart = ({ response }: { response: ServerResponse }) => {
  started.set(response, performance.now());
};
const onFinish = ({ request, response }: { request: IncomingMessage; response: ServerResponse }) => {
  const at = started.get(response);
  // The hostile requests only (not the setup's sign-in, nor the probes).
  if (at !== undefined && current && !request.url?.startsWith('/healthz')) {
    serverTimes.push({ label: current, ms: performance.now() - at });
  }
};

let app: TestApp;
let adminCookie: string;
let tables: string[];
let fingerprintBefore: string;
const health: number[] = [];
let probing = true;
let prober: Promise<void>;
let requests = 0;

/** One hash over every table a request could change (sessions and abuse counters excepted). */
const fingerprint = () => tablesFingerprint(app.orm, tables);

type Answer = { status: number; text: string };

async function send(label: string, method: string, pathname: string, body?: string, cookie?: string): Promise<Answer> {
  current = label;
  const headers: Record<string, string> = { origin: app.url };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${app.url}${pathname}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  requests++;
  return { status: response.status, text };
}

/** The properties of one answer. `refused`: the input is read, so the answer must be 4xx. */
function checkAnswer(label: string, answer: Answer, refused: boolean) {
  const where = `${label} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  if (refused) expect(answer.status, where).toBeGreaterThanOrEqual(400);
  if (answer.status < 400) return;
  expect(Buffer.byteLength(answer.text), where).toBeLessThan(MAX_ERROR_ANSWER_BYTES);
  const parsed = JSON.parse(answer.text) as unknown;
  const errors = Array.isArray(parsed) ? parsed.map((item: { error?: unknown }) => item.error) : [parsed];
  for (const error of errors) {
    const shape = error as { message?: string; fieldErrors?: object; error?: { message: string; data?: object } };
    const body = (shape.error ? { message: shape.error.message, ...shape.error.data } : shape) as {
      message?: string;
      fieldErrors?: Record<string, { message: string }>;
    };
    expect(Buffer.byteLength(body.message ?? ''), where).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
    const fields = Object.values(body.fieldErrors ?? {});
    expect(fields.length, where).toBeLessThanOrEqual(MAX_FIELD_ERRORS);
    for (const field of fields) expect(Buffer.byteLength(field.message), where).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
  }
}

beforeAll(async () => {
  diagnostics.subscribe('http.server.request.start', onStart as (message: unknown) => void);
  diagnostics.subscribe('http.server.response.finish', onFinish as (message: unknown) => void);
  app = await startTestApp({ users: [ADMIN] });
  adminCookie = await login(app, ADMIN.username, ADMIN.password);
  tables = await changeableTables(app.orm);
  fingerprintBefore = await fingerprint();
  // Every body built before the clock starts.
  for (const limit of [TRPC_BODY_LIMIT, REST_BODY_LIMIT, CONTACT_BODY_LIMIT]) overBudget(limit);
  batchJson(keysJson(INPUT_BUDGET.entries + 1));
  batchJson(keysJson(6_000));
  batchJson(UNDER_BUDGET.body);
  // /healthz on a connection of its own, every 25 ms, all along.
  prober = (async () => {
    while (probing) {
      const at = performance.now();
      const response = await fetch(`${app.url}/healthz`);
      await response.arrayBuffer();
      health.push(response.status === 200 ? performance.now() - at : Number.POSITIVE_INFINITY);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
}, 120_000);

afterAll(async () => {
  probing = false;
  await prober;
  diagnostics.unsubscribe('http.server.request.start', onStart as (message: unknown) => void);
  diagnostics.unsubscribe('http.server.response.finish', onFinish as (message: unknown) => void);
  await app?.close();
});

// ── tRPC ────────────────────────────────────────────────────────────────────────────────────

/** GET input in the address: the URL limit (8 kB) bounds it. */
const QUERY_SHAPES: Shape[] = [
  { name: `${INPUT_BUDGET.depth + 1} levels`, body: deepJson(INPUT_BUDGET.depth + 1) },
  { name: '1,000 levels', body: deepJson(1_000) },
  { name: `${INPUT_BUDGET.arrayLength + 1} items`, body: wideJson(INPUT_BUDGET.arrayLength + 1) },
  { name: 'entries over the budget in arrays within the width', body: manyArraysJson() },
  { name: '300 unknown keys', body: keysJson(300), validates: true },
  { name: 'a batch of 10, each 17 levels', body: batchJson(deepJson(INPUT_BUDGET.depth + 1)), batch: true },
];

describe('hostile inputs on tRPC (every procedure)', () => {
  for (const [path, procedure] of Object.entries(procedures)) {
    const hasInput = procedure._def.inputs.length > 0;
    it(path, async () => {
      if (procedure._def.type === 'query') {
        for (const shape of QUERY_SHAPES) {
          // Under the budget an input-less procedure ignores its input (and answers).
          if (shape.validates && !hasInput) continue;
          const target = shape.batch
            ? `/trpc/${Array.from({ length: BATCH }, () => path).join(',')}?batch=1&input=`
            : `/trpc/${path}?input=`;
          const url = `${target}${encodeURIComponent(shape.body)}`;
          if (url.length > MAX_URL_LENGTH) continue;
          const label = `tRPC GET ${path}: ${shape.name}`;
          checkAnswer(label, await send(label, 'GET', url, undefined, adminCookie), true);
        }
        const label = `tRPC GET ${path}: an address over 8 kB`;
        const tooLong = await send(label, 'GET', `/trpc/${path}?input=${encodeURIComponent(keysJson(900))}`);
        checkAnswer(label, tooLong, true);
        return;
      }
      const shapes: Shape[] = [
        ...overBudget(TRPC_BODY_LIMIT),
        ...(hasInput ? [UNDER_BUDGET] : []),
        {
          name: 'a batch of 10, each over the budget',
          body: batchJson(keysJson(INPUT_BUDGET.entries + 1)),
          batch: true,
        },
        { name: 'a batch of 10, each 6,000 unknown keys', body: batchJson(keysJson(6_000)), batch: true },
        ...(hasInput
          ? [{ name: 'a batch of 10, each just under the budget', body: batchJson(UNDER_BUDGET.body), batch: true }]
          : []),
      ];
      for (const shape of shapes) {
        const target = shape.batch
          ? `/trpc/${Array.from({ length: BATCH }, () => path).join(',')}?batch=1`
          : `/trpc/${path}`;
        const label = `tRPC POST ${path}: ${shape.name}`;
        checkAnswer(label, await send(label, 'POST', target, shape.body, adminCookie), true);
      }
    }, 120_000);
  }
});

// ── REST ────────────────────────────────────────────────────────────────────────────────────

const PROBE = { __probe: true };
/** Whether the row's procedure input carries the JSON body. */
function readsBody(route: RestRoute): boolean {
  if (route.multipart) return true;
  const input = route.input?.({ params: {}, query: {}, body: PROBE });
  return input === PROBE || (typeof input === 'object' && input !== null && '__probe' in input);
}

function pathOf(route: RestRoute): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'language' ? 'en' : name === 'slug' ? 'x' : '1',
  );
}

describe('hostile inputs on the REST mirror (every row)', () => {
  for (const route of restRoutes) {
    it(`${route.method} ${route.path}`, async () => {
      const pathname = pathOf(route);
      if (route.method === 'GET') {
        // No body: the address is the input (named parameters only), up to its 8 kB.
        const params = Array.from({ length: 600 }, (_, i) => `k${i}=${i}`).join('&');
        const label = `REST GET ${route.path}: 600 query parameters`;
        checkAnswer(label, await send(label, 'GET', `${pathname}?${params}`.slice(0, MAX_URL_LENGTH - 100)), false);
        return;
      }
      const limit = route.path === '/api/contact' ? CONTACT_BODY_LIMIT : REST_BODY_LIMIT;
      if (!readsBody(route)) {
        // The body is not the input: sent without a session (nothing may run), never a 5xx.
        for (const shape of overBudget(limit)) {
          const label = `REST ${route.method} ${route.path}: ${shape.name} (body not read)`;
          checkAnswer(label, await send(label, route.method, pathname, shape.body), false);
        }
        return;
      }
      for (const shape of [...overBudget(limit), UNDER_BUDGET]) {
        const label = `REST ${route.method} ${route.path}: ${shape.name}`;
        checkAnswer(label, await send(label, route.method, pathname, shape.body, adminCookie), true);
      }
      const label = `REST ${route.method} ${route.path}: a body over its limit`;
      const over = await send(label, route.method, pathname, keysJson(Math.ceil(limit / 9)), adminCookie);
      checkAnswer(label, over, true);
    }, 120_000);
  }
});

describe('all along', () => {
  it('the server time per request stayed bounded, /healthz answered, and nothing was stored', async () => {
    const sorted = [...serverTimes].sort((a, b) => a.ms - b.ms);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]?.ms ?? 0;
    const slowest = sorted.at(-1);
    const probes = [...health].sort((a, b) => a - b);
    const healthAt = (q: number) => probes[Math.min(probes.length - 1, Math.floor(probes.length * q))] ?? 0;
    const fmt = (n: number) => n.toFixed(1);
    process.stdout.write(
      `hostile inputs: ${requests} requests; server time per request p50 ${fmt(at(0.5))} ms, p99 ${fmt(at(0.99))} ms, ` +
        `max ${fmt(slowest?.ms ?? 0)} ms (${slowest?.label}); over 100 ms: ${sorted.filter((t) => t.ms > 100).length}; ` +
        `/healthz meanwhile: ${probes.length} probes, p50 ${fmt(healthAt(0.5))} ms, p99 ${fmt(healthAt(0.99))} ms, ` +
        `max ${fmt(probes.at(-1) ?? 0)} ms; over 50 ms: ${probes.filter((ms) => ms > 50).length}\n` +
        `  slowest: ${sorted
          .slice(-3)
          .reverse()
          .map((t) => `${fmt(t.ms)} ms ${t.label}`)
          .join('; ')}\n`,
    );
    expect(serverTimes.length).toBeGreaterThan(0);
    expect(slowest?.ms ?? 0).toBeLessThan(SERVER_MS_BOUND);
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.at(-1)).toBeLessThan(HEALTH_MS_BOUND);
    expect(await fingerprint()).toBe(fingerprintBefore);
  });
});

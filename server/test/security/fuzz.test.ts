/**
 * Property-based fuzzing of every route on both transports (issue 10, "Proof"): requests are
 * generated from the REST route table and the tRPC router's procedures (their zod input shapes
 * give the field names), with malformed bodies, wrong types, hostile path parameters, broken
 * cookies and odd headers. Properties: no answer is 5xx, and a refused request (4xx) changes no
 * table. FUZZ_RUNS sets the cases per route and transport (default 8: every CI run draws new
 * random cases, so coverage adds up over runs; raise it for a deeper local run).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type RestRoute, restRoutes } from '../../rest/routes.ts';
import { appRouter } from '../../trpc/app.router.ts';
import { login, startTestApp, type TestApp } from '../harness.ts';
import { changeableTables, tablesFingerprint } from './table-fingerprint.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const ADMIN = { username: 'fuzzadmin', password: 'correct horse battery staple', role: 'admin' as const };
const MEMBER = { username: 'fuzzmember', password: 'another long password', role: 'user' as const };

let app: TestApp;
let adminCookie: string;
let memberCookie: string;
let tables: string[];
let casesRun = 0;
const routesFuzzed = new Set<string>();

type ProcedureDef = { _def: { type: 'query' | 'mutation'; inputs: unknown[] } };
const procedures = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures;

/** Keys of a procedure's object input (the fields a request names). */
function fieldNames(procedure: string): string[] {
  const input = procedures[procedure]?._def.inputs[0];
  if (!(input instanceof z.ZodType)) return [];
  try {
    const schema = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as { properties?: object };
    return Object.keys(schema.properties ?? {});
  } catch {
    return [];
  }
}

/** Strings that broke, or could break, parsers, databases and regexes. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '%00',
    '%',
    '%%%',
    '%E0%A4%A',
    '\uD800',
    '\uFEFF',
    '\u202Eevil',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '$' + '{7*7}',
    '1e309',
    '-0',
    'NaN',
    '0x10',
    '[999999]',
    '𝕏𝕐',
    'İıŞşĞğ',
    'مرحبا',
    `1${' '.repeat(2000)}x`,
    'a'.repeat(10_000),
    '('.repeat(500),
    'x@'.repeat(300),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const leaf = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);
const anyJson = fc.oneof(leaf, fc.array(leaf, { maxLength: 4 }), fc.dictionary(nastyString, leaf, { maxKeys: 4 }));

/** An object with the procedure's own field names, each holding anything, plus stray keys. */
const shapedBody = (names: string[]) =>
  fc
    .tuple(
      names.length ? fc.subarray(names) : fc.constant([] as string[]),
      fc.array(anyJson, { minLength: names.length, maxLength: names.length }),
      fc.dictionary(nastyString, leaf, { maxKeys: 2 }),
    )
    .map(([chosen, values, extra]) => ({
      ...extra,
      ...Object.fromEntries(chosen.map((name) => [name, values[names.indexOf(name)]])),
    }));

const rawBody = fc.oneof(
  fc.constantFrom('{', '{"a":', 'null', '[]', '"text"', '{"__proto__":{"admin":true}}', '\u0000', ''),
  fc.string({ maxLength: 200 }),
);

const cookieHeader = fc.oneof(
  fc.constant('admin'),
  fc.constant('member'),
  fc.constant('none'),
  fc.constantFrom('session=%%%', 'session=', 'session=abc; session=def', '=;;=', `session=${'f'.repeat(5000)}`),
  fc.string({ maxLength: 60 }).map((text) => `session=${text}`),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/x-www-form-urlencoded',
);

type Case = {
  body: unknown;
  raw: string | undefined;
  cookie: string;
  contentType: string;
  origin: 'same' | 'other' | 'none';
  param: string;
  encodeParam: boolean;
  extraHeader: [string, string] | undefined;
};

const caseOf = (names: string[]) =>
  fc.record<Case>({
    body: fc.oneof(shapedBody(names), anyJson),
    raw: fc.option(rawBody, { freq: 4 }).map((value) => value ?? undefined),
    cookie: cookieHeader,
    contentType,
    origin: fc.constantFrom('same', 'same', 'same', 'other', 'none'),
    param: nastyString,
    encodeParam: fc.boolean(),
    extraHeader: fc.option(
      fc.tuple(
        fc.constantFrom('accept-encoding', 'x-forwarded-for', 'content-encoding', 'range', 'if-none-match', 'accept'),
        fc.string({ maxLength: 30 }).map((value) => value.replace(/[^\x20-\x7e]/g, '')),
      ),
      { freq: 3 },
    ),
  });

function headersOf(test: Case, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (test.cookie === 'admin') headers.cookie = adminCookie;
  else if (test.cookie === 'member') headers.cookie = memberCookie;
  else if (test.cookie !== 'none') headers.cookie = test.cookie.replace(/[^\x20-\x7e]/g, '');
  if (test.origin === 'same') headers.origin = app.url;
  if (test.origin === 'other') headers.origin = 'https://evil.example';
  if (hasBody) headers['content-type'] = test.contentType;
  if (test.extraHeader) headers[test.extraHeader[0]] = test.extraHeader[1];
  return headers;
}

/** One hash over every table a request could change (sessions and abuse counters excepted). */
const fingerprint = () => tablesFingerprint(app.orm, tables);

async function send(method: string, pathname: string, headers: Record<string, string>, body?: string) {
  const response = await fetch(`${app.url}${pathname}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  return { status: response.status, text };
}

/** Sends one case, then checks the two properties. */
async function check(label: string, method: string, pathname: string, test: Case, changesState: boolean) {
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? (test.raw ?? JSON.stringify(test.body)) : undefined;
  const before = changesState ? await fingerprint() : '';
  const answer = await send(method, pathname, headersOf(test, hasBody), body);
  casesRun++;
  routesFuzzed.add(label);
  expect(answer.status, `${label} ${method} ${pathname} → ${answer.text.slice(0, 200)}`).toBeLessThan(500);
  if (changesState && answer.status >= 400) {
    expect(await fingerprint(), `${label}: a refused ${method} ${pathname} changed a table`).toBe(before);
  }
}

/** encodeURIComponent, except that a lone surrogate becomes its (invalid UTF-8) bytes. */
function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function pathOf(route: RestRoute, test: Case): string {
  const value = test.encodeParam ? encodeLoosely(test.param) : test.param.replace(/[/?#\s]/g, '');
  return route.path.replace(/\{\w+\}/g, () => value || '0');
}

beforeAll(async () => {
  app = await startTestApp({ users: [ADMIN, MEMBER] });
  adminCookie = await login(app, ADMIN.username, ADMIN.password);
  memberCookie = await login(app, MEMBER.username, MEMBER.password);
  tables = await changeableTables(app.orm);
});
afterAll(async () => {
  // The figure for the note: routes (REST rows and tRPC procedures) × cases.
  process.stdout.write(
    `fuzz: ${routesFuzzed.size} routes, ${casesRun} requests, ${RUNS} cases per route and transport\n`,
  );
  await app?.close();
});

/** Routes whose success would end the fuzzer's own sessions. */
const SESSION_ENDING = new Set(['auth.logout']);

describe('fuzzing the REST mirror (every row of the route table)', () => {
  for (const route of restRoutes) {
    it(`${route.method} ${route.path}`, async () => {
      const names = fieldNames(route.procedure);
      await fc.assert(
        fc.asyncProperty(caseOf(names), async (test) => {
          if (SESSION_ENDING.has(route.procedure) && test.cookie === 'admin') test.cookie = 'none';
          await check(
            `REST ${route.method} ${route.path}`,
            route.method,
            pathOf(route, test),
            test,
            route.method !== 'GET',
          );
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('fuzzing tRPC (every procedure of the router)', () => {
  for (const [path, procedure] of Object.entries(procedures)) {
    it(path, async () => {
      const names = fieldNames(path);
      await fc.assert(
        fc.asyncProperty(caseOf(names), fc.boolean(), async (test, batch) => {
          if (SESSION_ENDING.has(path) && test.cookie === 'admin') test.cookie = 'none';
          const input = test.raw ?? JSON.stringify(test.body);
          const target = batch ? `/trpc/${path},${path}?batch=1` : `/trpc/${path}`;
          if (procedure._def.type === 'query') {
            const encoded = batch ? JSON.stringify({ 0: test.body, 1: test.body }) : input;
            await check(
              `tRPC ${path}`,
              'GET',
              `${target}${batch ? '&' : '?'}input=${encodeURIComponent(encoded)}`,
              test,
              false,
            );
          } else {
            const body = batch ? JSON.stringify({ 0: test.body, 1: test.body }) : input;
            await check(`tRPC ${path}`, 'POST', target, { ...test, raw: body }, true);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }
});

/**
 * Every free-text field of every write, at its maximum length, with inputs that make
 * backtracking regular expressions explode (the product-count ReDoS took ~20 s on 2,000
 * characters). Each answer must come in well under a second (or ten times the same request with plain
 * letters, when the machine is busy); a linear parser answers in ms.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { restRoutes } from '../../rest/routes.ts';
import { appRouter } from '../../trpc/app.router.ts';
import { type TestApp, withAdminApp } from '../harness.ts';
import { VALID_CONTACT, VALID_PACKAGE_REQUEST, VALID_SERVICE_ANSWERS } from '../valid-inputs.ts';

const ADMIN = { username: 'worstcase', password: 'correct horse battery staple', role: 'admin' as const };
let app: TestApp;
let cookie: string;

type ProcedureDef = { _def: { inputs: unknown[] } };
const procedures = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures;

/** Top-level string fields of a procedure's input, with their maximum length. */
function textFields(procedure: string): Array<{ name: string; max: number }> {
  const input = procedures[procedure]?._def.inputs[0];
  if (!(input instanceof z.ZodType)) return [];
  const schema = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string; maxLength?: number }>;
  };
  return Object.entries(schema.properties ?? {})
    .filter(([, field]) => field.type === 'string')
    .map(([name, field]) => ({ name, max: Math.min(field.maxLength ?? 10_000, 100_000) }));
}

/** Patterns that blow up typical vulnerable regexes, cut or repeated to `length`. */
const PATTERNS: Array<[string, (length: number) => string]> = [
  ['digit, spaces, letter', (n) => `1${' '.repeat(Math.max(0, n - 2))}x`],
  ['digit groups', (n) => '1.000 '.repeat(Math.ceil(n / 6)).slice(0, n)],
  ['e-mail-ish', (n) => 'a@a.'.repeat(Math.ceil(n / 4)).slice(0, n)],
  ['nested brackets', (n) => `${'('.repeat(Math.floor(n / 2))}${'a'.repeat(n - Math.floor(n / 2))}`],
  ['word runs', (n) => 'aaaa-'.repeat(Math.ceil(n / 5)).slice(0, n)],
  ['Turkish letters', (n) => 'İşçiğü '.repeat(Math.ceil(n / 7)).slice(0, n)],
];

/** Valid bodies, so that each field is read by the code behind the validation too. */
const BASE: Record<string, Record<string, unknown>> = {
  'contact.submit': VALID_CONTACT,
  'contact.subscribe': { email: VALID_CONTACT.email },
  'recommendation.package': VALID_PACKAGE_REQUEST,
  'recommendation.services': VALID_SERVICE_ANSWERS,
  'auth.login': { username: 'worstcase', password: 'wrong password here' },
};

const writes = restRoutes.filter((route) => route.method !== 'GET' && !route.multipart);

withAdminApp(
  (started) => {
    ({ app, cookie } = started);
  },
  {},
  ADMIN,
);

describe('worst-case text in every free-text field', () => {
  const cases = writes.flatMap((route) =>
    textFields(route.procedure).map((field) => [`${route.method} ${route.path} ${field.name}`, route, field] as const),
  );

  it('covers the public writes and the admin texts', () => {
    const names = cases.map(([name]) => name);
    expect(names).toContain('POST /api/package-recommendation products');
    expect(names).toContain('POST /api/contact message');
    expect(cases.length).toBeGreaterThan(15);
  });

  it.each(cases)('%s', async (_name, route, field) => {
    const path = route.path.replace(/\{language\}/g, 'tr').replace(/\{\w+\}/g, '1');
    const send = async (text: string) => {
      const started = performance.now();
      const response = await fetch(`${app.url}${path}`, {
        method: route.method,
        headers: { 'content-type': 'application/json', origin: app.url, cookie },
        body: JSON.stringify({ ...BASE[route.procedure], [field.name]: text }),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    };
    // The same request with plain letters tells how fast this machine is right now: a single
    // slow answer under load is retried once; a backtracking regex is slow every time.
    const plain = await send('a'.repeat(field.max));
    const budget = Math.max(1000, 10 * plain.ms);
    for (const [pattern, make] of PATTERNS) {
      let answer = await send(make(field.max));
      if (answer.ms >= budget) answer = await send(make(field.max));
      expect(answer.status, `${pattern}`).toBeLessThan(500);
      expect(
        answer.ms,
        `${pattern} took ${Math.round(answer.ms)} ms (plain text ${Math.round(plain.ms)} ms)`,
      ).toBeLessThan(budget);
    }
  });
});

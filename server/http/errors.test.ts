import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TRPCError } from '@trpc/server';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { specRule, VALIDATION_MESSAGES } from '../../src/shared/validation-messages.ts';
import { apiError } from '../domain/errors.ts';
import { createLogger } from '../logger.ts';
import { errorHandler } from './error-handler.ts';
import {
  boundedErrorForLog,
  clipText,
  DB_RETRY_AFTER_S,
  describeZodError,
  errorBudgetOf,
  isDatabaseUnavailable,
  MAX_ERROR_ANSWER_BYTES,
  MAX_FIELD_ERRORS,
  MAX_MESSAGE_BYTES,
  publicErrorBody,
} from './errors.ts';
import { jsonBody, trpcJsonBody, withinJsonBudget } from './json-body.ts';
import { inspectRawInput, MAX_INPUT_ARRAY_LENGTH, MAX_INPUT_DEPTH, MAX_INPUT_ENTRIES } from './raw-input.ts';
import { requestLog } from './request-log.ts';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['ECONNREFUSED', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'admin shutdown 57P01',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['connection failure 08006', Object.assign(new Error('x'), { code: '08006' })],
    ['a ConnectionException', Object.assign(new Error('x'), { name: 'ConnectionException' })],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a nested cause',
      new Error('query failed', {
        cause: new Error('wrapper', { cause: Object.assign(new Error('x'), { code: 'ETIMEDOUT' }) }),
      }),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' })],
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a plain error', new Error('boom')],
    ['undefined', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('does not mistake %s for an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops following causes after a few levels (no endless loop on a cycle)', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('describeZodError', () => {
  it('keeps the first message of each field and joins them', () => {
    const schema = z.strictObject({ name: z.string().min(2, 'too short').max(3), age: z.number() });
    const result = schema.safeParse({ name: 'a', age: 'x', extra: 1 });
    expect(result.success).toBe(false);
    if (result.success) return;
    const described = describeZodError(result.error);
    expect(described.fieldErrors.name).toEqual({ code: 'TOO_SHORT', message: 'too short' });
    expect(described.fieldErrors.age.code).toBe('INVALID_TYPE');
    expect(described.fieldErrors.extra.code).toBe('UNKNOWN_FIELD'); // the unknown key is the failing field
    expect(described.message).toContain('too short');
  });
});

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const unknownKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));

describe('bounded validation answers (issue 19)', () => {
  it('names at most 20 fields however many keys are unknown, each with a short message, the rest counted', () => {
    const parsed = z.strictObject({ email: z.email() }).safeParse({ email: 'a@example.com', ...unknownKeys(6_000) });
    if (parsed.success) throw new Error('expected a failure');
    const body = publicErrorBody(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }), 'req-1');
    expect(Object.keys(body.fieldErrors ?? {})).toHaveLength(MAX_FIELD_ERRORS);
    expect(body.fieldErrors?.k0).toEqual({ code: 'UNKNOWN_FIELD', message: 'Bilinmeyen alan' });
    expect(body.message).toContain(`ve ${6_000 - MAX_FIELD_ERRORS} hata daha`);
    expect(bytes(body)).toBeLessThan(4_000);
  });

  it('cuts every message to 1 kB and a long field name, and keeps the whole answer under 16 kB', () => {
    const long = 'ç'.repeat(5_000);
    const schema = z.strictObject(
      Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, z.string().min(3, `${long}${i}`)])),
    );
    const parsed = schema.safeParse(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, ''])));
    if (parsed.success) throw new Error('expected a failure');
    const body = publicErrorBody(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }), 'req-1');
    expect(Buffer.byteLength(body.message)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
    for (const error of Object.values(body.fieldErrors ?? {})) {
      expect(Buffer.byteLength(error.message)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
    }
    expect(Object.keys(body.fieldErrors ?? {}).length).toBeGreaterThan(0);
    expect(bytes(body)).toBeLessThan(MAX_ERROR_ANSWER_BYTES - 400);

    const keyed = z.strictObject({}).safeParse({ ['x'.repeat(50_000)]: 1 });
    if (keyed.success) throw new Error('expected a failure');
    const named = publicErrorBody(new TRPCError({ code: 'BAD_REQUEST', cause: keyed.error }), undefined);
    expect(Object.keys(named.fieldErrors ?? {})[0].length).toBeLessThan(250);
  });

  it('shares the 16 kB among the answers of a batch', () => {
    const long = 'm'.repeat(900);
    const schema = z.strictObject(
      Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, z.string().min(3, `${long}${i}`)])),
    );
    const parsed = schema.safeParse({});
    if (parsed.success) throw new Error('expected a failure');
    const error = new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
    const answers = Array.from({ length: 10 }, () => ({ error: publicErrorBody(error, 'req-1', errorBudgetOf(10)) }));
    expect(bytes(answers)).toBeLessThan(MAX_ERROR_ANSWER_BYTES);
    expect(Object.keys(answers[0].error.fieldErrors ?? {}).length).toBeGreaterThan(0);
  });

  it('cuts a tRPC message that quotes the address', () => {
    const body = publicErrorBody(
      new TRPCError({ code: 'NOT_FOUND', message: `No procedure ${'x'.repeat(8_000)}` }),
      '1',
    );
    expect(Buffer.byteLength(body.message)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
  });

  it('clipText keeps short texts, never splits a surrogate pair, and measures the JSON form', () => {
    expect(clipText('kısa')).toBe('kısa');
    const clipped = clipText('😀'.repeat(1_000), 101);
    expect(bytes(clipped)).toBeLessThanOrEqual(101);
    expect(clipped.endsWith('…')).toBe(true);
    expect(clipped.slice(0, -1)).toBe('😀'.repeat((clipped.length - 1) / 2));
    expect(bytes(clipText('\u0001'.repeat(2_000), 200))).toBeLessThanOrEqual(200);
  });

  it('logs an error cut to a few kB, with its code and cause', () => {
    const error = Object.assign(new Error('x'.repeat(100_000), { cause: new Error('y'.repeat(100_000)) }), {
      code: 'E1',
      body: 'z'.repeat(100_000),
    });
    const logged = boundedErrorForLog(error) as { code: string; cause: unknown };
    expect(bytes(logged)).toBeLessThan(16_000);
    expect(logged.code).toBe('E1');
    expect(logged.cause).toBeDefined();
  });
});

describe('the raw-input budget (one walk before zod)', () => {
  it('lets every shape of a legitimate input through', () => {
    expect(inspectRawInput(undefined)).toBeUndefined();
    expect(inspectRawInput({ ...unknownKeys(40), list: Array.from({ length: 40 }, () => 'x') })).toBeUndefined();
    let deep: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) deep = [deep];
    expect(inspectRawInput(deep)).toBeUndefined();
  });

  it('refuses too many entries, a too wide array and too deep nesting, and stops early', () => {
    expect(inspectRawInput(unknownKeys(MAX_INPUT_ENTRIES + 1))).toEqual({ kind: 'tooComplex', limit: 'entries' });
    expect(inspectRawInput({ a: Array.from({ length: MAX_INPUT_ARRAY_LENGTH + 1 }, () => 0) })).toEqual({
      kind: 'tooComplex',
      limit: 'arrayLength',
    });
    let deep: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH + 1; i++) deep = [deep];
    expect(inspectRawInput(deep)).toEqual({ kind: 'tooComplex', limit: 'depth' });
    // Arrays under the width limit still count towards the entries.
    const many = Array.from({ length: 6 }, () => Array.from({ length: MAX_INPUT_ARRAY_LENGTH }, () => 0));
    expect(inspectRawInput({ many })).toEqual({ kind: 'tooComplex', limit: 'entries' });
  });

  it('finds U+0000 in a value or a key, with its path', () => {
    expect(inspectRawInput({ a: [{ b: 'x\u0000' }] })).toEqual({ kind: 'nul', path: ['a', 0, 'b'] });
    expect(inspectRawInput({ a: { 'k\u0000': 1 } })).toEqual({ kind: 'nul', path: ['a', 'k\\0'] });
  });
});

describe('the byte scan of JSON bodies (before parsing)', () => {
  const scan = (text: string) => withinJsonBudget(Buffer.from(text));
  it('counts nesting and commas outside strings only', () => {
    expect(scan(JSON.stringify({ a: '[[[[[[[[[[[[[[[[[[[[[[,,,,,,', b: [1, 2, { c: 'x"y\\' }] }))).toBe(true);
    expect(scan(`${'['.repeat(17)}${']'.repeat(17)}`)).toBe(true);
    expect(scan(`${'['.repeat(18)}${']'.repeat(18)}`)).toBe(false);
    expect(scan(`{"a":${'{"a":'.repeat(400)}1${'}'.repeat(401)}`)).toBe(false);
    expect(scan(JSON.stringify(unknownKeys(10_000)))).toBe(true);
    expect(scan(JSON.stringify(unknownKeys(10_100)))).toBe(false);
  });
});

describe('publicErrorBody', () => {
  it('hides the message of an internal error and gives the request id', () => {
    const error = new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'select * from users failed',
      cause: new Error('pg'),
    });
    expect(publicErrorBody(error, 'req-1')).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Beklenmeyen bir hata oluştu.',
      requestId: 'req-1',
    });
  });

  it('keeps the message of a client error', () => {
    const error = new TRPCError({ code: 'FORBIDDEN', message: 'Yetkiniz yok.' });
    expect(publicErrorBody(error, 'req-1')).toEqual({ code: 'FORBIDDEN', message: 'Yetkiniz yok.' });
  });

  it('describes a validation error field by field', () => {
    const parsed = z.strictObject({ email: z.email('bad email') }).safeParse({ email: 'nope' });
    if (parsed.success) throw new Error('expected a failure');
    const body = publicErrorBody(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }), 'req-1');
    expect(body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'bad email',
      fieldErrors: { email: { code: 'INVALID_FORMAT', message: 'bad email' } },
    });
  });

  it('gives a spec rule its id as the field code, and a missing field REQUIRED', () => {
    const parsed = z
      .strictObject({ name: z.string().min(2, specRule('contact.name')), phone: z.string() })
      .safeParse({ name: 'a' });
    if (parsed.success) throw new Error('expected a failure');
    const body = publicErrorBody(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }), undefined);
    expect(body.fieldErrors?.name).toEqual({ code: 'contact.name', message: VALIDATION_MESSAGES['contact.name'] });
    expect(body.fieldErrors?.phone.code).toBe('REQUIRED');
  });

  it('finds a field code in the issue, never by its text: the same words without the rule are a generic code', () => {
    const parsed = z
      .strictObject({ name: z.string().min(2, VALIDATION_MESSAGES['contact.name']) })
      .safeParse({ name: 'a' });
    if (parsed.success) throw new Error('expected a failure');
    const body = publicErrorBody(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }), undefined);
    expect(body.fieldErrors?.name).toEqual({ code: 'TOO_SHORT', message: VALIDATION_MESSAGES['contact.name'] });
  });

  it('takes the API code of an apiError and keeps an upload problem', () => {
    const body = publicErrorBody(
      apiError('UNSUPPORTED_MEDIA_TYPE', 'UNSUPPORTED_FILE_TYPE', 'no', { id: 'upload.mime', values: { mime: 'x' } }),
      undefined,
    );
    expect(body).toEqual({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'no',
      problem: { id: 'upload.mime', values: { mime: 'x' } },
    });
  });

  it('maps every tRPC client code to an API code', () => {
    expect(publicErrorBody(new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'm' }), undefined).code).toBe(
      'RATE_LIMITED',
    );
    expect(publicErrorBody(new TRPCError({ code: 'CONFLICT', message: 'm' }), undefined).code).toBe('CONFLICT');
    expect(publicErrorBody(new TRPCError({ code: 'NOT_FOUND', message: 'm' }), undefined).code).toBe('NOT_FOUND');
  });
});

describe('errorHandler (on a real Express app)', () => {
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.use(requestLog(createLogger('silent')));
    app.post('/scanned', jsonBody('100kb'), (_req, res) => {
      res.json({ ok: true });
    });
    app.post('/trpc/x', trpcJsonBody(), (req, res) => {
      res.json({ text: typeof req.body });
    });
    app.use(express.json({ limit: '1kb' }));
    app.get('/boom', () => {
      throw new Error('relation "secret_table" does not exist at SELECT password FROM users');
    });
    app.get('/async-boom', async () => {
      await Promise.resolve();
      throw new TypeError('Cannot read properties of undefined');
    });
    app.get('/db-down', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    app.post('/echo', (req, res) => {
      res.json(req.body);
    });
    app.use(errorHandler);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers 500 with a generic body and the request id, never the error text or a stack', async () => {
    for (const path of ['/boom', '/async-boom']) {
      const response = await fetch(`${url}${path}`, { headers: { 'x-request-id': 'test-request-0001' } });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        code: 'INTERNAL_ERROR',
        message: 'Beklenmeyen bir hata oluştu.',
        requestId: 'test-request-0001',
      });
      expect(text).not.toMatch(/secret_table|SELECT|TypeError|at .*\.ts/);
    }
  });

  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const response = await fetch(`${url}/db-down`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DB_RETRY_AFTER_S));
    const body = (await response.json()) as { message: string; requestId: string };
    expect(body.requestId).toBe(response.headers.get('x-request-id'));
    expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
  });

  it('answers 400 with a clear message for invalid JSON', async () => {
    const response = await fetch(`${url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'MALFORMED_REQUEST', message: 'Gövde geçerli bir JSON değil.' });
  });

  it("refuses a body over the raw budget before parsing it: 400 INPUT_TOO_COMPLEX, in tRPC's shape on /trpc", async () => {
    const deep = `{"a":${'['.repeat(40_000)}${']'.repeat(40_000)}}`;
    const rest = await fetch(`${url}/scanned`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep,
    });
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { code: string }).code).toBe('INPUT_TOO_COMPLEX');
    const trpc = await fetch(`${url}/trpc/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep,
    });
    expect(trpc.status).toBe(400);
    const shaped = (await trpc.json()) as {
      error: { code: number; message: string; data: { code: string; httpStatus: number } };
    };
    expect(shaped.error.code).toBe(-32600);
    expect(shaped.error.data).toMatchObject({ code: 'INPUT_TOO_COMPLEX', httpStatus: 400 });
    // Within the budget, tRPC is handed the text to parse itself.
    const fine = await fetch(`${url}/trpc/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(await fine.json()).toEqual({ text: 'string' });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await fetch(`${url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'x'.repeat(2048) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'İstek gövdesi çok büyük.' });
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TRPCError } from '@trpc/server';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../../src/shared/validation-messages.ts';
import { createLogger } from '../logger.ts';
import { errorHandler } from './error-handler.ts';
import { apiError, DB_RETRY_AFTER_S, describeZodError, isDatabaseUnavailable, publicErrorBody } from './errors.ts';
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
      .strictObject({ name: z.string().min(2, VALIDATION_MESSAGES['contact.name']), phone: z.string() })
      .safeParse({ name: 'a' });
    if (parsed.success) throw new Error('expected a failure');
    const body = publicErrorBody(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }), undefined);
    expect(body.fieldErrors?.name).toEqual({ code: 'contact.name', message: VALIDATION_MESSAGES['contact.name'] });
    expect(body.fieldErrors?.phone.code).toBe('REQUIRED');
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

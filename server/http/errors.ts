/**
 * How errors become answers on both transports: HTTP status, API code, bounded field errors and
 * messages, log-safe copies. The errors that services throw live in server/domain/errors.ts.
 */
import type { TRPCError } from '@trpc/server';
import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { Response } from 'express';
import { ZodError } from 'zod';
import {
  API_ERROR_STATUS,
  type ApiErrorBody,
  type ApiErrorCode,
  type FieldError,
  fieldErrorCodeOf,
} from '../../src/shared/api-errors.ts';
import { ApiFailure, type InputIssue, InputIssuesError } from '../domain/errors.ts';

/** A database that cannot be reached answers 503 with this Retry-After (seconds). */
export const DB_RETRY_AFTER_S = 5;
export const DB_UNAVAILABLE_MESSAGE = 'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyin.';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** True when an error means "PostgreSQL is not reachable", not "the query is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message, name } = e as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (name === 'ConnectionException') return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error/i.test(
        message,
      )
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Bounds of every error answer, on both transports (issue 19): whatever the input, an answer
 * names at most MAX_FIELD_ERRORS fields, no message is over MAX_MESSAGE_BYTES, and the whole
 * answer (a batch's answers together) stays under MAX_ERROR_ANSWER_BYTES.
 */
export const MAX_FIELD_ERRORS = 20;
export const MAX_MESSAGE_BYTES = 1024;
export const MAX_ERROR_ANSWER_BYTES = 16 * 1024;
/** A field's name (its path) is cut to this: an unknown key can be as long as the body. */
const MAX_FIELD_NAME_BYTES = 200;
/** Room for the rest of an error answer (code, status, path, request id, tRPC's envelope). */
const ENVELOPE_BYTES = 400;

/** The message of each unknown key (zod's own lists every unknown key, once per key). */
export const UNKNOWN_FIELD_MESSAGE = 'Bilinmeyen alan';

/**
 * `text` cut so that its JSON form (quotes and escapes included) takes at most `maxBytes` of
 * UTF-8, with '…' where it was cut. Bounded work whatever the length: only the head is looked at.
 */
export function clipText(text: string, maxBytes = MAX_MESSAGE_BYTES): string {
  const size = (value: string) => Buffer.byteLength(JSON.stringify(value));
  if (text.length <= maxBytes / 6 - 2 || (text.length <= maxBytes && size(text) <= maxBytes)) return text;
  let end = Math.min(text.length, maxBytes);
  for (;;) {
    // Never half of a surrogate pair.
    if (end > 0 && /[\uD800-\uDBFF]/.test(text[end - 1])) end--;
    const clipped = `${text.slice(0, end)}…`;
    if (end === 0 || size(clipped) <= maxBytes) return end === 0 ? '…' : clipped;
    end = Math.floor(end * 0.9);
  }
}

export type ErrorBudget = {
  /** Bytes for the message and the field errors together. */
  bytes: number;
};

/** The share of one error answer in a tRPC batch of `calls` (each call may fail). */
export function errorBudgetOf(calls = 1): ErrorBudget {
  return { bytes: Math.floor(MAX_ERROR_ANSWER_BYTES / Math.max(1, calls)) - ENVELOPE_BYTES };
}

/**
 * Each failing field's first issue, with its code; `message` joins them. Bounded: at most
 * MAX_FIELD_ERRORS fields and the budget's bytes; the fields left out are counted in `message`.
 * The work is bounded too: no text is built per issue beyond the fields kept.
 */
export function describeIssues(
  issues: readonly InputIssue[],
  budget: ErrorBudget = errorBudgetOf(1),
): {
  message: string;
  fieldErrors: Record<string, FieldError>;
} {
  const messageBytes = Math.min(MAX_MESSAGE_BYTES, Math.floor(budget.bytes / 3));
  let fieldBytes = budget.bytes - messageBytes;
  const fieldErrors: Record<string, FieldError> = {};
  const messages = new Set<string>();
  let kept = 0;
  let left = 0;
  const add = (name: string, code: FieldError['code'], issueMessage: string) => {
    if (Object.hasOwn(fieldErrors, name)) return;
    const error = { code, message: clipText(issueMessage) };
    const size = Buffer.byteLength(JSON.stringify(name)) + Buffer.byteLength(JSON.stringify(error)) + 2;
    if (kept >= MAX_FIELD_ERRORS || size > fieldBytes) {
      left++;
      return;
    }
    fieldErrors[name] = error;
    fieldBytes -= size;
    kept++;
    messages.add(error.message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      // An unknown key is the failing field itself, not its parent object.
      const room = Math.max(0, MAX_FIELD_ERRORS - kept);
      for (const key of issue.keys.slice(0, room)) {
        add(fieldNameOf([...issue.path.map(String), key]), 'UNKNOWN_FIELD', UNKNOWN_FIELD_MESSAGE);
      }
      left += Math.max(0, issue.keys.length - room);
    } else if (kept >= MAX_FIELD_ERRORS) {
      left++;
    } else {
      add(fieldNameOf(issue.path.map(String)), fieldErrorCodeOf(issue), issue.message);
    }
  }
  // "…and N more" counts issues beyond the kept fields (a field with two issues counts once kept).
  const more = left > 0 ? ` (ve ${left} hata daha)` : '';
  const joined = [...messages].join('; ') || 'Geçersiz istek';
  return { message: `${clipText(joined, messageBytes - Buffer.byteLength(more))}${more}`, fieldErrors };
}

function fieldNameOf(path: string[]): string {
  return clipText(path.join('.') || '_', MAX_FIELD_NAME_BYTES);
}

export function describeZodError(error: ZodError, budget?: ErrorBudget) {
  return describeIssues(error.issues as unknown as InputIssue[], budget);
}

const CODE_OF_TRPC: Partial<Record<TRPC_ERROR_CODE_KEY, ApiErrorCode>> = {
  BAD_REQUEST: 'VALIDATION_FAILED',
  PARSE_ERROR: 'MALFORMED_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_SUPPORTED: 'METHOD_NOT_ALLOWED',
  TIMEOUT: 'REQUEST_TIMEOUT',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_CONTENT_TYPE',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/**
 * What a client may see of a TRPCError: never a stack, SQL or library name, and never more than
 * the budget (a message over 1 kB is cut: tRPC's own messages can quote the address).
 */
export function publicErrorBody(
  error: TRPCError,
  requestId: string | undefined,
  budget: ErrorBudget = errorBudgetOf(1),
): ApiErrorBody {
  const cause = error.cause;
  if (cause instanceof ZodError) return { code: 'VALIDATION_FAILED', ...describeZodError(cause, budget) };
  if (cause instanceof InputIssuesError) return { code: 'VALIDATION_FAILED', ...describeIssues(cause.issues, budget) };
  if (error.code === 'INTERNAL_SERVER_ERROR') {
    return { code: 'INTERNAL_ERROR', message: 'Beklenmeyen bir hata oluştu.', requestId };
  }
  const message = clipText(error.message, Math.min(MAX_MESSAGE_BYTES, budget.bytes));
  if (cause instanceof ApiFailure) {
    return { code: cause.apiCode, message, ...(cause.problem ? { problem: cause.problem } : {}) };
  }
  return { code: CODE_OF_TRPC[error.code] ?? 'MALFORMED_REQUEST', message };
}

/**
 * What a log line keeps of an error (pino's `err`): type, code, the message and stack cut to a
 * few kB, and the chain of causes a few levels deep. A validation error's message can be the
 * JSON of thousands of issues, and body-parser errors carry the whole body.
 */
export function boundedErrorForLog(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? clipText(error, 2048) : error;
  const { code, status, type } = error as { code?: unknown; status?: unknown; type?: unknown };
  return {
    type: error.name,
    message: clipText(error.message, 2048),
    ...(code !== undefined ? { code: String(code).slice(0, 100) } : {}),
    ...(typeof status === 'number' ? { status } : {}),
    ...(typeof type === 'string' ? { kind: type.slice(0, 100) } : {}),
    stack: clipText(error.stack ?? '', 4096),
    ...(error.cause !== undefined && depth < 3 ? { cause: boundedErrorForLog(error.cause, depth + 1) } : {}),
  };
}

/** What an error answer of an Express route may add: the request's id, and when to try again. */
type ErrorExtra = { requestId?: string; retryAfterS?: number };

function setRetryAfter(res: Response, extra: ErrorExtra): void {
  if (extra.retryAfterS !== undefined) res.setHeader('Retry-After', String(extra.retryAfterS));
}

/** An error answer of an Express route (outside the procedures), in the same shape. */
export function sendError(res: Response, code: ApiErrorCode, message: string, extra: ErrorExtra = {}): void {
  setRetryAfter(res, extra);
  const body: ApiErrorBody = { code, message, ...(extra.requestId ? { requestId: extra.requestId } : {}) };
  res.status(API_ERROR_STATUS[code]).json(body);
}

/** The tRPC code of each status an Express route or middleware answers with. */
const TRPC_CODE_OF_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'BAD_REQUEST',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * An error answered before tRPC saw the request (a body refused while it was read), on /trpc:
 * tRPC's shape, as the error formatter of server/trpc/init.ts writes it for a whole request.
 */
export function sendTrpcStyleError(res: Response, code: ApiErrorCode, message: string, extra: ErrorExtra = {}): void {
  setRetryAfter(res, extra);
  const httpStatus = API_ERROR_STATUS[code];
  const trpcCode = TRPC_CODE_OF_STATUS[httpStatus] ?? 'BAD_REQUEST';
  res.status(httpStatus).json({
    error: {
      code: TRPC_ERROR_CODES_BY_KEY[trpcCode],
      message,
      data: { code, httpStatus, ...(extra.requestId ? { requestId: extra.requestId } : {}) },
    },
  });
}

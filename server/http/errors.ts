import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { Response } from 'express';
import { ZodError } from 'zod';
import {
  API_ERROR_STATUS,
  type ApiErrorBody,
  type ApiErrorCode,
  type FieldError,
  fieldErrorCodeOf,
  type IssueLike,
} from '../../src/shared/api-errors.ts';

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
 * The cause of a TRPCError that picks its API code (and, for uploads, the problem) when the
 * tRPC code alone is not precise enough: `throw apiError('UNAUTHORIZED', 'INVALID_CREDENTIALS', text)`.
 */
export class ApiFailure extends Error {
  readonly apiCode: ApiErrorCode;
  readonly problem: ApiErrorBody['problem'];
  constructor(apiCode: ApiErrorCode, message: string, problem?: ApiErrorBody['problem']) {
    super(message);
    this.name = 'ApiFailure';
    this.apiCode = apiCode;
    this.problem = problem;
  }
}

export function apiError(
  code: TRPC_ERROR_CODE_KEY,
  apiCode: ApiErrorCode,
  message: string,
  problem?: ApiErrorBody['problem'],
): TRPCError {
  return new TRPCError({ code, message, cause: new ApiFailure(apiCode, message, problem) });
}

/** Validation issues raised outside zod's own parsing (e.g. U+0000 in the raw input). */
export class InputIssuesError extends Error {
  readonly issues: ZodIssueLike[];
  constructor(issues: ZodIssueLike[]) {
    super(issues[0]?.message ?? 'Geçersiz istek');
    this.issues = issues;
    this.name = 'InputIssuesError';
  }
}

type ZodIssueLike = IssueLike & { path: PropertyKey[]; keys?: string[] };

/** Each failing field's first issue, with its code; `message` joins them. */
export function describeIssues(issues: readonly ZodIssueLike[]): {
  message: string;
  fieldErrors: Record<string, FieldError>;
} {
  const fieldErrors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const code = fieldErrorCodeOf(issue);
    const base = issue.path.map(String);
    // An unknown key is the failing field itself, not its parent object.
    const keys =
      issue.code === 'unrecognized_keys' && issue.keys?.length ? issue.keys.map((k) => [...base, k]) : [base];
    for (const path of keys) fieldErrors[path.join('.') || '_'] ??= { code, message: issue.message };
  }
  const messages = [...new Set(Object.values(fieldErrors).map((error) => error.message))];
  return { message: messages.join('; ') || 'Geçersiz istek', fieldErrors };
}

export function describeZodError(error: ZodError) {
  return describeIssues(error.issues as unknown as ZodIssueLike[]);
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

/** What a client may see of a TRPCError: never a stack, SQL or library name. */
export function publicErrorBody(error: TRPCError, requestId: string | undefined): ApiErrorBody {
  const cause = error.cause;
  if (cause instanceof ZodError) return { code: 'VALIDATION_FAILED', ...describeZodError(cause) };
  if (cause instanceof InputIssuesError) return { code: 'VALIDATION_FAILED', ...describeIssues(cause.issues) };
  if (error.code === 'INTERNAL_SERVER_ERROR') {
    return { code: 'INTERNAL_ERROR', message: 'Beklenmeyen bir hata oluştu.', requestId };
  }
  if (cause instanceof ApiFailure) {
    return { code: cause.apiCode, message: error.message, ...(cause.problem ? { problem: cause.problem } : {}) };
  }
  return { code: CODE_OF_TRPC[error.code] ?? 'MALFORMED_REQUEST', message: error.message };
}

/** An error answer of an Express route (outside the procedures), in the same shape. */
export function sendError(
  res: Response,
  code: ApiErrorCode,
  message: string,
  extra: { requestId?: string; retryAfterS?: number } = {},
): void {
  if (extra.retryAfterS !== undefined) res.setHeader('Retry-After', String(extra.retryAfterS));
  const body: ApiErrorBody = { code, message, ...(extra.requestId ? { requestId: extra.requestId } : {}) };
  res.status(API_ERROR_STATUS[code]).json(body);
}

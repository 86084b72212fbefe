import type { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

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

/** The user-facing text of a validation failure: each field's first message. */
export function describeZodError(error: ZodError): { message: string; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return { message: Object.values(fieldErrors).join('; ') || 'Geçersiz istek', fieldErrors };
}

/** What a client may see of a TRPCError: never a stack, SQL or library name. */
export function publicErrorBody(error: TRPCError, requestId: string | undefined) {
  if (error.cause instanceof ZodError) {
    return describeZodError(error.cause);
  }
  if (error.code === 'INTERNAL_SERVER_ERROR') {
    return { message: 'Beklenmeyen bir hata oluştu.', requestId };
  }
  return { message: error.message };
}

/**
 * The errors that services, uploads and procedures throw. They live here, not in server/http/,
 * because the services sit below the transports: http/errors.ts maps these to answers (status,
 * API code, field errors, size bounds) on both transports, and nothing here formats an answer.
 * The factories are the one place that picks a failure's kind, so a service never builds a
 * transport error itself.
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { ApiErrorBody, ApiErrorCode, IssueLike } from '../../src/shared/api-errors.ts';
import { specIssue, type ValidationMessageId } from '../../src/shared/validation-messages.ts';

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

/** One validation issue, in zod's shape (the path names the field). */
export type InputIssue = IssueLike & { path: PropertyKey[]; keys?: string[] };

/** Validation issues raised outside zod's own parsing (e.g. U+0000 in the raw input). */
export class InputIssuesError extends Error {
  readonly issues: InputIssue[];
  constructor(issues: InputIssue[]) {
    super(issues[0]?.message ?? 'Geçersiz istek');
    this.issues = issues;
    this.name = 'InputIssuesError';
  }
}

export function notFound(message: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message });
}

/** The request clashes with the current state (a duplicate, the last admin, a retry of a sent mail). */
export function conflict(message: string, cause?: unknown): TRPCError {
  return new TRPCError({ code: 'CONFLICT', message, cause });
}

export function badRequest(message: string, cause?: unknown): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message, cause });
}

export function unauthorized(message: string): TRPCError {
  return new TRPCError({ code: 'UNAUTHORIZED', message });
}

export function tooManyRequests(message: string): TRPCError {
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message });
}

/** A state the code does not expect (answered as 500, the message only logged). */
export function internalError(message: string): TRPCError {
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message });
}

/** Runs a write; a unique-constraint violation becomes 409 with the given message. */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(message, error);
    throw error;
  }
}

export const SLUG_TAKEN = 'Bu slug zaten kullanılıyor';
/** A call that needs a signed-in session, made without one. */
export const SIGN_IN_REQUIRED = 'Oturum açmanız gerekiyor.';

/** A refusal of one field with a shared validation text (400, fieldErrors). */
export function fieldRefusal(field: string, id: ValidationMessageId): TRPCError {
  const issue = { ...specIssue(id), path: [field] };
  return badRequest(issue.message, new InputIssuesError([issue]));
}

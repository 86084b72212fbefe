import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { VALIDATION_MESSAGES, type ValidationMessageId } from '../../src/shared/validation-messages.ts';
import { InputIssuesError } from '../http/errors.ts';

export function notFound(message: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message });
}

/** Runs a write; a unique-constraint violation becomes 409 with the given message. */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new TRPCError({ code: 'CONFLICT', message, cause: error });
    }
    throw error;
  }
}

export const SLUG_TAKEN = 'Bu slug zaten kullanılıyor';

/** A refusal of one field with a shared validation text (400, fieldErrors). */
export function fieldRefusal(field: string, id: ValidationMessageId): TRPCError {
  const message = VALIDATION_MESSAGES[id];
  return new TRPCError({
    code: 'BAD_REQUEST',
    message,
    cause: new InputIssuesError([{ code: 'custom', path: [field], message }]),
  });
}

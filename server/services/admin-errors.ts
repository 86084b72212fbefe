import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';

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

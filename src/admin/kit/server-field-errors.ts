import { TRPCClientError } from '@trpc/client';
import type { FieldError } from '../../shared/api-errors.ts';

/**
 * The failing fields of a refused write (`data.fieldErrors`, VALIDATION_FAILED), each with the
 * server's shared validation text, for the form to show under its field in the admin's language.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const fields = (error.data as { fieldErrors?: Record<string, FieldError> } | undefined)?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fields).map(([field, failure]) => [field, failure.message]));
}

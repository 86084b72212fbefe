import { TRPCClientError } from '@trpc/client';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { useRuleWords } from '../../i18n/use-rule-words.ts';
import type { FieldError } from '../../shared/api-errors.ts';
import { issueWords, type RuleWords, specResolver } from '../../shared/spec-resolver.ts';
import { VALIDATION_MESSAGES, type ValidationMessageId } from '../../shared/validation-messages.ts';

/**
 * Form errors in the admin's language, worded by the rule each error carries (the zod issue's
 * `params.fieldCode`, the server's field `code`), never looked up by their Turkish text.
 */

/** A @mantine/form `validate` from a zod schema, its errors in the admin's language. */
export function useSpecResolver<Values>(schema: z.ZodType) {
  const words = useRuleWords();
  return useMemo(() => specResolver<Values>(schema, words), [schema, words]);
}

/**
 * Errors of a zod schema keyed by top-level field (a list item's error goes to its list), for
 * forms whose values are not the schema's input as they stand.
 */
export function ruleFieldErrors(schema: z.ZodType, input: unknown, words: RuleWords): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issueWords(issue, words);
  return errors;
}

const isRule = (code: string): code is ValidationMessageId => Object.hasOwn(VALIDATION_MESSAGES, code);

/** The failing fields of a refused write (`data.fieldErrors`): a spec rule in the admin's words, other codes as the server wrote them. */
export function serverFieldErrors(error: unknown, words: RuleWords): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const fields = (error.data as { fieldErrors?: Record<string, FieldError> } | undefined)?.fieldErrors ?? {};
  return Object.fromEntries(
    Object.entries(fields).map(([field, failure]) => [
      field,
      isRule(failure.code) ? words(failure.code) : failure.message,
    ]),
  );
}

/** `ruleFieldErrors` and `serverFieldErrors` with the admin's words bound. */
export function useRuleErrors() {
  const words = useRuleWords();
  return {
    words,
    fieldErrors: useCallback((schema: z.ZodType, input: unknown) => ruleFieldErrors(schema, input, words), [words]),
    serverErrors: useCallback((error: unknown) => serverFieldErrors(error, words), [words]),
  };
}

import type { z } from 'zod';
import { VALIDATION_MESSAGES, type ValidationMessageId } from './validation-messages.ts';

/** A zod issue as the forms read it: its path, its (Turkish) text and the rule's id, if a spec rule. */
export type FormIssue = Pick<z.core.$ZodIssue, 'path' | 'message'> & { params?: Record<string, unknown> };

/** Words for a failed rule, in the reader's language; given by the caller (the client's catalogs). */
export type RuleWords = (id: ValidationMessageId) => string;

/** The spec rule an issue broke, read from the issue itself (`specRule` puts it there), never from its text. */
export function ruleOf(issue: FormIssue): ValidationMessageId | undefined {
  const code = issue.params?.fieldCode;
  return typeof code === 'string' && Object.hasOwn(VALIDATION_MESSAGES, code)
    ? (code as ValidationMessageId)
    : undefined;
}

/** An issue's text for a person: the rule's words in their language, other issues as zod wrote them. */
export function issueWords(issue: FormIssue, words: RuleWords): string {
  const rule = ruleOf(issue);
  return rule ? words(rule) : issue.message;
}

/**
 * A @mantine/form `validate` function from a zod schema: the first issue of each field (keyed by
 * its dotted path, as Mantine keys nested fields), worded through `words`.
 */
export function specResolver<Values>(schema: z.ZodType, words: RuleWords) {
  return (values: Values): Record<string, string> => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issueWords(issue, words);
    }
    return errors;
  };
}

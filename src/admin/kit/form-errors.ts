import type { z } from 'zod';

/**
 * Form errors from a zod schema, one per top-level field (a list item's error goes to its
 * list), for forms whose values are not the schema's input as they stand.
 */
export function zodFieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

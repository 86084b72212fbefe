import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorCodeOf } from './api-errors.ts';
import { specIssue, specRule, VALIDATION_MESSAGES } from './validation-messages.ts';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error.issues[0];
};

describe('a spec rule carries its code in the zod issue', () => {
  it.each([
    ['min', z.string().min(2, specRule('contact.name')), 'a'],
    ['regex', z.string().regex(/^[a-z]+$/, specRule('admin.slugFormat')), 'A!'],
    ['email', z.email(specRule('contact.email')), 'no'],
    ['enum', z.enum(['a', 'b'], specRule('package.required')), 'c'],
    ['enum, missing', z.strictObject({ budget: z.enum(['a'], specRule('package.required')) }), {}],
    ['refine', z.string().refine((value) => value === 'ok', specRule('settings.zoom')), 'no'],
    ['max', z.array(z.string()).max(1, specRule('settings.hoursTooMany')), ['a', 'b']],
  ] as const)('%s', (_kind, schema, value) => {
    const issue = firstIssue(schema, value);
    const id = (issue as { params?: { fieldCode?: string } }).params?.fieldCode;
    expect(id).toBeDefined();
    expect(issue.message).toBe(VALIDATION_MESSAGES[id as keyof typeof VALIDATION_MESSAGES]);
    expect(fieldErrorCodeOf(issue)).toBe(id);
  });

  it('in a hand-built issue too', () => {
    const schema = z.string().superRefine((_value, ctx) => ctx.addIssue(specIssue('settings.hoursOverlap')));
    const issue = firstIssue(schema, 'x');
    expect(issue.message).toBe(VALIDATION_MESSAGES['settings.hoursOverlap']);
    expect(fieldErrorCodeOf(issue)).toBe('settings.hoursOverlap');
  });

  it('a message alone decides nothing: the same words without the rule get the generic code', () => {
    const issue = firstIssue(z.string().min(2, VALIDATION_MESSAGES['contact.name']), 'a');
    expect(fieldErrorCodeOf(issue)).toBe('TOO_SHORT');
  });
});

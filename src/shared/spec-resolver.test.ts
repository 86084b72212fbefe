import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactInputSchema } from './contact.ts';
import { ruleOf, specResolver } from './spec-resolver.ts';
import { specRule, VALIDATION_MESSAGES } from './validation-messages.ts';

const words = (id: string) => `<${id}>`;

describe('form errors are worded by the rule the issue carries', () => {
  it('a spec rule is worded by its id, in the reader language', () => {
    const errors = specResolver(
      contactInputSchema,
      words,
    )({ name: 'a', email: 'no', phone: '', subject: '', message: '' });
    expect(errors).toMatchObject({
      name: '<contact.name>',
      email: '<contact.email>',
      phone: '<contact.phone>',
      subject: '<contact.subject>',
      message: '<contact.message>',
    });
  });

  it('the same words without the rule stay as they are: nothing is found by its text', () => {
    const schema = z.strictObject({ name: z.string().min(2, VALIDATION_MESSAGES['contact.name']) });
    expect(specResolver(schema, words)({ name: 'a' })).toEqual({ name: VALIDATION_MESSAGES['contact.name'] });
  });

  it('keys nested fields by their dotted path and keeps the first issue of each', () => {
    const schema = z.strictObject({
      texts: z.array(z.strictObject({ title: z.string().min(1, specRule('admin.titleRequired')).max(0, 'second') })),
    });
    expect(specResolver(schema, words)({ texts: [{ title: 'x' }, { title: '' }] })).toEqual({
      'texts.0.title': 'second',
      'texts.1.title': '<admin.titleRequired>',
    });
  });

  it('an unknown code is no rule', () => {
    expect(ruleOf({ path: [], message: 'm', params: { fieldCode: 'NUL_CHARACTER' } })).toBeUndefined();
    expect(ruleOf({ path: [], message: 'm', params: { fieldCode: 'toString' } })).toBeUndefined();
  });
});

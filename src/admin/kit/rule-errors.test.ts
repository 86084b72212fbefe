import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { localizedTextsSchema, projectCreateSchema } from '../../shared/admin-catalog.ts';
import { ruleFieldErrors, serverFieldErrors } from './rule-errors.ts';

const words = (id: string) => `«${id}»`;

describe('form errors worded by their rule', () => {
  it('no errors for valid input', () => {
    expect(ruleFieldErrors(localizedTextsSchema, { title: 'Başlık', description: '', features: ['a'] }, words)).toEqual(
      {},
    );
  });

  it('one message per field in the reader words, list items reported on the list', () => {
    const errors = ruleFieldErrors(
      localizedTextsSchema,
      { title: '   ', description: '', features: ['ok', 'x'.repeat(301)] },
      words,
    );
    expect(errors.title).toBe('«admin.titleRequired»');
    expect(typeof errors.features).toBe('string');
  });

  it('checks a project as the server does (technologies as comma text)', () => {
    const errors = ruleFieldErrors(
      projectCreateSchema,
      { title: 'Proje', slug: 'Kötü Slug', technologies: ' React, , Node ', imageUrl: 'javascript:alert(1)' },
      words,
    );
    expect(errors).toEqual({ slug: '«admin.slugFormat»', imageUrl: '«admin.link»' });
  });

  it("words the server's refusals by their field code, other codes as the server wrote them", () => {
    const refusal = new TRPCClientError('refused', {
      result: {
        error: {
          code: -32600,
          message: 'refused',
          data: {
            fieldErrors: {
              newPassword: { code: 'account.passwordCommon', message: 'Bu şifre çok yaygın' },
              email: { code: 'TOO_LONG', message: 'Too long' },
            },
          },
        },
      },
    } as never);
    expect(serverFieldErrors(refusal, words)).toEqual({ newPassword: '«account.passwordCommon»', email: 'Too long' });
    expect(serverFieldErrors(new Error('network'), words)).toEqual({});
  });
});

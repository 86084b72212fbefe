import { describe, expect, it } from 'vitest';
import { localizedTextsSchema, projectCreateSchema } from '../../shared/admin-catalog.ts';
import { VALIDATION_MESSAGES } from '../../shared/validation-messages.ts';
import { zodFieldErrors } from './form-errors.ts';

describe('zodFieldErrors', () => {
  it('no errors for valid input', () => {
    expect(zodFieldErrors(localizedTextsSchema, { title: 'Başlık', description: '', features: ['a'] })).toEqual({});
  });

  it('one message per field, list items reported on the list', () => {
    const errors = zodFieldErrors(localizedTextsSchema, {
      title: '   ',
      description: '',
      features: ['ok', 'x'.repeat(301)],
    });
    expect(errors.title).toBe(VALIDATION_MESSAGES['admin.titleRequired']);
    expect(typeof errors.features).toBe('string');
  });

  it('checks a project as the server does (technologies as comma text)', () => {
    const errors = zodFieldErrors(projectCreateSchema, {
      title: 'Proje',
      slug: 'Kötü Slug',
      technologies: ' React, , Node ',
      imageUrl: 'javascript:alert(1)',
    });
    expect(errors).toEqual({
      slug: VALIDATION_MESSAGES['admin.slugFormat'],
      imageUrl: VALIDATION_MESSAGES['admin.link'],
    });
  });
});

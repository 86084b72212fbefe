import { describe, expect, it } from 'vitest';
import { PACKAGE_TYPES } from '../../shared/catalog-codes.ts';
import { VALIDATION_MESSAGES } from '../../shared/validation-messages.ts';
import { featuresFromText, featuresToText } from '../kit/localized-texts.ts';
import {
  formatAdminPrice,
  knownTypes,
  NEW_PACKAGE,
  packageFormSchema,
  packageInput,
  packageTypeMessageId,
} from './pricing-form.ts';

describe('pricing admin helpers', () => {
  it('shows prices in TL with the Turkish number format, empty as a quote', () => {
    expect(formatAdminPrice('14900')).toBe('14.900 TL');
    expect(formatAdminPrice('1250.5')).toBe('1.250,5 TL');
    expect(formatAdminPrice(' 0 ')).toBe('0 TL');
    expect(formatAdminPrice('')).toBeNull();
    expect(formatAdminPrice('  ')).toBeNull();
  });

  it('takes features one per line, trimmed, blank lines dropped, and back', () => {
    expect(featuresFromText(' SSL \r\n\n  Hosting\n ')).toEqual(['SSL', 'Hosting']);
    expect(featuresToText(['SSL', 'Hosting'])).toBe('SSL\nHosting');
    expect(featuresFromText(featuresToText(['a', 'b']))).toEqual(['a', 'b']);
  });

  it('builds the create input and checks it with the server rules', () => {
    const values = { ...NEW_PACKAGE, name: 'Deneme', slug: 'deneme', price: '9900', features: 'A\nB' };
    expect(packageInput(values)).toMatchObject({ features: ['A', 'B'], price: '9900', type: 'ecommerce' });
    expect(packageFormSchema.safeParse(values).success).toBe(true);
    const bad = packageFormSchema.safeParse({ ...values, slug: 'Büyük Harf', price: '9.900 TL' });
    const messages = bad.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(VALIDATION_MESSAGES['admin.slugFormat']);
    expect(messages).toContain(VALIDATION_MESSAGES['admin.price']);
  });

  it('offers the known types, ecommerce first, then other codes in use, each once', () => {
    expect(knownTypes([{ type: 'corporate' }, { type: 'ecommerce' }, { type: 'corporate' }])).toEqual([
      ...PACKAGE_TYPES,
      'corporate',
    ]);
    expect(PACKAGE_TYPES[0]).toBe('ecommerce');
  });

  it('names the known types and leaves other codes as they are', () => {
    expect(packageTypeMessageId('ecommerce')).toBe('admin.pricing.type.ecommerce');
    expect(packageTypeMessageId('corporate')).toBeNull();
  });
});

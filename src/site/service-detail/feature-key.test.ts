import { describe, expect, it } from 'vitest';
import { SERVICE_SEEDS } from '../../../server/db/seed/services.seed.ts';
import { FEATURE_KEYS } from '../../shared/content.ts';
import { featureKeyOf, technologyInitials } from './feature-key.ts';

describe('featureKeyOf', () => {
  it('derives the dictionary keys of the seeded Turkish feature texts', () => {
    const webDesign = SERVICE_SEEDS.find((seed) => seed.slug === 'web-tasarim');
    expect(webDesign?.content.tr.features.map(featureKeyOf)).toEqual([...FEATURE_KEYS]);
  });

  it('maps every Turkish letter and the dotted capital İ to ASCII', () => {
    expect(featureKeyOf('Çağrı Şöleni Üİ')).toBe('cagri_soleni_ui');
    expect(featureKeyOf('İçerik Yönetimi')).toBe('icerik_yonetimi');
    expect(featureKeyOf('7/24 Destek!')).toBe('7_24_destek_');
  });
});

describe('technologyInitials', () => {
  it('takes the first letters of up to two words or camel-case parts', () => {
    expect(technologyInitials('React')).toBe('R');
    expect(technologyInitials('TypeScript')).toBe('TS');
    expect(technologyInitials('Next.js')).toBe('NJ');
    expect(technologyInitials('Google Ads')).toBe('GA');
    expect(technologyInitials('Adobe Creative Cloud')).toBe('AC');
  });
});

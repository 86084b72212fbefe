import { describe, expect, it } from 'vitest';
import { featuresFromText, featuresToText } from './localized-texts.ts';

describe('features as text', () => {
  it('one per line, trimmed, blank lines dropped', () => {
    expect(featuresFromText('  Hızlı kurulum \r\n\n  \nSEO uyumlu\n')).toEqual(['Hızlı kurulum', 'SEO uyumlu']);
    expect(featuresFromText('')).toEqual([]);
  });

  it('round-trips a list', () => {
    const features = ['Responsive', 'Güvenli ödeme'];
    expect(featuresFromText(featuresToText(features))).toEqual(features);
  });
});

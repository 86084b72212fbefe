import { describe, expect, it } from 'vitest';
import { formatPackagePrice, packageBadge } from './package-display.ts';

describe('package badge (spec 000 section 4)', () => {
  it('labels the featured package most popular, whatever its slug', () => {
    expect(packageBadge({ slug: 'tbt-profesyonel', featured: true })).toBe('mostPopular');
    expect(packageBadge({ slug: 'tbt-baslangic', featured: true })).toBe('mostPopular');
  });

  it('labels the others by slug', () => {
    expect(packageBadge({ slug: 'tbt-baslangic', featured: false })).toBe('opportunity');
    expect(packageBadge({ slug: 'tbt-kurumsal', featured: false })).toBe('enterprise');
    expect(packageBadge({ slug: 'tbt-standart', featured: false })).toBe('standard');
    expect(packageBadge({ slug: 'something-else', featured: false })).toBe('standard');
  });
});

describe('package price', () => {
  it('uses the tr-TR number format and the lira sign', () => {
    expect(formatPackagePrice('14900')).toBe('14.900 ₺');
    expect(formatPackagePrice('1250000')).toBe('1.250.000 ₺');
    expect(formatPackagePrice('999')).toBe('999 ₺');
    expect(formatPackagePrice('14900.50')).toBe('14.900,5 ₺');
  });

  it('is null when empty (get price) and shows a non-number as stored', () => {
    expect(formatPackagePrice('')).toBeNull();
    expect(formatPackagePrice('  ')).toBeNull();
    expect(formatPackagePrice('Teklif')).toBe('Teklif');
  });
});

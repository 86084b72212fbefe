import { describe, expect, it } from 'vitest';
import { countByFilter, deliveryDays, matchesFilter, packageCategory, packageDetailId } from './package-info.ts';

const SLUGS = ['tbt-baslangic', 'tbt-standart', 'tbt-profesyonel', 'tbt-kurumsal'].map((slug) => ({ slug }));

describe('package info', () => {
  it('derives the category from the slug without tbt-', () => {
    expect(packageCategory('tbt-profesyonel')).toBe('profesyonel');
    expect(packageCategory('ozel')).toBe('ozel');
  });

  it('gives the delivery times of section 9, the enterprise value for unknown slugs', () => {
    expect(SLUGS.map(({ slug }) => deliveryDays(slug))).toEqual(['7-10', '10-14', '14-21', '21-30']);
    expect(deliveryDays('something-else')).toBe('21-30');
  });

  it('points at the per-package detail texts', () => {
    expect(packageDetailId('tbt-standart', 'products')).toBe('ecommerce.package.detail.standart.products');
    expect(packageDetailId('unknown', 'users')).toBe('ecommerce.package.detail.kurumsal.users');
  });

  it('counts and filters by category', () => {
    expect(countByFilter([...SLUGS, { slug: 'tbt-standart' }])).toEqual({
      all: 5,
      baslangic: 1,
      standart: 2,
      profesyonel: 1,
      kurumsal: 1,
    });
    expect(SLUGS.filter((pkg) => matchesFilter(pkg, 'profesyonel'))).toEqual([{ slug: 'tbt-profesyonel' }]);
    expect(SLUGS.filter((pkg) => matchesFilter(pkg, 'all'))).toHaveLength(4);
  });
});

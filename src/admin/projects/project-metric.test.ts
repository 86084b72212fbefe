import { describe, expect, it } from 'vitest';
import { headlineMetric, withHeadlineMetric } from './project-metric.ts';

describe('the headline metric', () => {
  const seeded = { conversionRate: '+180%', monthlyOrders: '3.2k', pageSpeed: '0.9 s' };

  it('is the first figure, or nothing', () => {
    expect(headlineMetric(seeded)).toBe('+180%');
    expect(headlineMetric({})).toBe('');
  });

  it('replaces the first figure under its name and keeps the others in order', () => {
    expect(Object.entries(withHeadlineMetric(seeded, ' +200% '))).toEqual([
      ['conversionRate', '+200%'],
      ['monthlyOrders', '3.2k'],
      ['pageSpeed', '0.9 s'],
    ]);
  });

  it('names a project’s first figure `result`, and an empty value leaves none', () => {
    expect(withHeadlineMetric({}, '+75%')).toEqual({ result: '+75%' });
    expect(withHeadlineMetric(seeded, '  ')).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { formatLira, formatLiraDifference } from './price.ts';

const intl = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

describe('lira in the tr-TR number format', () => {
  it('writes what Intl.NumberFormat("tr-TR") writes', () => {
    const values = [
      0, 1, 7, 12, 999, 1000, 14900, 25000, 100000, 999999, 1234567, 1e9, 12.5, 0.25, 1999.99, 3.1, 0.5, -15000, -0.2,
    ];
    for (let n = 0; n < 400; n++)
      values.push(Math.round(Math.random() * 10 ** (1 + (n % 9))) / (n % 3 === 0 ? 100 : 1));
    for (const value of values) expect(formatLira(value), String(value)).toBe(`${intl.format(value)} ₺`);
  });

  it('signs a difference', () => {
    expect(formatLiraDifference(25000)).toBe('+25.000 ₺');
    expect(formatLiraDifference(-15000)).toBe('−15.000 ₺');
  });
});

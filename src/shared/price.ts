/** Prices are Turkish lira in the tr-TR number format whatever the interface language (spec 000 section 9). */
const TRY_NUMBER = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/** 14900 → '14.900 ₺'. */
export function formatLira(value: number): string {
  return `${TRY_NUMBER.format(value)} ₺`;
}

/** A difference with its sign: 25000 → '+25.000 ₺', -15000 → '−15.000 ₺'. */
export function formatLiraDifference(value: number): string {
  return `${value < 0 ? '−' : '+'}${formatLira(Math.abs(value))}`;
}

/** A stored package price ('14900', '' for 'get a quote') as a number, or null when it has none. */
export function parsePackagePrice(price: string): number | null {
  const trimmed = price.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * Prices are Turkish lira in the tr-TR number format whatever the interface language (spec 000
 * section 9): '.' groups thousands, ',' starts at most two decimals. Written out rather than
 * `Intl.NumberFormat('tr-TR')`, whose first use loads locale data: about 45 ms of a page's
 * hydration on this machine (the test holds it equal to Intl's output).
 */
export function trNumber(value: number): string {
  if (!Number.isFinite(value)) return new Intl.NumberFormat('tr-TR').format(value);
  const cents = Math.round(Math.abs(value) * 100);
  const digits = String(Math.floor(cents / 100));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `.${digits.slice(at, at + 3)}`;
  const fraction = String(cents % 100)
    .padStart(2, '0')
    .replace(/0$/, '');
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}${grouped}${cents % 100 === 0 ? '' : `,${fraction}`}`;
}

/** 14900 → '14.900 ₺'. */
export function formatLira(value: number): string {
  return `${trNumber(value)} ₺`;
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

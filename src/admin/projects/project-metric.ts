/**
 * A project's headline result: the first of its metrics, which the cards show with the word
 * "Sonuç" in the visitor's language. Seeded projects hold more figures; only the first is shown.
 */
export function headlineMetric(metrics: Readonly<Record<string, string>>): string {
  return Object.values(metrics)[0] ?? '';
}

/**
 * The metrics with a new headline value: it replaces the first figure under its name (`result`
 * for a project without one), the others stay after it. Empty: no figure is left to show.
 */
export function withHeadlineMetric(metrics: Readonly<Record<string, string>>, value: string): Record<string, string> {
  const figure = value.trim();
  if (!figure) return {};
  const [first, ...rest] = Object.entries(metrics);
  return { [first?.[0] ?? 'result']: figure, ...Object.fromEntries(rest) };
}

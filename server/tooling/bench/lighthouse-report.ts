/**
 * The figures bench:lighthouse takes from each Lighthouse result, their medians, and the printed
 * table (marked against the targets) and list of audits that lost accessibility or SEO points.
 */
import type { Result } from 'lighthouse';

/** Targets of the public pages (issue 11). FCP has none: it is printed for reading LCP. */
export const TARGETS = { performance: 95, lcpMs: 2_000, cls: 0.02, tbtMs: 150, accessibility: 100, seo: 100 };

/** An audit that lost points in one run, with a few of the elements or links it names. */
export type FailingAudit = { category: string; id: string; title: string; elements: number; examples: string[] };

export type RunFigures = {
  performance: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  accessibility: number;
  seo: number;
  failing: FailingAudit[];
  /** Performance audits (not the metrics) scoring under 0.9: `id (display value)`. */
  performanceHints: string[];
  lighthouseVersion: string;
  formFactor: string;
  throttlingMethod: string;
  userAgent: string;
  benchmarkIndex: number;
};

export type PageFigures = {
  page: string;
  runs: RunFigures[];
  median: Pick<RunFigures, 'performance' | 'fcp' | 'lcp' | 'cls' | 'tbt' | 'accessibility' | 'seo'>;
};

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse result has no ${id}`);
  return value;
}

/** A short description of one row of an audit's details: the element, the link or the source. */
function describe(item: unknown): string {
  const row = (item ?? {}) as Record<string, unknown>;
  const node = (row.node ?? row.source ?? row.relatedNode) as Record<string, unknown> | string | undefined;
  let text: string;
  if (typeof node === 'object' && node !== null) {
    // The element's text (or its selector when it has none) and, for contrast, the colours found.
    const label = String(node.nodeLabel ?? '');
    const selector = String(node.selector ?? '');
    text = label && label !== selector ? `"${label}" ${selector}` : String(node.snippet ?? selector);
    const contrast = contrastOf(String(node.explanation ?? ''));
    if (contrast) text += ` [${contrast}]`;
  } else if (typeof node === 'string') {
    text = node;
  } else if (typeof row.href === 'string') {
    text = `${row.href}${typeof row.text === 'string' ? ` "${row.text}"` : ''}`;
  } else {
    text = JSON.stringify(row);
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 197)}…` : text;
}

function failingAudits(lhr: Result, category: string): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
    const details = audit.details as { items?: unknown[] } | undefined;
    const examples = [...new Set((details?.items ?? []).map(describe))].slice(0, 3);
    if (examples.length === 0 && audit.explanation) examples.push(String(audit.explanation));
    const elements = details?.items?.length ?? 0;
    failing.push({ category, id: audit.id, title: String(audit.title), elements, examples });
  }
  return failing;
}

function performanceHints(lhr: Result): string[] {
  const hints: string[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.group === 'metrics' || audit.score === null || audit.score >= 0.9) continue;
    if (['notApplicable', 'manual', 'informative', 'error'].includes(audit.scoreDisplayMode)) continue;
    hints.push(audit.displayValue ? `${audit.id} (${String(audit.displayValue)})` : audit.id);
  }
  return hints;
}

export function figuresOf(lhr: Result): RunFigures {
  return {
    performance: score(lhr, 'performance'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbt: numeric(lhr, 'total-blocking-time'),
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    failing: [...failingAudits(lhr, 'accessibility'), ...failingAudits(lhr, 'seo')],
    performanceHints: performanceHints(lhr),
    lighthouseVersion: lhr.lighthouseVersion,
    formFactor: lhr.configSettings.formFactor,
    throttlingMethod: lhr.configSettings.throttlingMethod,
    userAgent: lhr.environment.hostUserAgent,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarise(page: string, runs: RunFigures[]): PageFigures {
  const of = (key: keyof PageFigures['median']) => median(runs.map((run) => run[key]));
  return {
    page,
    runs,
    median: {
      performance: of('performance'),
      fcp: of('fcp'),
      lcp: of('lcp'),
      cls: of('cls'),
      tbt: of('tbt'),
      accessibility: of('accessibility'),
      seo: of('seo'),
    },
  };
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function formatTable(pages: PageFigures[]): string[] {
  const header = [
    'page',
    'perf (≥95)',
    'FCP',
    'LCP (≤2.0 s)',
    'CLS (≤0.02)',
    'TBT (≤150 ms)',
    'a11y (100)',
    'SEO (100)',
    'perf per run',
  ];
  const rows = pages.map(({ page, median: m, runs }) => [
    page,
    `${m.performance} ${mark(m.performance >= TARGETS.performance)}`,
    seconds(m.fcp),
    `${seconds(m.lcp)} ${mark(m.lcp <= TARGETS.lcpMs)}`,
    `${m.cls.toFixed(3)} ${mark(m.cls <= TARGETS.cls)}`,
    `${Math.round(m.tbt)} ms ${mark(m.tbt <= TARGETS.tbtMs)}`,
    `${m.accessibility} ${mark(m.accessibility >= TARGETS.accessibility)}`,
    `${m.seo} ${mark(m.seo >= TARGETS.seo)}`,
    runs.map((run) => run.performance).join('/'),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  const misses = pages.reduce(
    (count, { median: m }) =>
      count +
      [
        m.performance >= TARGETS.performance,
        m.lcp <= TARGETS.lcpMs,
        m.cls <= TARGETS.cls,
        m.tbt <= TARGETS.tbtMs,
        m.accessibility >= TARGETS.accessibility,
        m.seo >= TARGETS.seo,
      ].filter((ok) => !ok).length,
    0,
  );
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
    '',
    misses === 0 ? 'All medians meet the targets.' : `${misses} median(s) miss their target (marked MISS).`,
  ];
}

/** Per page, the accessibility and SEO audits that lost points, with in how many runs. */
export function formatFailingAudits(pages: PageFigures[]): string[] {
  const lines = ['Accessibility and SEO audits that lost points:'];
  for (const { page, runs } of pages) {
    const byId = new Map<string, { audit: FailingAudit; runs: number }>();
    for (const run of runs) {
      for (const audit of run.failing) {
        const key = `${audit.category}/${audit.id}`;
        const seen = byId.get(key);
        if (seen) seen.runs++;
        else byId.set(key, { audit, runs: 1 });
      }
    }
    if (byId.size === 0) continue;
    lines.push(`  ${page}`);
    for (const [key, { audit, runs: count }] of byId) {
      const elements = audit.elements > 0 ? `, ${audit.elements} element(s)` : '';
      lines.push(`    ${key} (${count}/${runs.length} runs${elements}): ${audit.title}`);
      for (const example of audit.examples) lines.push(`      - ${example}`);
    }
  }
  if (lines.length === 1) lines.push('  none');
  return lines;
}

/** Per page, the performance audits under 0.9 in the run whose score is the median. */
export function formatPerformanceHints(pages: PageFigures[]): string[] {
  const lines = ['Performance audits under 0.9 (run with the median performance score):'];
  for (const { page, runs, median: m } of pages) {
    const run = [...runs].sort(
      (a, b) => Math.abs(a.performance - m.performance) - Math.abs(b.performance - m.performance),
    )[0];
    lines.push(`  ${page}: ${run.performanceHints.join(', ') || 'none'}`);
  }
  return lines;
}

/**
 * 'contrast of 1.1 (foreground color: #fff, background color: #f5f3ef, ...)' from an axe
 * explanation, cut by hand (no regex: server/test/security/regex-safety.test.ts).
 */
function contrastOf(explanation: string): string | undefined {
  const start = explanation.indexOf('contrast of ');
  if (start < 0) return undefined;
  const background = explanation.indexOf('background color: ', start);
  if (background < 0) return undefined;
  const end = explanation.indexOf(',', background);
  const close = explanation.indexOf(')', background);
  const stop = [end, close].filter((at) => at >= 0).reduce((a, b) => Math.min(a, b), explanation.length);
  return `${explanation.slice(start, stop)})`;
}

/**
 * Complexity checks that do not flake on a busy machine. A wall-clock bound alone failed in CI
 * (a 100 kB text read in 305 ms against a 250 ms bound while two test workers shared two cores).
 * What a ReDoS or a quadratic step changes is how the time grows with the input, so these
 * helpers compare a run with a run on a larger input, each the best of a few tries.
 */

/** Best (smallest) time of `tries` runs, in ms: noise only ever adds time. */
export function bestTime(work: () => unknown, tries = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < tries; i++) {
    const started = performance.now();
    work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

export type Growth = { smallMs: number; largeMs: number; factor: number; ratio: number };

/**
 * Time `run(make(n))` against `run(make(n * factor))`. A linear reader grows by about `factor`,
 * a quadratic one by `factor²`, a backtracking one by far more.
 */
export function measureGrowth<T>(make: (n: number) => T, run: (input: T) => unknown, n: number, factor = 8): Growth {
  const small = make(n);
  const large = make(n * factor);
  run(small); // warm the code paths so the first measurement is not the compiler's
  const smallMs = bestTime(() => run(small));
  const largeMs = bestTime(() => run(large));
  return { smallMs, largeMs, factor, ratio: largeMs / Math.max(smallMs, 0.05) };
}

/**
 * True when the growth is at most about n·log n: the ratio stays under half of the quadratic
 * one, or the large run is so fast that the ratio is only timer noise.
 */
export function isNearLinear({ largeMs, factor, ratio }: Growth, quickMs = 60): boolean {
  return largeMs < quickMs || ratio < (factor * factor) / 2;
}

/**
 * `measureGrowth` up to `attempts` times, stopping at the first near-linear result. A pause of the
 * machine (garbage collection, the other test worker) spoils one attempt (CI once saw 1 ms →
 * 72 ms on a linear reader); a quadratic or backtracking reader fails every attempt.
 */
export function nearLinearGrowth<T>(
  make: (n: number) => T,
  run: (input: T) => unknown,
  n: number,
  attempts = 3,
): { ok: boolean; growth: Growth } {
  let growth = measureGrowth(make, run, n);
  for (let i = 1; i < attempts && !isNearLinear(growth); i++) growth = measureGrowth(make, run, n);
  return { ok: isNearLinear(growth), growth };
}

export const describeGrowth = ({ smallMs, largeMs, factor, ratio }: Growth) =>
  `${smallMs.toFixed(1)} ms → ${largeMs.toFixed(1)} ms for ${factor}× the input (×${ratio.toFixed(1)})`;

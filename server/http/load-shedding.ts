/**
 * Load shedding: while the event loop lags (a request's handler blocked the process, or more
 * work arrives than the CPU can do), new requests are refused at once with 503, Retry-After
 * and `{ code: 'OVERLOADED', message, requestId }` instead of queueing behind the backlog.
 * Mounted after the health routes, so `/healthz` and `/readyz` always answer.
 */
import type { RequestHandler } from 'express';

/** Over this lag (ms) new requests are shed. */
export const LOAD_SHEDDING_THRESHOLD_MS = 500;
export const OVERLOADED_RETRY_AFTER_S = 2;
export const OVERLOADED_MESSAGE = 'Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.';

/** Where the lag comes from: the sampler below, or a test's own numbers. */
export type LagSource = {
  /** The event loop's current lag in ms. */
  lagMs: () => number;
  stop: () => void;
};

export type LagSamplerOptions = {
  /** How often the timer is due (ms). */
  intervalMs?: number;
  /** How long a measured lag is remembered (ms). */
  memoryMs?: number;
};

/**
 * Measures the lag as the drift of a timer: a tick due every `intervalMs` that runs late ran
 * behind other work. The lag is the largest drift of the last `memoryMs`, or the delay of the
 * tick that is overdue right now, which shows a stall even before the timer could run. The
 * timer is unref'd (it never keeps the process alive) and `stop` ends it.
 */
export function startLagSampler(options: LagSamplerOptions = {}): LagSource {
  const intervalMs = options.intervalMs ?? 100;
  const memoryMs = options.memoryMs ?? 1_000;
  let lastTick = performance.now();
  let recent: { at: number; drift: number }[] = [];
  const timer = setInterval(() => {
    const now = performance.now();
    const drift = Math.max(0, now - lastTick - intervalMs);
    lastTick = now;
    recent = recent.filter((sample) => now - sample.at < memoryMs);
    if (drift > 0) recent.push({ at: now, drift });
  }, intervalMs);
  timer.unref();
  return {
    lagMs: () => {
      const now = performance.now();
      const overdue = now - lastTick - intervalMs;
      let lag = Math.max(0, overdue);
      for (const sample of recent) if (now - sample.at < memoryMs && sample.drift > lag) lag = sample.drift;
      return lag;
    },
    stop: () => clearInterval(timer),
  };
}

export function loadShedding(lag: LagSource, thresholdMs = LOAD_SHEDDING_THRESHOLD_MS): RequestHandler {
  let lastLog = 0;
  return (req, res, next) => {
    // Built files cost next to nothing (precompressed, from disk) and a page that got its HTML
    // needs them: shedding them would break pages already on their way.
    if (req.method === 'GET' && req.path.startsWith('/assets/')) return next();
    const lagMs = lag.lagMs();
    if (lagMs <= thresholdMs) {
      next();
      return;
    }
    // One line a second at most: logging every shed request would add to the overload.
    if (Date.now() - lastLog >= 1_000) {
      lastLog = Date.now();
      req.log?.warn({ lagMs: Math.round(lagMs) }, 'overloaded: shedding new requests');
    }
    res.setHeader('Retry-After', String(OVERLOADED_RETRY_AFTER_S));
    res.setHeader('Cache-Control', 'no-store');
    res.status(503).json({ code: 'OVERLOADED', message: OVERLOADED_MESSAGE, requestId: req.id });
  };
}

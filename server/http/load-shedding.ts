/**
 * Load shedding: under sustained overload, new requests are refused at once with 503,
 * Retry-After and `{ code: 'OVERLOADED', message, requestId }` instead of queueing behind the
 * backlog. Sustained means both:
 *   - the event loop lagged over LOAD_SHEDDING_THRESHOLD_MS in each of the last SUSTAINED_SAMPLES
 *     samples (one slow request makes one late sample, not several in a row), and
 *   - at least SHED_MIN_IN_FLIGHT other requests are in flight (requests are actually waiting).
 * So a quiet server never turns anyone away, and a client that sends one request at a time is
 * never shed, even right after a slow request (issue 19, finding 2).
 * Mounted after the health routes, so `/healthz` and `/readyz` always answer.
 */
import type { RequestHandler } from 'express';

/** A sample over this lag (ms) counts as overloaded. */
export const LOAD_SHEDDING_THRESHOLD_MS = 500;
/** Samples in a row over the threshold that make the lag sustained. */
export const SUSTAINED_SAMPLES = 3;
/** Requests in flight (besides the new one) without which nothing is shed. */
export const SHED_MIN_IN_FLIGHT = 8;
export const OVERLOADED_RETRY_AFTER_S = 2;
export const OVERLOADED_MESSAGE = 'Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.';

/** Where the lag comes from: the sampler below, or a test's own numbers. */
export type LagSource = {
  /** The event loop's sustained lag in ms (the sampler: the smallest of the last few samples). */
  lagMs: () => number;
  stop: () => void;
};

export type LagSamplerOptions = {
  /** How often the timer is due (ms). */
  intervalMs?: number;
  /** How many samples in a row must lag for the lag to count. */
  samples?: number;
};

/**
 * Measures the lag as the drift of a timer: a tick due every `intervalMs` that runs late ran
 * behind other work. The sustained lag is the smallest drift of the last `samples` ticks: a
 * single stall (one slow request) shows in one tick only, overload in every tick. The timer is
 * unref'd (it never keeps the process alive) and `stop` ends it.
 */
export function startLagSampler(options: LagSamplerOptions = {}): LagSource {
  const intervalMs = options.intervalMs ?? 100;
  const samples = options.samples ?? SUSTAINED_SAMPLES;
  const drifts: number[] = Array.from({ length: samples }, () => 0);
  let next = 0;
  let lastTick = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    drifts[next] = Math.max(0, now - lastTick - intervalMs);
    next = (next + 1) % samples;
    lastTick = now;
  }, intervalMs);
  timer.unref();
  return {
    lagMs: () => Math.min(...drifts),
    stop: () => clearInterval(timer),
  };
}

export type LoadSheddingOptions = {
  thresholdMs?: number;
  minInFlight?: number;
};

export function loadShedding(lag: LagSource, options: LoadSheddingOptions = {}): RequestHandler {
  const thresholdMs = options.thresholdMs ?? LOAD_SHEDDING_THRESHOLD_MS;
  const minInFlight = options.minInFlight ?? SHED_MIN_IN_FLIGHT;
  /** Requests that passed here and have not ended (answered, or their connection closed). */
  let inFlight = 0;
  let lastLog = 0;
  const release = () => {
    inFlight--;
  };
  return (req, res, next) => {
    // Built files cost next to nothing (precompressed, from disk) and a page that got its HTML
    // needs them: shedding them would break pages already on their way.
    if (req.method === 'GET' && req.path.startsWith('/assets/')) return next();
    if (inFlight < minInFlight || lag.lagMs() <= thresholdMs) {
      inFlight++;
      // 'close' comes once per response: after it is sent, or when the client went away.
      res.once('close', release);
      next();
      return;
    }
    // One line a second at most: logging every shed request would add to the overload.
    if (Date.now() - lastLog >= 1_000) {
      lastLog = Date.now();
      req.log?.warn({ lagMs: Math.round(lag.lagMs()), inFlight }, 'overloaded: shedding new requests');
    }
    res.setHeader('Retry-After', String(OVERLOADED_RETRY_AFTER_S));
    res.setHeader('Cache-Control', 'no-store');
    res.status(503).json({ code: 'OVERLOADED', message: OVERLOADED_MESSAGE, requestId: req.id });
  };
}

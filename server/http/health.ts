import express, { type Router } from 'express';

export type Readiness = { shuttingDown: boolean };

/** How long a database check's result answers /readyz: at most one check per second. */
export const READINESS_CACHE_MS = 1_000;

/**
 * The database check of /readyz, bounded: calls while a check runs share it, and its result
 * answers every call for `ttlMs` after it ends. Anonymous callers can then cost at most one
 * query a second, never a connection each from the 10 of the pool.
 */
export function cachedCheck(
  check: () => Promise<boolean>,
  options: { ttlMs?: number; now?: () => number } = {},
): () => Promise<boolean> {
  const { ttlMs = READINESS_CACHE_MS, now = () => performance.now() } = options;
  let last: { ok: boolean; at: number } | undefined;
  let running: Promise<boolean> | undefined;
  return () => {
    if (last && now() - last.at < ttlMs) return Promise.resolve(last.ok);
    running ??= check()
      .catch(() => false)
      .then((ok) => {
        last = { ok, at: now() };
        running = undefined;
        return ok;
      });
    return running;
  };
}

/** /healthz: the process is up. /readyz: it can serve (database reachable, not shutting down). */
export function healthRoutes(
  ping: () => Promise<boolean>,
  readiness: Readiness,
  options: { ttlMs?: number; now?: () => number } = {},
): Router {
  const routes = express.Router();
  const database = cachedCheck(ping, options);
  routes.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  routes.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // Shutting down answers 503 at once, whatever the cached check says.
    if (readiness.shuttingDown) {
      res.status(503).json({ status: 'shutting-down' });
      return;
    }
    const ready = await database();
    if (readiness.shuttingDown) {
      res.status(503).json({ status: 'shutting-down' });
      return;
    }
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'database-unreachable' });
  });
  return routes;
}

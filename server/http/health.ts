import express, { type Router } from 'express';

export type Readiness = { shuttingDown: boolean };

/** /healthz: the process is up. /readyz: it can serve (database reachable, not shutting down). */
export function healthRoutes(ping: () => Promise<boolean>, readiness: Readiness): Router {
  const routes = express.Router();
  routes.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  routes.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (readiness.shuttingDown) {
      res.status(503).json({ status: 'shutting-down' });
      return;
    }
    const database = await ping();
    res.status(database ? 200 : 503).json({ status: database ? 'ready' : 'database-unreachable' });
  });
  return routes;
}

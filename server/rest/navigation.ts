import express, { type Request, type Response, type Router } from 'express';
import { createCaller } from '../trpc/app.router.ts';
import type { Context } from '../trpc/context.ts';

/**
 * The browser navigations of the spec: /api/login opens the admin login screen; /api/logout
 * ends the session and returns to /. GET must not change state for other sites, so a logout
 * navigation started by a foreign page (Sec-Fetch-Site cross-site) only redirects.
 */
export function createNavigationRoutes(createContext: (opts: { req: Request; res: Response }) => Context): Router {
  const routes = express.Router();
  routes.get('/api/login', (_req, res) => res.redirect(302, '/admin/login'));
  routes.get('/api/logout', async (req, res) => {
    const site = req.get('sec-fetch-site');
    if (site === undefined || site === 'same-origin' || site === 'none') {
      await createCaller(createContext({ req, res })).auth.logout();
    }
    res.redirect(302, '/');
  });
  return routes;
}

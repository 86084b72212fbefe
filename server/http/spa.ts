import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/**
 * The built SPA: hashed assets cached for a year, every other GET answered with index.html so
 * client routes work on reload. /api and /trpc never fall through to it.
 */
export function spaRoutes(clientDir: string): Router {
  const routes = express.Router();
  const indexHtml = path.join(clientDir, 'index.html');
  routes.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  routes.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  routes.get('/{*splat}', (req, res) => {
    if (req.path.startsWith('/api/') || req.path.startsWith('/trpc/')) {
      res.status(404).json({ message: 'Bulunamadı.' });
      return;
    }
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The site is not built yet: run `npm run build`.');
      return;
    }
    // Admin pages keep the no-store set earlier; public pages revalidate.
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return routes;
}

import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import express, { type Request, type Response, type Router } from 'express';
import type { RenderedPage } from '../../src/entry-server.tsx';
import { sendError } from './errors.ts';
import { routeStylesheets } from './page-assets.ts';
import { type PageHead, renderHead } from './page-head.ts';
import { type PageRenderer, spliceRenderedPage } from './page-renderer.ts';
import { pickEncoding, precompressed } from './precompressed.ts';

/** The last part of a path names a file: `.mp4`, `.png`, `.js`, `.css`, `.ico`, `.txt`, ... */
const FILE_NAME = /\.[A-Za-z0-9]{1,10}$/;

/**
 * A request for a file that no static file answered: anything under /videos/ (where spec 000
 * put the intro video; the video now comes from the media library) or a name with an extension.
 * It gets a plain 404, never the SPA's HTML, so a player or a script tag fails at once.
 */
export function isMissingFileRequest(pathname: string): boolean {
  return pathname.startsWith('/videos/') || FILE_NAME.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/** The head of a page for a path, or null to serve index.html as built. */
export type HeadResolver = (pathname: string) => Promise<PageHead | null> | null;

/**
 * The built SPA: hashed assets cached for a year, every other GET answered with index.html so
 * client routes work on reload. Public pages get their own head (title, description, canonical,
 * language alternates, Open Graph) written into that HTML, and unknown pages answer 404.
 * /api and /trpc never fall through to it, nor does a missing file (see isMissingFileRequest).
 */
export function spaRoutes(clientDir: string, headFor?: HeadResolver, render?: PageRenderer): Router {
  const routes = express.Router();
  const indexHtml = path.join(clientDir, 'index.html');
  const stylesheetsOf = routeStylesheets(clientDir);
  // Read once: the build happens before the server starts (npm start, the Dockerfile, tests).
  let cachedHtml: string | undefined;
  const readIndexHtml = async () => {
    if (cachedHtml === undefined && existsSync(indexHtml)) cachedHtml = await fs.readFile(indexHtml, 'utf8');
    return cachedHtml;
  };
  // Hashed assets never change: a year. Other static files: an hour.
  routes.use(
    precompressed(clientDir, (file) =>
      file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    ),
  );
  routes.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  routes.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  routes.get('/{*splat}', async (req, res) => {
    if (req.path.startsWith('/api/') || req.path.startsWith('/trpc/')) {
      sendError(res, 'NOT_FOUND', 'Bulunamadı.');
      return;
    }
    if (isMissingFileRequest(req.path)) {
      res.status(404).setHeader('Cache-Control', 'no-cache');
      res.type('text/plain').send('Not found');
      return;
    }
    const html = await readIndexHtml();
    if (html === undefined) {
      res.status(503).type('text/plain').send('The site is not built yet: run `npm run build`.');
      return;
    }
    // Admin pages keep the no-store set earlier and stay out of search engines.
    if (req.path.startsWith('/admin')) res.setHeader('X-Robots-Tag', 'noindex');
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    let head: PageHead | null = null;
    try {
      head = (await headFor?.(req.path)) ?? null;
    } catch (error) {
      // Without the database (and nothing cached) the page still loads; the SPA fills the head.
      req.log.warn({ err: error }, 'page head unavailable');
    }
    let page: RenderedPage | undefined;
    if (head && render) {
      try {
        page = await render(req, res);
      } catch (error) {
        // The page still works without server rendering: the browser renders it.
        req.log.error({ err: error }, 'server rendering failed');
      }
    }
    if (page?.status === 307 && page.location?.startsWith('/') && !page.location.startsWith('//')) {
      res.redirect(307, page.location);
      return;
    }
    const status = Math.max(head?.status ?? 200, page?.status ?? 200);
    const withHead = head ? renderHead(html, head) : html;
    sendHtml(
      req,
      res.status(status),
      page ? spliceRenderedPage(withHead, page, stylesheetsOf(page.routeIds)) : withHead,
    );
  });
  return routes;
}

/**
 * A page's HTML, compressed when the browser accepts it (a rendered page is 60-140 kB of markup
 * and query data; brotli 5 makes it a fifth of that in a few milliseconds).
 */
function sendHtml(req: Request, res: Response, html: string): void {
  res.type('html');
  res.vary('Accept-Encoding');
  const encoding = req.method === 'HEAD' ? undefined : pickEncoding(req.headers['accept-encoding']);
  if (!encoding || html.length < 1024) {
    res.send(html);
    return;
  }
  const body = Buffer.from(html, 'utf8');
  const compressed =
    encoding === 'br'
      ? zlib.brotliCompressSync(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : zlib.gzipSync(body, { level: 6 });
  res.setHeader('Content-Encoding', encoding);
  res.send(compressed);
}

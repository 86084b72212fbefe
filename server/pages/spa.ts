import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import type { RenderedPage } from '../../src/entry-server.tsx';
import { hasConsentCookie } from '../../src/shared/consent-cookie.ts';
import { isPublicPagePath } from '../../src/shared/language-prefix.ts';
import type { PageMatch } from '../../src/shared/page-meta.ts';
import type { PublicReadCache } from '../cache/public-read-cache.ts';
import { sendError } from '../http/errors.ts';
import { compressBody, precompressed, sendKeptBytes } from '../http/precompressed.ts';
import { paintFirst, routeScripts, routeStylesheets } from './page-assets.ts';
import { type PageHead, renderHead } from './page-head.ts';
import { type PageRenderer, spliceRenderedPage } from './page-renderer.ts';

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

/**
 * The head of a public page from what its rendered route declares (undefined when the page was
 * not rendered on the server).
 */
export type HeadResolver = (pathname: string, match: PageMatch | undefined) => Promise<PageHead>;

/**
 * The built SPA: hashed assets cached for a year, every other GET answered with index.html so
 * client routes work on reload. Public pages are rendered on the server and get the head their
 * route declares (title, description, canonical, language alternates, Open Graph) written into
 * that HTML; an address no route matches answers 404.
 * /api and /trpc never fall through to it, nor does a missing file (see isMissingFileRequest).
 */
export function spaRoutes(
  clientDir: string,
  headFor?: HeadResolver,
  render?: PageRenderer,
  pageCache?: PublicReadCache,
): Router {
  const routes = express.Router();
  pageCache?.limitKeys('page:', MAX_KEPT_PAGES, {
    max: MAX_KEPT_PAGE_BYTES,
    sizeOf: (page) => keptPageBytes(page as BuiltPage),
  });
  const indexHtml = path.join(clientDir, 'index.html');
  const stylesheetsOf = routeStylesheets(clientDir);
  const scriptsOf = routeScripts(clientDir);
  const paintsFirst = paintFirst(clientDir);
  /** A rendered page in the built index.html, made to paint before any other request. */
  const withStyles = (html: string, page: RenderedPage) =>
    paintsFirst(spliceRenderedPage(html, page, stylesheetsOf(page.routeIds)), scriptsOf(page.routeIds));
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
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
    const build = async (): Promise<BuiltPage> => {
      const publicPage = isPublicPagePath(req.path);
      let page: RenderedPage | undefined;
      if (publicPage && render) {
        try {
          page = await render(req, res);
        } catch (error) {
          // The page still works without server rendering: the browser renders it.
          req.log.error({ err: error }, 'server rendering failed');
        }
      }
      if (page?.status === 307 && page.location?.startsWith('/') && !page.location.startsWith('//')) {
        return { status: 307, location: page.location, bytes: Buffer.alloc(0), rendered: false };
      }
      let head: PageHead | null = null;
      if (publicPage && headFor) {
        try {
          head = await headFor(req.path, page?.head);
        } catch (error) {
          // Without the database (and nothing cached) the page still loads; the SPA fills the head.
          req.log.warn({ err: error }, 'page head unavailable');
        }
      }
      const withHead = head ? renderHead(html, head) : html;
      return {
        status: Math.max(head?.status ?? 200, page?.status ?? 200),
        // Kept as UTF-8 bytes: the string is UTF-16 (most pages have a letter beyond Latin-1),
        // twice the memory, and every answer sends bytes anyway.
        bytes: Buffer.from(page ? withStyles(withHead, page) : withHead, 'utf8'),
        rendered: page !== undefined,
      };
    };
    // A public page at its canonical address is kept, head and body, in the public read cache:
    // emptied by every admin write on every instance (NOTIFY) and after its time limit. A hit
    // costs neither the head nor the render. Addresses with a search are never kept.
    const cacheable = pageCache && isPublicPagePath(req.path) && !req.originalUrl.includes('?');
    // Two variants per page: with the cookie banner (no consent cookie) and without it.
    const cacheKey = pageCacheKey(req.path, hasConsentCookie(req.headers.cookie));
    const built = cacheable ? await pageCache.get(cacheKey, build) : await build();
    // Unknown pages (their number is the visitor's choice) and pages the server could not render
    // are not worth keeping.
    if (cacheable && !(built.rendered && built.status === 200)) pageCache.forget(cacheKey);
    if (built.status === 307 && built.location) {
      res.redirect(307, built.location);
      return;
    }
    sendPage(req, res.status(built.status), built);
  });
  return routes;
}

/** A page as built once: its HTML, and its bytes, compressed copies and ETag made on first use. */
export type BuiltPage = {
  status: number;
  /** The HTML as UTF-8 bytes. */
  bytes: Buffer;
  /** Rendered by the server (a page that fell back to the browser is not kept). */
  rendered: boolean;
  location?: string;
  etag?: string;
  compressed?: Partial<Record<'br' | 'gzip', Buffer>>;
};

/**
 * Rendered pages kept at once, and the memory they may hold: a page is 100-200 kB of UTF-8
 * (markup and query data) plus its brotli and gzip copies made on first use. The count alone
 * (the cache's 500 keys) would let pages hold 100 MB and more.
 */
export const MAX_KEPT_PAGES = 300;
export const MAX_KEPT_PAGE_BYTES = 32 * 1024 * 1024;
/** A kept page's memory: its bytes, and about half again for the compressed copies it will get. */
export const keptPageBytes = (page: BuiltPage) => Math.ceil(page.bytes.length * 1.5) + 1024;

/**
 * The page cache key of a rendered page: a first visit (no consent cookie) gets the page with the
 * cookie banner in its HTML, a visitor who has chosen the page without it (src/site/consent).
 * The fast path looks pages up by the same key.
 */
export function pageCacheKey(pathname: string, consented: boolean): string {
  return consented ? `page:${pathname}#consented` : `page:${pathname}`;
}

export const PAGE_CACHE_CONTROL = 'no-cache';
/** The page's HTML depends on the consent cookie (the banner) and on the accepted encoding. */
export const PAGE_VARY = 'Accept-Encoding, Cookie';
export const PAGE_CONTENT_TYPE = 'text/html; charset=utf-8';

export function pageEtag(page: BuiltPage): string {
  page.etag ??= `"${createHash('sha1').update(page.bytes).digest('base64url')}"`;
  return page.etag;
}

/**
 * The compressed copy of a page for an accepted encoding, made once and kept on the page;
 * undefined when the page goes uncompressed (no encoding accepted, or under 1 kB).
 */
export function compressedPage(page: BuiltPage, encoding: 'br' | 'gzip' | null | undefined): Buffer | undefined {
  if (!encoding || page.bytes.length < 1024) return undefined;
  page.compressed ??= {};
  page.compressed[encoding] ??= compressBody(page.bytes, encoding);
  return page.compressed[encoding];
}

/**
 * A page's HTML with an ETag (a revalidation answers 304), compressed when the browser accepts it
 * (a rendered page is 60-140 kB of markup and query data; brotli 5 makes it a fifth of that). The
 * ETag and the compressed copies are kept on the built page, so a cached page costs neither again.
 * The fast path in front of Express (server/http/fast-path.ts) answers a kept page the same way.
 */
function sendPage(req: Request, res: Response, page: BuiltPage): void {
  res.type('html');
  res.vary(PAGE_VARY);
  sendKeptBytes(req, res, {
    etag: pageEtag(page),
    revalidates: page.status === 200,
    raw: page.bytes,
    compressed: (encoding) => compressedPage(page, encoding),
    send: (body) => res.send(body),
  });
}

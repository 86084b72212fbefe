import type { RequestListener } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type Request } from 'express';
import { markSessionSeen } from './auth/session-adapter.ts';
import { sessionMiddleware } from './auth/session-middleware.ts';
import { apiTokenMiddleware } from './auth/token-middleware.ts';
import { backupRoute } from './backup/backup-route.ts';
import { createCanonicalPaths } from './http/canonical-path.ts';
import { compressJson } from './http/compress-json.ts';
import { errorHandler } from './http/error-handler.ts';
import { sendError } from './http/errors.ts';
import { createFastPath } from './http/fast-path.ts';
import { healthRoutes, type Readiness } from './http/health.ts';
import { jsonBody, trpcJsonBody } from './http/json-body.ts';
import { loadShedding } from './http/load-shedding.ts';
import { requestShapeGuard, sameOriginGuard } from './http/request-guards.ts';
import { requestLog } from './http/request-log.ts';
import { noStore, securityHeaderPairs, securityHeaders } from './http/security-headers.ts';
import { bodyTimeout } from './http/timeouts.ts';
import { trpcPublicReads } from './http/trpc-public-reads.ts';
import { startMediaJobs } from './media/media-jobs.ts';
import { imageRoutes, mediaOriginalRoute } from './media/media-routes.ts';
import { newsletterPageRoutes } from './pages/newsletter-pages.ts';
import { pageHeadFor } from './pages/page-head.ts';
import { pageRenderer, type RenderModule } from './pages/page-renderer.ts';
import { seoRoutes } from './pages/seo-routes.ts';
import { spaRoutes } from './pages/spa.ts';
import { redirectRoutes } from './redirects/redirect-routes.ts';
import { apiDocsRoutes } from './rest/api-docs.ts';
import { createRestMirror } from './rest/mirror.ts';
import { createNavigationRoutes } from './rest/navigation.ts';
import { restRoutes } from './rest/routes.ts';
import { appRouter } from './trpc/app.router.ts';
import { type AppDeps, createContextFactory } from './trpc/context.ts';
import { uploadDirOf, uploadRoutes } from './uploads/upload-storage.ts';

/** The multipart routes: their bodies may take the upload timeout (120 s), not the 30 s of others. */
const UPLOAD_PATHS = new Set(restRoutes.filter((route) => route.multipart).map((route) => route.path));
const isUploadRequest = (req: Request) => req.method === 'POST' && UPLOAD_PATHS.has(req.path as `/api/${string}`);

export const DEFAULT_CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
/** The server bundle of the public pages (vite build --ssr); without it pages render in the browser. */
export const DEFAULT_SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/server');

export type AppOptions = {
  /** Folder of the built SPA (default dist/client). */
  clientDir?: string;
  /** Folder of the server rendering bundle (default dist/server). */
  serverDir?: string;
  /** The render module itself instead of the bundle in serverDir (tests render src/entry-server.tsx). */
  renderModule?: () => Promise<RenderModule>;
  readiness?: Readiness;
};

/**
 * The app's request handler: the fast path for answers already kept in the public read cache
 * (server/http/fast-path.ts), then the Express app with its middleware in order. Used by
 * server/index.ts and by the tests.
 */
export function createApp(deps: AppDeps, options: AppOptions = {}): RequestListener {
  const { env, logger, lucia } = deps;
  const readiness = options.readiness ?? { shuttingDown: false };
  const createContext = createContextFactory(deps);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.trustProxy);

  app.use(requestLog(logger));
  app.use(requestShapeGuard);
  app.use(bodyTimeout(isUploadRequest));
  const headerOptions = { https: env.secureCookies, googleMaps: Boolean(env.mapsApiKey) };
  app.use(securityHeaders(headerOptions));
  app.use(healthRoutes(deps.ping, readiness));
  // Over 500 ms of event loop lag, new requests get 503 at once; the health routes above still answer.
  app.use(loadShedding(deps.eventLoopLag));
  app.use(['/api', '/trpc', '/admin'], noStore);
  // The signed newsletter links: their POST is RFC 8058's one-click unsubscribe, sent without our Origin.
  app.use(newsletterPageRoutes(deps.orm, env.linkSecret));
  app.use(sameOriginGuard(env.publicUrl, lucia.sessionCookieName));
  // `Authorization: Bearer <API token>` (issue 23), before the session: a bearer request has none.
  app.use(['/api', '/trpc'], apiTokenMiddleware(deps));
  app.use(['/api', '/trpc'], sessionMiddleware(lucia, markSessionSeen(deps.orm)));
  app.use(['/api', '/trpc'], compressJson());

  // Public reads (single or batched) answered from bytes kept in the public read cache.
  app.use('/trpc', trpcPublicReads(deps.publicCache));
  // JSON bodies scanned as bytes (nesting, entries) before anything parses them.
  app.use('/trpc', trpcJsonBody());
  app.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      createContext,
      maxBatchSize: 10,
      maxBodySize: 1024 * 1024,
      onError: ({ error, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error }, 'procedure failed');
      },
    }),
  );

  // A contact message is at most ~6 kB of text: a smaller body limit than other JSON calls.
  app.use('/api/contact', jsonBody('16kb'));
  app.use('/api', jsonBody('100kb'));
  app.use(apiDocsRoutes(env.publicUrl));
  app.use(createNavigationRoutes(createContext));
  app.use(mediaOriginalRoute(createContext, deps.store));
  app.use(backupRoute(createContext, { databaseUrl: deps.orm.config.get('clientUrl') as string, store: deps.store }));
  app.use(createRestMirror(createContext, restRoutes, deps.publicCache));
  app.use('/api', (_req, res) => {
    sendError(res, 'NOT_FOUND', 'Bulunamadı.');
  });
  // The image queue of this upload folder (server/media/media-jobs.ts): index.ts resumes and stops it.
  const mediaJobs = startMediaJobs({
    orm: deps.orm,
    uploadDir: uploadDirOf(env.dataDir),
    store: deps.store,
    logger,
    publicCache: deps.publicCache,
  });
  app.use(imageRoutes(mediaJobs));
  app.use(uploadRoutes(deps.store));
  // Pages that moved (a service's old slug, the owner's redirects) answer 301 before a render.
  app.use(redirectRoutes(deps.orm, deps.publicCache));
  app.use(seoRoutes(env.publicUrl, () => ({ em: deps.orm.em.fork(), deps })));
  app.use(
    spaRoutes(
      options.clientDir ?? DEFAULT_CLIENT_DIR,
      (pathname, match) => pageHeadFor(pathname, match, { em: deps.orm.em.fork(), deps }, env.publicUrl),
      pageRenderer(options.renderModule ?? options.serverDir ?? DEFAULT_SERVER_DIR, createContext),
      deps.publicCache,
    ),
  );
  app.use(errorHandler);

  const fastPath = createFastPath({
    cache: deps.publicCache,
    logger,
    lag: deps.eventLoopLag,
    sessionCookieName: lucia.sessionCookieName,
    securityHeaders: securityHeaderPairs(headerOptions),
  });
  // Non-canonical paths (//x, /a/, /./, %41, /EN) answer 301 or 404 before anything else sees them.
  const canonicalPaths = createCanonicalPaths({ logger, securityHeaders: securityHeaderPairs(headerOptions) });
  return (req, res) => {
    if (!canonicalPaths(req, res) && !fastPath(req, res)) app(req, res);
  };
}

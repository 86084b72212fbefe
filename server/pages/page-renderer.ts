import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { unstable_localLink } from '@trpc/client';
import type { Request, Response } from 'express';
import type { RenderedPage, RenderOptions } from '../../src/entry-server.tsx';
import { hasConsentCookie } from '../../src/shared/consent-cookie.ts';
import { type AppRouter, appRouter } from '../trpc/app.router.ts';
import type { Context } from '../trpc/context.ts';

export type RenderModule = {
  renderPage: (
    url: string,
    link: ReturnType<typeof unstable_localLink<AppRouter>>,
    options?: RenderOptions,
  ) => Promise<RenderedPage>;
};

/** Renders a public page on the server; undefined when the server bundle is not built. */
export type PageRenderer = (req: Request, res: Response) => Promise<RenderedPage | undefined>;

/**
 * The server bundle (dist/server/entry-server.js, from `vite build --ssr`), loaded on first use,
 * or a module given as a loader (tests load src/entry-server.tsx through vitest). Its tRPC calls
 * run in-process with the request's own context (session, database), through the same
 * procedures and public read cache as /trpc.
 */
export function pageRenderer(
  source: string | (() => Promise<RenderModule>),
  createContext: (opts: { req: Request; res: Response }) => Context,
): PageRenderer {
  const importBundle = (serverDir: string) => {
    const entry = path.join(serverDir, 'entry-server.js');
    return existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<RenderModule>)
      : Promise.resolve(undefined);
  };
  let loading: Promise<RenderModule | undefined> | undefined;
  const load = () => {
    loading ??= typeof source === 'string' ? importBundle(source) : source();
    return loading;
  };
  // Loaded at once, not on the first visit: importing the bundle blocks the event loop a moment.
  void load().catch(() => undefined);
  return async (req, res) => {
    const module = await load();
    if (!module) return undefined;
    const link = unstable_localLink({ router: appRouter, createContext: async () => createContext({ req, res }) });
    // The path the head is written for (req.path) and the query: never a `//host` form, which
    // the renderer's URL parsing would read as a host (server/http/canonical-path.ts redirects those).
    const queryAt = req.originalUrl.indexOf('?');
    // The cookie banner is in the HTML unless the visitor has chosen (spa.ts keeps both variants).
    return module.renderPage(queryAt < 0 ? req.path : req.path + req.originalUrl.slice(queryAt), link, {
      cookieBanner: !hasConsentCookie(req.headers.cookie),
    });
  };
}

/** Replaces the first `marker` with `text`, literally. */
function spliceAt(html: string, marker: string, text: string): string {
  const at = html.indexOf(marker);
  return at < 0 ? html : html.slice(0, at) + text + html.slice(at + marker.length);
}

/**
 * The rendered markup and its data in the built index.html, and the stylesheets of its route
 * chunks in the head, all written literally.
 */
export function spliceRenderedPage(html: string, page: RenderedPage, stylesheets: string[] = []): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const withStyles = links ? spliceAt(html, '</head>', `${links}</head>`) : html;
  return spliceAt(
    withStyles,
    '<div id="root"></div>',
    `<div id="root">${page.html}</div><script type="application/json" id="server-state">${page.state}</script>`,
  );
}

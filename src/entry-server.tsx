/**
 * Server rendering of a public page (built by `vite build --ssr` into dist/server): the same
 * router, providers and route loaders as the browser, with tRPC answered in-process through the
 * link the server passes in. The query data goes to the browser as JSON, so it hydrates without
 * fetching anything again.
 */
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { TRPCLink } from '@trpc/client';
import { renderToString } from 'react-dom/server';
import type { AppRouter as ServerRouter } from '../server/trpc/app.router.ts';
import { App } from './app/App.tsx';
import { createAppState } from './app/app-state.ts';
import { headOfMatches } from './app/route-head.ts';
import { serializeServerState } from './app/server-state.ts';
import { callerOf, createTrpcClient } from './app/trpc-http-client.ts';
import { renderWithDeferredParts } from './components/Deferred.tsx';
import { loadMessages } from './i18n/messages.ts';
import { setCookieBannerOnServer } from './lib/consent/banner-state.ts';
import { languageOfPath } from './shared/language-prefix.ts';
import type { Language } from './shared/languages.ts';
import type { PageMatch } from './shared/page-meta.ts';

export type RenderedPage = {
  status: 200 | 307 | 404;
  /** With 307: the canonical address to send the browser to. */
  location?: string;
  language: Language;
  /** The markup of #root. */
  html: string;
  /** The JSON of the server-state block. */
  state: string;
  /** The matched routes, outermost first (their chunks' stylesheets go into the head). */
  routeIds: string[];
  /** What the matched route declares for the head (server/pages/page-head.ts writes it). */
  head: PageMatch;
};

/** cookieBanner: the request carries no consent cookie, so the banner is in the HTML (default). */
export type RenderOptions = { cookieBanner?: boolean };

export async function renderPage(
  url: string,
  link: TRPCLink<ServerRouter>,
  options: RenderOptions = {},
): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const language = languageOfPath(pathname);
  const app = createAppState(language, {
    caller: callerOf(createTrpcClient(link)),
    history: createMemoryHistory({ initialEntries: [`${pathname}${search}`] }),
    server: true,
  });
  const { queryClient, router } = app;
  const [messages] = await Promise.all([loadMessages(language), router.load()]);
  // An address the router writes differently (a search 'a%20b' → 'a+b', unknown search keys
  // dropped) is not rendered: the browser is sent to the canonical one.
  const result = (router as unknown as { _serverResult?: { type: string; redirect?: { headers: Headers } } })
    ._serverResult;
  const location = result?.type === 'redirect' ? result.redirect?.headers.get('Location') : undefined;
  if (location)
    return { status: 307, location, language, html: '', state: '', routeIds: [], head: { kind: 'unknown' } };
  const { html, parts } = await renderWithDeferredParts(() => {
    // Read by the banner during this synchronous render only (no other render runs meanwhile).
    setCookieBannerOnServer(options.cookieBanner ?? true);
    return renderToString(<App language={language} messages={messages} {...app} />);
  });
  const matches = router.state.matches;
  const head = headOfMatches(matches);
  const state = serializeServerState({ queries: dehydrate(queryClient), deferredParts: parts });
  queryClient.clear();
  return {
    status: head.kind === 'unknown' ? 404 : 200,
    language,
    html,
    state,
    routeIds: matches.map((match) => match.routeId),
    head,
  };
}

import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { type LanguageStore, splitLanguagePrefix, withLanguagePrefix } from '../i18n/language-path.ts';
import { routeTree } from '../routeTree.gen.ts';
import type { TrpcLoaders } from './PublicTrpc.tsx';

/**
 * The route tree knows no language prefix: the rewrite strips /en, /ar, ... from incoming URLs
 * and adds the current language's prefix to every link and navigation of a public page.
 * The same router renders on the server (memory history) and in the browser.
 */
export function createAppRouter(
  languages: LanguageStore,
  options: { trpc: TrpcLoaders; history?: RouterHistory; server?: boolean },
) {
  return createRouter({
    routeTree,
    history: options.history,
    context: { trpc: options.trpc, language: languages.get },
    defaultPreload: 'intent',
    // Loaders fill the query cache; components read it. Cached data is fresh (spec: never stale).
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server it would write an inline script, which our CSP refuses.
    scrollRestoration: !options.server,
    rewrite: {
      input: ({ url }) => {
        const { language, path } = splitLanguagePrefix(url.pathname);
        if (!language) return undefined;
        url.pathname = path;
        return url;
      },
      output: ({ url }) => {
        const prefixed = withLanguagePrefix(url.pathname, languages.get());
        if (prefixed === url.pathname) return undefined;
        url.pathname = prefixed;
        return url;
      },
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

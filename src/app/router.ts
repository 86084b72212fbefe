import { createRouter } from '@tanstack/react-router';
import { type LanguageStore, splitLanguagePrefix, withLanguagePrefix } from '../i18n/language-path.ts';
import { routeTree } from '../routeTree.gen.ts';

/**
 * The route tree knows no language prefix: the rewrite strips /en, /ar, ... from incoming URLs
 * and adds the current language's prefix to every link and navigation of a public page.
 */
export function createAppRouter(languages: LanguageStore) {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
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

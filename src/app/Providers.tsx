import { DirectionProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { LanguageProvider } from '../i18n/LanguageContext.tsx';
import {
  isPublicPagePath,
  type LanguageStore,
  splitLanguagePrefix,
  withLanguagePrefix,
} from '../i18n/language-path.ts';
import type { Messages } from '../i18n/messages.ts';
import { DEFAULT_LANGUAGE, directionOf, type Language } from '../shared/languages.ts';
import { HydrationMarker } from './HydrationMarker.tsx';
import { LocalizedNotifications } from './LocalizedNotifications.tsx';
import { MantineLightProvider } from './MantineLightProvider.tsx';
import { type TrpcCaller, TrpcCallerProvider } from './PublicTrpc.tsx';
import type { AppRouter } from './router.ts';
import { theme } from './theme.ts';

type Props = {
  language: Language;
  messages: Messages;
  languages: LanguageStore;
  router: AppRouter;
  queryClient: QueryClient;
  trpcCaller: TrpcCaller;
  children: ReactNode;
};

/**
 * Provider order that works with this stack: tRPC client, Query, Direction, Mantine, Intl (via
 * language). The admin adds @trpc/react-query's provider under /admin (AdminTrpcScope).
 */
export function AppProviders({ language, messages, languages, router, queryClient, trpcCaller, children }: Props) {
  const urlLanguage = useMemo(() => urlLanguageBinding(router), [router]);
  return (
    <TrpcCallerProvider caller={trpcCaller}>
      <QueryClientProvider client={queryClient}>
        <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
          <MantineLightProvider theme={theme}>
            <LanguageProvider
              initialLanguage={language}
              initialMessages={messages}
              languages={languages}
              onLanguageChange={urlLanguage.onLanguageChange}
              subscribeToUrlLanguage={urlLanguage.subscribe}
            >
              <LocalizedNotifications />
              <HydrationMarker />
              {children}
            </LanguageProvider>
          </MantineLightProvider>
        </DirectionProvider>
      </QueryClientProvider>
    </TrpcCallerProvider>
  );
}

/** Ties the language to the address: a choice moves the URL to its prefix, and back/forward
 * to another prefix switches the language. Admin pages keep their unprefixed URLs. */
function urlLanguageBinding(router: AppRouter) {
  return {
    onLanguageChange: (language: Language) => {
      const { pathname, searchStr, hash } = router.state.location;
      if (!isPublicPagePath(pathname)) return;
      router.history.replace(`${withLanguagePrefix(pathname, language)}${searchStr}${hash ? `#${hash}` : ''}`);
    },
    subscribe: (listener: (language: Language) => void) =>
      router.history.subscribe(() => {
        const { language, path } = splitLanguagePrefix(router.history.location.pathname);
        if (isPublicPagePath(path)) listener(language ?? DEFAULT_LANGUAGE);
      }),
  };
}

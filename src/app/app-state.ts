import type { RouterHistory } from '@tanstack/react-router';
import type { TRPCLink } from '@trpc/client';
import type { AppRouter as ServerRouter } from '../../server/trpc/app.router.ts';
import { createLanguageStore } from '../i18n/language-path.ts';
import type { Language } from '../shared/languages.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';
import { createTrpcClient, createTrpcUtils } from './trpc.ts';

/**
 * The long-lived parts of one app: query cache, tRPC client, language store and router, made
 * the same way in the browser (src/main.tsx) and for a server render (src/entry-server.tsx).
 */
export function createAppState(
  language: Language,
  options: { link?: TRPCLink<ServerRouter>; history?: RouterHistory; server?: boolean } = {},
) {
  // On the server nothing outlives the request: no garbage-collection timers.
  const queryClient = createQueryClient(options.server ? { gcTime: Number.POSITIVE_INFINITY } : {});
  const trpcClient = createTrpcClient(options.link);
  const languages = createLanguageStore(language);
  const router = createAppRouter(languages, {
    trpc: createTrpcUtils(trpcClient, queryClient),
    history: options.history,
    server: options.server,
  });
  return { queryClient, trpcClient, languages, router };
}

import type { RouterHistory } from '@tanstack/react-router';
import { createLanguageStore } from '../i18n/language-path.ts';
import type { Language } from '../shared/languages.ts';
import { createTrpcLoaders, lazyHttpCaller, type TrpcCaller } from './PublicTrpc.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';

/**
 * The long-lived parts of one app: query cache, tRPC client, language store and router, made
 * the same way in the browser (src/main.tsx) and for a server render (src/entry-server.tsx).
 */
export function createAppState(
  language: Language,
  options: { caller?: TrpcCaller; history?: RouterHistory; server?: boolean } = {},
) {
  // On the server nothing outlives the request: no garbage-collection timers.
  const queryClient = createQueryClient(options.server ? { gcTime: Number.POSITIVE_INFINITY } : {});
  // The server passes its in-process caller; the browser loads tRPC's client with its first call.
  const trpcCaller = options.caller ?? lazyHttpCaller();
  const languages = createLanguageStore(language);
  const router = createAppRouter(languages, {
    trpc: createTrpcLoaders(trpcCaller, queryClient),
    history: options.history,
    server: options.server,
  });
  return { queryClient, trpcCaller, languages, router };
}

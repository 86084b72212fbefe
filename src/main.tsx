import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/styles.ts';
import { App } from './app/App.tsx';
import { createAppState } from './app/app-state.ts';
import { readServerState } from './app/server-state.ts';
import { expectDeferredParts } from './components/Deferred.tsx';
import { readStoredLanguage } from './i18n/LanguageContext.tsx';
import { isPublicPagePath, splitLanguagePrefix } from './i18n/language-path.ts';
import { loadMessages } from './i18n/messages.ts';
import { directionOf } from './shared/languages.ts';

// The address is the truth for public pages: no prefix is Turkish. Admin pages (unprefixed)
// keep the admin's stored choice.
const { language: fromUrl, path } = splitLanguagePrefix(window.location.pathname);
const language = fromUrl ?? (isPublicPagePath(path) ? 'tr' : readStoredLanguage());
// Requested at once; the dictionary is a JSON file, fetched while the route code loads.
const messagesLoaded = loadMessages(language);
document.documentElement.lang = language;
document.documentElement.dir = directionOf(language);

const state = createAppState(language);
const { queryClient, router } = state;

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A page the server rendered: take over its data, load the route's code, then hydrate the same
// markup. Otherwise (admin pages) render from scratch.
const serverState = readServerState();
if (serverState) {
  hydrateQueries(queryClient, serverState.queries);
  expectDeferredParts(serverState.deferredParts ?? []);
  // Marks the router as hydrating a server render, so that it wraps the root route exactly as the
  // server did (no Suspense boundary of its own).
  router.ssr = { manifest: undefined };
  const [messages] = await Promise.all([messagesLoaded, router.load()]);
  startTransition(() => {
    hydrateRoot(root, <App language={language} messages={messages} {...state} />);
  });
} else {
  createRoot(root).render(<App language={language} messages={await messagesLoaded} {...state} />);
}

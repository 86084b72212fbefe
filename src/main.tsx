import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.ts';
import { readStoredLanguage } from './i18n/language-context.tsx';
import {
  createLanguageStore,
  isPublicPagePath,
  splitLanguagePrefix,
  withLanguagePrefix,
} from './i18n/language-path.ts';
import { loadMessages } from './i18n/messages.ts';
import { directionOf } from './shared/languages.ts';

// The URL's language prefix wins; without one, the stored choice (default tr).
const { language: fromUrl, path } = splitLanguagePrefix(window.location.pathname);
const language = fromUrl ?? readStoredLanguage();
// The address always shows the language of the page (/ar/... for Arabic), so links, reloads
// and shared URLs keep it.
const canonical = withLanguagePrefix(path, language);
if (isPublicPagePath(path) && canonical !== window.location.pathname) {
  window.history.replaceState(window.history.state, '', canonical + window.location.search + window.location.hash);
}
const messages = await loadMessages(language);
document.documentElement.lang = language;
document.documentElement.dir = directionOf(language);

const languages = createLanguageStore(language);
const router = createAppRouter(languages);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <AppProviders language={language} messages={messages} languages={languages} router={router}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

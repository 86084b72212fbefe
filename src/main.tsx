import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles.ts';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.ts';
import { readStoredLanguage } from './i18n/language-context.tsx';
import { loadMessages } from './i18n/messages.ts';
import { directionOf } from './shared/languages.ts';

// The stored language and its texts are ready before the first paint: no Turkish flash.
const language = readStoredLanguage();
const messages = await loadMessages(language);
document.documentElement.lang = language;
document.documentElement.dir = directionOf(language);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <AppProviders language={language} messages={messages}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

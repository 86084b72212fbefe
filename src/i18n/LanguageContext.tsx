import { useDirection } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { trpc } from '../app/PublicTrpc.tsx';
import { CONTENT_STALE_MS } from '../app/query-client.ts';
import { readStorage, writeStorage } from '../lib/browser.ts';
import { directionOf, type Language, normalizeLanguage } from '../shared/languages.ts';
import type { LanguageStore } from './language-path.ts';
import { intlMessages } from './message-ids.ts';
import { loadMessages, type Messages, mergeMessages } from './messages.ts';

export const LANGUAGE_STORAGE_KEY = 'language';

type LanguageContextValue = {
  language: Language;
  direction: 'ltr' | 'rtl';
  setLanguage: (language: Language) => Promise<void>;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** The stored language; a value outside the five becomes tr (spec 000 section 4). */
export function readStoredLanguage(): Language {
  return normalizeLanguage(readStorage('localStorage', LANGUAGE_STORAGE_KEY));
}

type Props = {
  initialLanguage: Language;
  initialMessages: Messages;
  /** Shared with the router's URL rewrite. */
  languages?: LanguageStore;
  /** Called after the visitor picked a language (the URL then takes its prefix). */
  onLanguageChange?: (language: Language) => void;
  /** Reports the language of the URL after back/forward navigation; returns an unsubscribe. */
  subscribeToUrlLanguage?: (listener: (language: Language) => void) => () => void;
  children: ReactNode;
};

export function LanguageProvider({
  initialLanguage,
  initialMessages,
  languages,
  onLanguageChange,
  subscribeToUrlLanguage,
  children,
}: Props) {
  const [state, setState] = useState({ language: initialLanguage, messages: initialMessages });
  const { setDirection } = useDirection();
  const queryClient = useQueryClient();
  const { language } = state;

  // <html lang dir> and Mantine's direction follow the language.
  useEffect(() => {
    document.documentElement.lang = language;
    setDirection(directionOf(language));
    writeStorage('localStorage', LANGUAGE_STORAGE_KEY, language);
  }, [language, setDirection]);

  const applyLanguage = useCallback(
    async (next: Language, afterSwitch?: () => void) => {
      const messages = await loadMessages(next);
      languages?.set(next);
      setState({ language: next, messages });
      // The address follows at once (not after the refetch below): it is what a reload renders.
      afterSwitch?.();
      // Language-keyed data (content, services, projects, pricing) reloads for the new language.
      await queryClient.invalidateQueries({ predicate: (query) => hasLanguageInput(query.queryKey) });
    },
    [queryClient, languages],
  );

  const setLanguage = useCallback(
    (next: Language) => applyLanguage(next, () => onLanguageChange?.(next)),
    [applyLanguage, onLanguageChange],
  );

  // Back and forward between /en/... and /ar/... switch the language too.
  useEffect(
    () =>
      subscribeToUrlLanguage?.((urlLanguage) => {
        if (urlLanguage !== (languages?.get() ?? language)) void applyLanguage(urlLanguage);
      }),
    [subscribeToUrlLanguage, applyLanguage, languages, language],
  );

  const value = useMemo(() => ({ language, direction: directionOf(language), setLanguage }), [language, setLanguage]);
  // Server content for a key wins over the built-in dictionaries (spec 000 section 4); the
  // server sends it compiled, so no message is parsed here.
  const content = trpc.content.messages.useQuery({ language }, { staleTime: CONTENT_STALE_MS });
  const messages = useMemo(() => mergeMessages(state.messages, content.data), [state.messages, content.data]);

  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={language} defaultLocale="tr" messages={intlMessages(messages)} onError={reportIntlError}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/** tRPC query keys are [path, { input, type }]; language-keyed calls carry input.language. */
function hasLanguageInput(queryKey: readonly unknown[]): boolean {
  const meta = queryKey[1] as { input?: { language?: unknown } } | undefined;
  return typeof meta?.input?.language === 'string';
}

/** Missing translations fall back by design; only real formatting errors are reported. */
function reportIntlError(error: { code: string; message: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.warn(error.message);
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage must be used within a LanguageProvider');
  return context;
}

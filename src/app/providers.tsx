import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LanguageProvider } from '../i18n/language-context.tsx';
import type { Messages } from '../i18n/messages.ts';
import { directionOf, type Language } from '../shared/languages.ts';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';
import { createTrpcClient, trpc } from './trpc.ts';

type Props = { language: Language; messages: Messages; children: ReactNode };

/** Provider order that works with this stack: tRPC, Query, Direction, Mantine, Intl (via language). */
export function AppProviders({ language, messages, children }: Props) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
          <MantineProvider theme={theme}>
            {/* One toast at a time, 5 s by default (spec 000 section 9). */}
            <Notifications limit={1} autoClose={5000} position="top-center" />
            <LanguageProvider initialLanguage={language} initialMessages={messages}>
              {children}
            </LanguageProvider>
          </MantineProvider>
        </DirectionProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

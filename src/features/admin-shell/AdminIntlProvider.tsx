import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/language-context.tsx';
import { adminMessagesFor } from './admin-catalogs.ts';

/** Adds the admin screens' texts to the site's dictionary for everything inside the admin. */
export function AdminIntlProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const messages = useMemo(
    // The admin's texts (with plurals) are TypeScript modules of its own chunk, compiled here with
    // formatjs's parser, which only the admin loads.
    () => ({
      ...(intl.messages as Record<string, MessageFormatElement[]>),
      ...Object.fromEntries(
        Object.entries(adminMessagesFor(language)).map(([key, text]) => [key, parse(text, { ignoreTag: false })]),
      ),
    }),
    [intl.messages, language],
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

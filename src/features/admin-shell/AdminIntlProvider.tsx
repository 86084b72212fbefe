import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/language-context.tsx';
import { adminMessagesFor } from './admin-catalogs.ts';

/** Adds the admin screens' texts to the site's dictionary for everything inside the admin. */
export function AdminIntlProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const messages = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...adminMessagesFor(language) }),
    [intl.messages, language],
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

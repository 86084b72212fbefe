import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/LanguageContext.tsx';
import { intlMessages } from '../../i18n/message-ids.ts';
import type { Messages } from '../../i18n/messages.ts';
import { loadAdminMessages } from './admin-catalogs.ts';

/**
 * Adds the admin's texts (fetched precompiled, see admin-catalogs.ts) to the site's dictionary for
 * everything under /admin. After a language switch the previous texts stay until the new ones arrive.
 */
export function AdminIntlProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [adminMessages, setAdminMessages] = useState<Messages>();
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    let current = true;
    loadAdminMessages(language).then(
      (loaded) => current && setAdminMessages(loaded),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [language]);
  const messages = useMemo(
    () => ({ ...(intl.messages as Messages), ...adminMessages }),
    [intl.messages, adminMessages],
  );
  if (!adminMessages) {
    // With no texts at all the route's error screen shows, as for any failed admin request.
    if (failure) throw failure;
    return (
      <Center mih="100vh">
        <Loader role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Center>
    );
  }
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={intlMessages(messages)}>
      {children}
    </IntlProvider>
  );
}

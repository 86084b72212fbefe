import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { asIntlMessages, compileMessages, type Messages } from '../../i18n/compile-messages.ts';
import { parseMessage } from '../../i18n/full-parser.ts';
import { useLanguage } from '../../i18n/language-context.tsx';
import { adminMessagesFor } from './admin-catalogs.ts';

/** Adds the admin screens' texts to the site's dictionary for everything inside the admin. */
export function AdminIntlProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const messages = useMemo(
    // The admin's texts have plurals: compiled with the full parser, which only the admin loads.
    (): Messages => ({ ...intl.messages, ...compileMessages(adminMessagesFor(language), parseMessage) }),
    [intl.messages, language],
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={asIntlMessages(messages)}>
      {children}
    </IntlProvider>
  );
}

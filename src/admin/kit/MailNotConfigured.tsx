import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';
import { adminTrpc } from './admin-trpc.ts';

/**
 * The notice that SMTP_URL is unset, in plain words for the owner (who must ask whoever runs the
 * server) with the number of mails waiting. Nothing while unknown or configured.
 */
export function MailNotConfigured() {
  const intl = useIntl();
  const status = adminTrpc.outbox.admin.status.useQuery();
  if (!status.data || status.data.configured) return null;
  return (
    <Alert
      color="yellow"
      title={intl.formatMessage({ id: 'admin.outbox.notConfiguredTitle' })}
      // Yellow text on the light yellow background is too faint (axe colour contrast): dark title.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {intl.formatMessage({ id: 'admin.outbox.notConfigured' })}{' '}
      {intl.formatMessage({ id: 'admin.outbox.waiting' }, { count: status.data.waiting })}
    </Alert>
  );
}

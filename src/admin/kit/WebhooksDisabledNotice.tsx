import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { WEBHOOK_DISABLED_FAILING } from '../../shared/webhooks.ts';
import { adminTrpc } from './admin-trpc.ts';

/**
 * The notice that the server turned webhook endpoints off (every delivery failed for 3 days), on
 * the dashboard and the Integrations screen. Nothing while unknown or when none is.
 */
export function WebhooksDisabledNotice() {
  const webhooks = adminTrpc.webhooks.admin.list.useQuery();
  const count = webhooks.data?.filter((webhook) => webhook.disabledReason === WEBHOOK_DISABLED_FAILING).length ?? 0;
  if (count === 0) return null;
  return (
    <Alert color="red" variant="light" data-testid="webhooks-disabled-notice">
      <FormattedMessage id="admin.webhooks.notice" values={{ count }} />
    </Alert>
  );
}

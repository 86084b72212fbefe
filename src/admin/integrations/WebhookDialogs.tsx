import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WebhookCreatedOutput, WebhookDeliveryStatus, WebhookOutput } from '../../shared/webhooks.ts';
import { AdminListTable } from '../kit/AdminListTable.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { TextCell } from '../kit/TextCell.tsx';
import { useAdminDateTime } from '../kit/use-admin-date-time.ts';
import { SecretOnceDialog, type SecretOnceTexts } from './SecretOnceDialog.tsx';
import { eventLabelId } from './webhook-texts.ts';

const SECRET_TEXTS: SecretOnceTexts = {
  title: 'admin.webhooks.secretTitle',
  warning: 'admin.webhooks.secretWarning',
  label: 'admin.webhooks.secretTitle',
  copy: 'admin.webhooks.copy',
  copied: 'admin.webhooks.copied',
  done: 'admin.webhooks.done',
};

/** The new endpoint's signing secret, this once: a copy button and the warning that it will not be shown again. */
export function WebhookSecretModal({ webhook, onClose }: { webhook: WebhookCreatedOutput; onClose: () => void }) {
  return <SecretOnceDialog value={webhook.secret} texts={SECRET_TEXTS} testId="webhook-secret" onClose={onClose} />;
}

const DELIVERY_COLOR: Record<WebhookDeliveryStatus, string> = {
  pending: 'gray.7',
  delivered: 'teal.9',
  failed: 'red.9',
};

/** An endpoint's latest deliveries: event, status and code, tries, time, last error. */
export function WebhookDeliveriesModal({ webhook, onClose }: { webhook: WebhookOutput; onClose: () => void }) {
  const intl = useIntl();
  const formatTime = useAdminDateTime();
  const deliveries = adminTrpc.webhooks.admin.deliveries.useQuery({ id: webhook.id });
  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage({ id: 'admin.webhooks.deliveriesTitle' }, { url: webhook.url })}
      size="xl"
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'admin.common.close' }) }}
    >
      <Stack gap="sm">
        <Group justify="flex-end">
          <Button variant="default" size="xs" onClick={() => void deliveries.refetch()} loading={deliveries.isFetching}>
            <FormattedMessage id="admin.webhooks.deliveries.refresh" />
          </Button>
        </Group>
        <AdminListTable
          query={deliveries}
          columns={[
            'admin.webhooks.deliveries.col.event',
            'admin.webhooks.deliveries.col.status',
            'admin.webhooks.deliveries.col.code',
            'admin.webhooks.deliveries.col.tries',
            'admin.webhooks.deliveries.col.time',
            'admin.webhooks.deliveries.col.error',
          ]}
          emptyId="admin.webhooks.deliveries.empty"
          minWidth={720}
          testId="webhook-deliveries"
          row={(delivery) => {
            const label = eventLabelId(delivery.event);
            return (
              <Table.Tr key={delivery.id} data-status={delivery.status}>
                <Table.Td>
                  <Text size="sm">{label ? intl.formatMessage({ id: label }) : delivery.event}</Text>
                  <Text size="xs" c="dimmed" dir="ltr" ff="monospace">
                    {delivery.event}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={DELIVERY_COLOR[delivery.status]}>
                    <FormattedMessage id={`admin.webhooks.delivery.${delivery.status}`} />
                  </Badge>
                  {delivery.nextAttemptAt && (
                    <Text size="xs" c="dimmed">
                      <FormattedMessage
                        id="admin.webhooks.delivery.nextTry"
                        values={{ time: formatTime(delivery.nextAttemptAt) }}
                      />
                    </Text>
                  )}
                </Table.Td>
                <TextCell ltr>{delivery.lastStatusCode ?? '—'}</TextCell>
                <TextCell>{delivery.attempts}</TextCell>
                <TextCell>{formatTime(delivery.deliveredAt ?? delivery.createdAt)}</TextCell>
                <TextCell ltr wrap>
                  {delivery.lastError ?? '—'}
                </TextCell>
              </Table.Tr>
            );
          }}
        />
      </Stack>
    </Modal>
  );
}

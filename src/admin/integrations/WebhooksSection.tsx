import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  WEBHOOK_DISABLED_FAILING,
  type WebhookCreatedOutput,
  type WebhookEvent,
  type WebhookOutput,
} from '../../shared/webhooks.ts';
import { AdminListTable } from '../kit/AdminListTable.tsx';
import { AdminSection } from '../kit/AdminSection.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { ConfirmDeleteButton } from '../kit/ConfirmDeleteButton.tsx';
import { useAdminDateTime } from '../kit/use-admin-date-time.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { WebhooksDisabledNotice } from '../kit/WebhooksDisabledNotice.tsx';
import { WebhookDeliveriesModal, WebhookSecretModal } from './WebhookDialogs.tsx';
import { WebhookFormModal } from './WebhookFormModal.tsx';
import { EVENT_TEXTS } from './webhook-texts.ts';

/**
 * Webhooks (issue 23): the endpoints (address, events, on or off and why), add and edit in a
 * dialog, the signing secret shown once, delete with a confirmation, a test send and each
 * endpoint's deliveries. An endpoint the server turned off is announced above the list.
 */
export function WebhooksSection() {
  const webhooks = adminTrpc.webhooks.admin.list.useQuery();
  const [editing, setEditing] = useState<WebhookOutput | 'new' | null>(null);
  const [created, setCreated] = useState<WebhookCreatedOutput | null>(null);
  const [showing, setShowing] = useState<WebhookOutput | null>(null);
  return (
    <AdminSection
      headingId="webhooks-title"
      titleId="admin.webhooks.title"
      hintId="admin.webhooks.hint"
      action={
        <Button onClick={() => setEditing('new')}>
          <FormattedMessage id="admin.webhooks.add" />
        </Button>
      }
    >
      <WebhooksDisabledNotice />
      {editing && (
        <WebhookFormModal
          webhook={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onCreated={(webhook) => {
            setEditing(null);
            setCreated(webhook);
          }}
        />
      )}
      {created && <WebhookSecretModal webhook={created} onClose={() => setCreated(null)} />}
      {showing && <WebhookDeliveriesModal webhook={showing} onClose={() => setShowing(null)} />}
      <AdminListTable
        query={webhooks}
        columns={['admin.webhooks.col.url', 'admin.webhooks.col.events', 'admin.webhooks.col.status']}
        actions
        emptyId="admin.webhooks.empty"
        minWidth={820}
        labelledBy="webhooks-title"
        testId="webhooks-table"
        row={(webhook) => (
          <WebhookRow
            key={webhook.id}
            webhook={webhook}
            onEdit={() => setEditing(webhook)}
            onDeliveries={() => setShowing(webhook)}
          />
        )}
      />
    </AdminSection>
  );
}

function WebhookRow({
  webhook,
  onEdit,
  onDeliveries,
}: {
  webhook: WebhookOutput;
  onEdit: () => void;
  onDeliveries: () => void;
}) {
  const intl = useIntl();
  const formatTime = useAdminDateTime();
  const feedback = useAdminFeedback();
  const remove = adminTrpc.webhooks.admin.delete.useMutation(feedback.writeHandlers('admin.webhooks.deletedToast'));
  const sendTest = adminTrpc.webhooks.admin.sendTest.useMutation(feedback.writeHandlers('admin.webhooks.testSent'));
  const toggle = adminTrpc.webhooks.admin.update.useMutation(
    feedback.writeHandlers(webhook.enabled ? 'admin.webhooks.disabledToast' : 'admin.webhooks.enabledToast'),
  );
  const state = !webhook.enabled ? 'disabled' : webhook.failingSince ? 'failing' : 'enabled';
  const color = { enabled: 'teal.9', failing: 'orange.9', disabled: 'red.9' }[state];
  return (
    <Table.Tr data-testid={`webhook-${webhook.id}`}>
      <Table.Td>
        <Text size="sm" fw={500} ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {webhook.url}
        </Text>
        {webhook.description && (
          <Text size="xs" c="dimmed" dir="auto">
            {webhook.description}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {webhook.events.map((event) => (
            <Badge key={event} variant="light" color="blue" c="blue.9" title={event}>
              {EVENT_TEXTS[event as WebhookEvent] ? (
                <FormattedMessage id={EVENT_TEXTS[event as WebhookEvent].label} />
              ) : (
                event
              )}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge color={color}>
          <FormattedMessage id={`admin.webhooks.status.${state}`} />
        </Badge>
        {state === 'failing' && webhook.failingSince && (
          <Text size="xs" c="dimmed">
            <FormattedMessage id="admin.webhooks.failingSince" values={{ time: formatTime(webhook.failingSince) }} />
          </Text>
        )}
        {state === 'disabled' && (
          <Text size="xs" c="red.9" maw={280}>
            {webhook.disabledReason === WEBHOOK_DISABLED_FAILING && webhook.disabledAt ? (
              <FormattedMessage id="admin.webhooks.disabledFailing" values={{ time: formatTime(webhook.disabledAt) }} />
            ) : (
              <FormattedMessage id="admin.webhooks.disabledByAdmin" />
            )}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="wrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => sendTest.mutate({ id: webhook.id })}
            loading={sendTest.isPending}
          >
            <FormattedMessage id="admin.webhooks.sendTest" />
          </Button>
          <Button size="xs" variant="light" onClick={onDeliveries}>
            <FormattedMessage id="admin.webhooks.deliveries" />
          </Button>
          <Button size="xs" variant="light" onClick={onEdit}>
            <FormattedMessage id="admin.webhooks.edit" />
          </Button>
          <Button
            size="xs"
            variant="light"
            color={webhook.enabled ? 'gray' : 'teal'}
            onClick={() => toggle.mutate({ id: webhook.id, enabled: !webhook.enabled })}
            loading={toggle.isPending}
          >
            <FormattedMessage id={webhook.enabled ? 'admin.webhooks.disable' : 'admin.webhooks.enable'} />
          </Button>
          <ConfirmDeleteButton
            onConfirm={() => remove.mutate({ id: webhook.id })}
            loading={remove.isPending}
            itemLabel={<bdi dir="ltr">{webhook.url}</bdi>}
            aria-label={intl.formatMessage({ id: 'admin.webhooks.deleteLabel' }, { url: webhook.url })}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { Badge, NativeSelect, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AdminOutboxMail, OUTBOX_STATUSES, type OutboxStatus } from '../../shared/outbox.ts';
import { PAGE_SIZE_DEFAULT } from '../../shared/paging.ts';
import { AdminPage } from '../kit/AdminPage.tsx';
import { formatAdminDate } from '../kit/admin-format.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { useListPage } from '../kit/ListPagination.tsx';
import { MailNotConfigured } from '../kit/MailNotConfigured.tsx';
import { PagedAdminTable } from '../kit/PagedAdminTable.tsx';
import { RowButton } from '../kit/RowButton.tsx';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';

// The contact inbox's colours (a yellow light badge is too faint to read).
const STATUS_COLOR: Record<OutboxStatus, string> = { pending: 'blue', sent: 'green', failed: 'red' };

function RetryButton({ mail }: { mail: AdminOutboxMail }) {
  const feedback = useAdminFeedback();
  const retry = adminTrpc.outbox.admin.retry.useMutation(feedback.writeHandlers('admin.outbox.retried'));
  return (
    <RowButton
      textId="admin.outbox.retry"
      labelId="admin.outbox.retryLabel"
      labelValues={{ recipient: mail.recipient }}
      loading={retry.isPending}
      onClick={() => retry.mutate({ id: mail.id })}
    />
  );
}

function MailRow({ mail }: { mail: AdminOutboxMail }) {
  return (
    <Table.Tr>
      <Table.Td>
        <FormattedMessage id={`admin.outbox.kind.${mail.kind}`} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {mail.recipient}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {mail.subject}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOR[mail.status]} variant="light">
          <FormattedMessage id={`admin.outbox.status.${mail.status}`} />
        </Badge>
      </Table.Td>
      <Table.Td>{mail.attempts}</Table.Td>
      <Table.Td>
        {mail.lastError && (
          <Text size="xs" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {mail.lastError}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="xs">
          <FormattedMessage id="admin.outbox.created" values={{ time: <bdi>{formatAdminDate(mail.createdAt)}</bdi> }} />
        </Text>
        {mail.sentAt && (
          <Text size="xs">
            <FormattedMessage id="admin.outbox.sent" values={{ time: <bdi>{formatAdminDate(mail.sentAt)}</bdi> }} />
          </Text>
        )}
        {mail.status === 'pending' && mail.attempts > 0 && (
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="admin.outbox.next"
              values={{ time: <bdi>{formatAdminDate(mail.nextAttemptAt)}</bdi> }}
            />
          </Text>
        )}
      </Table.Td>
      <Table.Td>{mail.status === 'failed' && <RetryButton mail={mail} />}</Table.Td>
    </Table.Tr>
  );
}

/** The mail outbox (issue 12): every mail the site sends, its status and tries, "send again" for a failed one. */
export function OutboxPage() {
  const intl = useIntl();
  const [status, setStatus] = useState<OutboxStatus | 'all'>('all');
  const [page, setPage] = useListPage(status);
  const mails = adminTrpc.outbox.admin.list.useQuery(
    { status: status === 'all' ? undefined : status, page, pageSize: PAGE_SIZE_DEFAULT },
    { placeholderData: keepPreviousData, refetchInterval: 15_000 },
  );
  const mailStatus = adminTrpc.outbox.admin.status.useQuery();
  return (
    <AdminPage titleId="admin.nav.outbox" descriptionId="admin.outbox.description">
      <MailNotConfigured />
      {mailStatus.data && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="admin.outbox.from" values={{ from: <bdi>{mailStatus.data.from}</bdi> }} />
        </Text>
      )}
      <NativeSelect
        label={intl.formatMessage({ id: 'admin.outbox.filter' })}
        value={status}
        onChange={(event) => setStatus(event.currentTarget.value as OutboxStatus | 'all')}
        data={[
          { value: 'all', label: intl.formatMessage({ id: 'admin.outbox.filter.all' }) },
          ...OUTBOX_STATUSES.map((value) => ({
            value,
            label: intl.formatMessage({ id: `admin.outbox.status.${value}` }),
          })),
        ]}
        maw={240}
      />
      <PagedAdminTable
        query={mails}
        columns={[
          'admin.outbox.col.kind',
          'admin.outbox.col.recipient',
          'admin.outbox.col.status',
          'admin.outbox.col.attempts',
          'admin.outbox.col.lastError',
          'admin.outbox.col.times',
        ]}
        actions
        emptyId="admin.outbox.empty"
        minWidth={860}
        row={(mail) => <MailRow key={mail.id} mail={mail} />}
        onPage={setPage}
      />
    </AdminPage>
  );
}

import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminSubscriber } from '../../shared/admin-inbox.ts';
import { LANGUAGE_CATALOGUE } from '../../shared/languages.ts';
import { PAGE_SIZE_DEFAULT } from '../../shared/paging.ts';
import { QueryState } from '../kit/AdminPage.tsx';
import { AdminTableHead } from '../kit/AdminTableHead.tsx';
import { formatAdminDate } from '../kit/admin-format.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { ConfirmDeleteButton } from '../kit/ConfirmDeleteButton.tsx';
import { ListPagination, useListPage } from '../kit/ListPagination.tsx';
import { withItemReplaced } from '../kit/paged-items.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import classes from './contact.module.css';

const SUBSCRIBER_COLUMNS = [
  'admin.contact.email',
  'admin.common.language',
  'admin.contact.subscriberDate',
  'admin.contact.status',
] as const;

/** The active switch, the status badge and delete (erasure) of one subscriber. */
function useSubscriberControls(subscriber: AdminSubscriber) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const utils = adminTrpc.useUtils();
  const setActive = adminTrpc.contact.admin.setSubscriberActive.useMutation(
    feedback.savedItemHandlers('admin.contact.subscriberSaved', (updated: AdminSubscriber) =>
      utils.contact.admin.subscribers.setQueriesData(undefined, {}, withItemReplaced(updated)),
    ),
  );
  const remove = adminTrpc.contact.admin.deleteSubscriber.useMutation(feedback.writeHandlers('admin.common.deleted'));
  const active = setActive.isPending ? setActive.variables.isActive : subscriber.isActive;

  const status = (
    <Group gap="sm" wrap="nowrap">
      <Switch
        checked={active}
        disabled={setActive.isPending}
        onChange={(event) => setActive.mutate({ id: subscriber.id, isActive: event.currentTarget.checked })}
        aria-label={intl.formatMessage({ id: 'admin.contact.subscriberActive' }, { email: subscriber.email })}
      />
      <Badge color={subscriber.isActive ? 'green' : 'gray'} variant="light">
        <FormattedMessage id={subscriber.isActive ? 'admin.common.active' : 'admin.common.inactive'} />
      </Badge>
    </Group>
  );
  const deleteButton = (
    <ConfirmDeleteButton
      onConfirm={() => remove.mutate({ id: subscriber.id })}
      loading={remove.isPending}
      itemLabel={subscriber.email}
    />
  );
  const language = LANGUAGE_CATALOGUE.find((entry) => entry.code === subscriber.language)?.nativeName;
  return { status, deleteButton, language: language ?? subscriber.language };
}

function SubscriberRow({ subscriber }: { subscriber: AdminSubscriber }) {
  const controls = useSubscriberControls(subscriber);
  return (
    <Table.Tr>
      <Table.Td>
        <span dir="ltr">{subscriber.email}</span>
      </Table.Td>
      <Table.Td>{controls.language}</Table.Td>
      <Table.Td>
        <span dir="ltr">{formatAdminDate(subscriber.createdAt)}</span>
      </Table.Td>
      <Table.Td>{controls.status}</Table.Td>
      <Table.Td>{controls.deleteButton}</Table.Td>
    </Table.Tr>
  );
}

/** The same subscriber as a card, for phones. */
function SubscriberCard({ subscriber }: { subscriber: AdminSubscriber }) {
  const controls = useSubscriberControls(subscriber);
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" className={classes.wrap}>
        <span dir="ltr">{subscriber.email}</span>
      </Text>
      <Text size="xs" c="dimmed">
        {controls.language} · <span dir="ltr">{formatAdminDate(subscriber.createdAt)}</span>
      </Text>
      <Group justify="space-between" mt="xs" gap="xs">
        {controls.status}
        {controls.deleteButton}
      </Group>
    </Paper>
  );
}

/**
 * The newsletter tab: the subscribers 50 at a time, each with an active switch, a status badge
 * and delete (erasure).
 */
export function SubscribersTab() {
  const [page, setPage] = useListPage('');
  const subscribers = adminTrpc.contact.admin.subscribers.useQuery(
    { page, pageSize: PAGE_SIZE_DEFAULT },
    { placeholderData: keepPreviousData },
  );
  const data = subscribers.data;
  if (!data) {
    return (
      <QueryState
        isPending={subscribers.isPending}
        error={subscribers.error}
        onRetry={() => void subscribers.refetch()}
      />
    );
  }
  if (data.total === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        <FormattedMessage id="admin.contact.subscribersEmpty" />
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <SubscriberList subscribers={data.items} />
      <ListPagination data={data} onChange={setPage} />
    </Stack>
  );
}

function SubscriberList({ subscribers }: { subscribers: AdminSubscriber[] }) {
  // A table from 48em up; on phones its five columns would scroll sideways, so cards instead.
  const wide = useMediaQuery('(min-width: 48em)', true);
  if (!wide) {
    return (
      <ul className={classes.list}>
        {subscribers.map((subscriber) => (
          <li key={subscriber.id}>
            <SubscriberCard subscriber={subscriber} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <AdminTableHead columns={SUBSCRIBER_COLUMNS} actions />
        <Table.Tbody>
          {subscribers.map((subscriber) => (
            <SubscriberRow key={subscriber.id} subscriber={subscriber} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Switch.css';
import { Badge, Button, Group, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminUserOutput } from '../../shared/account.ts';
import { PAGE_SIZE_DEFAULT } from '../../shared/paging.ts';
import { AdminPage } from '../kit/AdminPage.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { ConfirmDeleteButton } from '../kit/ConfirmDeleteButton.tsx';
import { useListPage } from '../kit/ListPagination.tsx';
import { PagedAdminTable } from '../kit/PagedAdminTable.tsx';
import { RowButton } from '../kit/RowButton.tsx';
import { TextCell } from '../kit/TextCell.tsx';
import { UserFormModal } from '../kit/UserFormModal.tsx';
import { useAdminDateTime } from '../kit/use-admin-date-time.ts';
import { errorStatus, useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { ResetTotpButton } from './ResetTotpButton.tsx';

const nameOf = (user: AdminUserOutput) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/**
 * Disabling or deleting answers 409 for yourself or for the last active admin; which of the two
 * follows from whose row it was, so the text is the admin's language, not the server's Turkish.
 */
function useUserWriteFailure(isMe: boolean) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  return (error: unknown) => {
    if (errorStatus(error) !== 409) return feedback.failure(error);
    notifications.cleanQueue();
    notifications.show({
      color: 'red',
      title: intl.formatMessage({ id: 'admin.common.errorTitle' }),
      message: intl.formatMessage({ id: isMe ? 'admin.users.notYourself' : 'admin.users.lastAdmin' }),
    });
    void feedback.refreshAll();
    return undefined;
  };
}

function UserRow({ user, isMe }: { user: AdminUserOutput; isMe: boolean }) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const formatTime = useAdminDateTime();
  const failure = useUserWriteFailure(isMe);
  const [editing, setEditing] = useState(false);
  const values = { username: user.username };
  const update = adminTrpc.users.update.useMutation({
    onSuccess: (saved) => {
      feedback.success(saved.disabled ? 'admin.users.disabledToast' : 'admin.users.enabledToast', values);
      void feedback.refreshAll();
    },
    onError: failure,
  });
  const remove = adminTrpc.users.delete.useMutation({
    ...feedback.writeHandlers('admin.common.deleted'),
    onError: failure,
  });
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={500}>
            {nameOf(user) || '—'}
          </Text>
          {isMe && (
            <Badge color="blue.8">
              <FormattedMessage id="admin.users.you" />
            </Badge>
          )}
        </Group>
      </Table.Td>
      <TextCell ltr>{user.username}</TextCell>
      <TextCell ltr wrap>
        {user.email ?? '—'}
      </TextCell>
      <Table.Td>
        <Badge color={user.totpEnabled ? 'teal.9' : 'gray.7'}>
          <FormattedMessage id={user.totpEnabled ? 'admin.users.totpOn' : 'admin.users.totpOff'} />
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Switch
            checked={!user.disabled}
            disabled={isMe || update.isPending}
            onChange={(event) => update.mutate({ id: user.id, disabled: !event.currentTarget.checked })}
            aria-label={intl.formatMessage({ id: 'admin.users.enabledLabel' }, values)}
          />
          <Badge color={user.disabled ? 'red.9' : 'teal.9'} style={{ flexShrink: 0 }}>
            <FormattedMessage id={user.disabled ? 'admin.users.disabled' : 'admin.users.active'} />
          </Badge>
        </Group>
      </Table.Td>
      <TextCell>
        {user.lastSeenAt ? formatTime(user.lastSeenAt) : intl.formatMessage({ id: 'admin.users.never' })}
      </TextCell>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <RowButton
            textId="admin.common.edit"
            labelId="admin.users.editLabel"
            labelValues={values}
            onClick={() => setEditing(true)}
          />
          {!isMe && user.totpEnabled && <ResetTotpButton user={user} />}
          {!isMe && (
            <ConfirmDeleteButton
              onConfirm={() => remove.mutate({ id: user.id })}
              loading={remove.isPending}
              itemLabel={<bdi>{user.username}</bdi>}
              aria-label={intl.formatMessage({ id: 'admin.users.deleteLabel' }, values)}
            />
          )}
        </Group>
        {editing && <UserFormModal user={user} opened onClose={() => setEditing(false)} />}
      </Table.Td>
    </Table.Tr>
  );
}

/** The admins (issue 13): list, add, edit, disable or enable, delete. */
export function UsersPage() {
  const [adding, setAdding] = useState(false);
  const [page, setPage] = useListPage('');
  const users = adminTrpc.users.list.useQuery(
    { page, pageSize: PAGE_SIZE_DEFAULT },
    { placeholderData: keepPreviousData },
  );
  const me = adminTrpc.account.get.useQuery();
  return (
    <AdminPage
      titleId="admin.nav.users"
      descriptionId="admin.users.description"
      actions={
        <Button onClick={() => setAdding(true)}>
          <FormattedMessage id="admin.users.add" />
        </Button>
      }
    >
      {adding && <UserFormModal opened onClose={() => setAdding(false)} />}
      <PagedAdminTable
        query={users}
        columns={[
          'admin.users.col.name',
          'admin.users.col.username',
          'admin.users.col.email',
          'admin.users.col.totp',
          'admin.users.col.status',
          'admin.users.col.lastSeen',
        ]}
        actions
        minWidth={900}
        row={(user) => <UserRow key={user.id} user={user} isMe={user.id === me.data?.id} />}
        onPage={setPage}
      />
    </AdminPage>
  );
}

import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccountOutput } from '../../shared/account.ts';
import { AdminPage, QueryState } from '../kit/AdminPage.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { RowButton } from '../kit/RowButton.tsx';
import { UserFormModal } from '../kit/UserFormModal.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

/** Name, username and e-mail; edited through the admins' own form (users.update of yourself). */
function ProfileCard({ account }: { account: AccountOutput }) {
  const [editing, setEditing] = useState(false);
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  const rows = [
    { labelId: 'admin.account.name', value: name },
    { labelId: 'admin.account.username', value: account.username, ltr: true },
    { labelId: 'admin.account.email', value: account.email, ltr: true },
  ] as const;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="account-profile">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="account-profile">
            <FormattedMessage id="admin.account.profile" />
          </Title>
          <RowButton textId="admin.common.edit" labelId="admin.account.editProfile" onClick={() => setEditing(true)} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
          {rows.map((row) => (
            <div key={row.labelId}>
              <Text component="dt" size="xs" c="dimmed">
                <FormattedMessage id={row.labelId} />
              </Text>
              <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
                {row.value ? <bdi>{row.value}</bdi> : <FormattedMessage id="admin.account.none" />}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
      {editing && <UserFormModal user={account} opened onClose={() => setEditing(false)} />}
    </Paper>
  );
}

/** The signed-in admin's own account (issue 13): profile, password, sessions, two-step verification. */
export function AccountPage() {
  const account = adminTrpc.account.get.useQuery();
  return (
    <AdminPage titleId="admin.nav.account" descriptionId="admin.account.description">
      {!account.data ? (
        <QueryState isPending={account.isPending} error={account.error} onRetry={() => void account.refetch()} />
      ) : (
        <>
          <ProfileCard account={account.data} />
          <PasswordCard />
          <TwoFactorCard account={account.data} />
          <SessionsCard />
        </>
      )}
    </AdminPage>
  );
}

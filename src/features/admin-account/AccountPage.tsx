import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { trpc } from '../../app/trpc.ts';
import type { AccountOutput } from '../../shared/account.ts';
import { AdminPage, QueryState } from '../admin-shell/AdminPage.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

function ProfileCard({ account }: { account: AccountOutput }) {
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  const rows = [
    { labelId: 'admin.account.name', value: name },
    { labelId: 'admin.account.username', value: account.username, ltr: true },
    { labelId: 'admin.account.email', value: account.email, ltr: true },
  ];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="account-profile">
      <Stack gap="sm">
        <Title order={2} size="h4" id="account-profile">
          <FormattedMessage id="admin.account.profile" />
        </Title>
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
    </Paper>
  );
}

/** The signed-in admin's own account (issue 13): profile, password, sessions, two-step verification. */
export function AccountPage() {
  const account = trpc.account.get.useQuery();
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

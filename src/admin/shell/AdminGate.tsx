import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoginPage } from '../auth/LoginPage.tsx';
import { AdminShell } from './AdminShell.tsx';
import { useAdminAccess } from './use-admin-access.ts';

/** The admin area (its texts come from AdminTrpcScope): spinner, login screen, access panel or the admin shell. */
export function AdminGate() {
  const access = useAdminAccess();
  const intl = useIntl();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (access.status === 'loading') {
    return (
      <Center mih="100vh">
        <Loader role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Center>
    );
  }
  if (access.status === 'unauthenticated') return <LoginPage redirectTo={pathname} />;
  if (access.status === 'forbidden') {
    return (
      <Center mih="100vh" p="md">
        <Paper withBorder p="xl" radius="lg" maw={440} role="alert">
          <Stack gap="xs" ta="center">
            <Title order={1} size="h3">
              <FormattedMessage id="admin.access.requiredTitle" />
            </Title>
            <Text c="dimmed">
              <FormattedMessage id="admin.access.requiredText" />
            </Text>
          </Stack>
        </Paper>
      </Center>
    );
  }
  return <AdminShell user={access.user} />;
}

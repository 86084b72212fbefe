import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SessionOutput } from '../../shared/account.ts';
import { QueryState } from '../kit/AdminPage.tsx';
import { AdminTableHead } from '../kit/AdminTableHead.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { RowButton } from '../kit/RowButton.tsx';
import { TextCell } from '../kit/TextCell.tsx';
import { TitleWithHint } from '../kit/TitleWithHint.tsx';
import { useAdminDateTime } from '../kit/use-admin-date-time.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';

function SessionRow({ session }: { session: SessionOutput }) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const formatTime = useAdminDateTime();
  const utils = adminTrpc.useUtils();
  const end = adminTrpc.account.endSession.useMutation({
    onSuccess: () => {
      feedback.success('admin.account.sessionEnded');
      void utils.account.sessions.invalidate();
    },
    onError: (error) => feedback.failure(error),
  });
  const browser = session.browser || intl.formatMessage({ id: 'admin.account.unknownBrowser' });
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{browser}</Text>
          {session.current && (
            <Badge color="teal.9">
              <FormattedMessage id="admin.account.thisDevice" />
            </Badge>
          )}
        </Group>
      </Table.Td>
      <TextCell ltr>{session.ip ?? '—'}</TextCell>
      <TextCell>{formatTime(session.createdAt)}</TextCell>
      <TextCell>{session.lastSeenAt ? formatTime(session.lastSeenAt) : '—'}</TextCell>
      <Table.Td>
        {!session.current && (
          <RowButton
            textId="admin.account.endSession"
            labelId="admin.account.endSessionLabel"
            labelValues={{ browser }}
            color="red"
            loading={end.isPending}
            onClick={() => end.mutate({ id: session.id })}
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The admin's open sessions: which browser, from where, since when; any but this one can be ended. */
export function SessionsCard() {
  const sessions = adminTrpc.account.sessions.useQuery();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="account-sessions">
      <Stack gap="sm">
        <div>
          <TitleWithHint
            order={2}
            size="h4"
            id="account-sessions"
            titleId="admin.account.sessions"
            hintId="admin.account.sessionsHint"
          />
        </div>
        {!sessions.data ? (
          <QueryState isPending={sessions.isPending} error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : (
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="xs">
              <AdminTableHead
                columns={[
                  'admin.account.col.browser',
                  'admin.account.col.ip',
                  'admin.account.col.created',
                  'admin.account.col.lastSeen',
                ]}
                actions
              />
              <Table.Tbody>
                {sessions.data.map((session) => (
                  <SessionRow key={session.id} session={session} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

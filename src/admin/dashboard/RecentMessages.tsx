import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { AdminContactMessage } from '../../shared/admin-inbox.ts';
import { formatAdminDate } from '../kit/admin-format.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import classes from './dashboard.module.css';
import { STATUS_BADGE } from './dashboard-stats.ts';
import { RecentPanel } from './RecentPanel.tsx';

/** The latest five contact messages: name, subject (serviceType), date, status. */
export function RecentMessages() {
  const query = adminTrpc.contact.admin.recentMessages.useQuery();
  return (
    <RecentPanel
      id="dashboard-recent-messages"
      titleId="admin.dashboard.recentMessages"
      linkId="admin.dashboard.allMessages"
      emptyId="admin.dashboard.noMessages"
      query={query}
      renderItem={(message) => <MessageRow message={message} />}
    />
  );
}

function MessageRow({ message }: { message: AdminContactMessage }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
      <div className={classes.rowText}>
        <Text fw={600} size="sm" truncate>
          {message.fullName}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {message.serviceType || <FormattedMessage id="admin.dashboard.noSubject" />}
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" dir="ltr">
          {formatAdminDate(message.createdAt)}
        </Text>
        <Badge {...STATUS_BADGE[message.status]}>
          <FormattedMessage id={`admin.dashboard.status.${message.status}`} />
        </Badge>
      </Group>
    </Group>
  );
}

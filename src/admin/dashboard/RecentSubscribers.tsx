import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { AdminSubscriber } from '../../shared/admin-inbox.ts';
import { formatAdminDate } from '../kit/admin-format.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import classes from './dashboard.module.css';
import { ACTIVE_BADGE, INACTIVE_BADGE } from './dashboard-stats.ts';
import { RecentPanel } from './RecentPanel.tsx';

/** The latest five newsletter subscribers, each labelled Aktif or Pasif. */
export function RecentSubscribers() {
  const query = adminTrpc.contact.admin.recentSubscribers.useQuery();
  return (
    <RecentPanel
      id="dashboard-recent-subscribers"
      titleId="admin.dashboard.recentSubscribers"
      linkId="admin.dashboard.allSubscribers"
      emptyId="admin.dashboard.noSubscribers"
      query={query}
      renderItem={(subscriber) => <SubscriberRow subscriber={subscriber} />}
    />
  );
}

function SubscriberRow({ subscriber }: { subscriber: AdminSubscriber }) {
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="xs">
      <div className={classes.rowText}>
        <Text fw={600} size="sm" truncate dir="ltr" ta="start">
          {subscriber.email}
        </Text>
        <Text size="xs" c="dimmed" dir="ltr" ta="start">
          {formatAdminDate(subscriber.createdAt)}
        </Text>
      </div>
      <Badge {...(subscriber.isActive ? ACTIVE_BADGE : INACTIVE_BADGE)}>
        <FormattedMessage id={subscriber.isActive ? 'admin.common.active' : 'admin.common.inactive'} />
      </Badge>
    </Group>
  );
}

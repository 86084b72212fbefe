import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Tabs } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AdminPage } from '../kit/AdminPage.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { MessagesTab } from './MessagesTab.tsx';
import { SubscribersTab } from './SubscribersTab.tsx';

function CountBadge({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <Badge size="sm" variant="light" color="gray" circle={count < 10}>
      {count}
    </Badge>
  );
}

/**
 * Contact messages and newsletter subscribers: tabs with their counts (spec 001 section 2), plus
 * the spam caught by the honeypot or marked by hand, kept out of the messages tab. The lists
 * come a page at a time, so the counts are the dashboard's.
 */
export function ContactMessagesPage() {
  const [tab, setTab] = useState<string | null>('messages');
  const { search } = useSearch({ from: '/admin/_shell/contact' });
  const stats = adminTrpc.dashboard.stats.useQuery();
  return (
    <AdminPage titleId="admin.nav.contact" descriptionId="admin.contact.description">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="messages" rightSection={<CountBadge count={stats.data?.totalContacts} />}>
            <FormattedMessage id="admin.contact.tabMessages" />
          </Tabs.Tab>
          <Tabs.Tab value="spam" rightSection={<CountBadge count={stats.data?.spamContacts} />}>
            <FormattedMessage id="admin.contact.tabSpam" />
          </Tabs.Tab>
          <Tabs.Tab value="subscribers" rightSection={<CountBadge count={stats.data?.totalSubscriptions} />}>
            <FormattedMessage id="admin.contact.tabSubscribers" />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="messages">
          <MessagesTab allCount={stats.data?.totalContacts} initialSearch={search} />
        </Tabs.Panel>
        <Tabs.Panel value="spam">
          <MessagesTab spam allCount={stats.data?.spamContacts} />
        </Tabs.Panel>
        <Tabs.Panel value="subscribers">
          <SubscribersTab />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}

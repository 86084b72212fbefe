import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import { AdminPage } from '../kit/AdminPage.tsx';
import { adminSectionLink } from '../kit/admin-nav.ts';
import { MailNotConfigured } from '../kit/MailNotConfigured.tsx';
import { WebhooksDisabledNotice } from '../kit/WebhooksDisabledNotice.tsx';
import { RecentMessages } from './RecentMessages.tsx';
import { RecentSubscribers } from './RecentSubscribers.tsx';
import { StatCards } from './StatCards.tsx';

const QUICK_LINKS = (['content', 'settings', 'services', 'projects', 'media'] as const).map(adminSectionLink);

/** Dashboard (spec 001 section 2): the eight counts, the latest messages and subscribers, quick links. */
export function DashboardPage() {
  return (
    <AdminPage titleId="admin.dashboard.title" descriptionId="admin.dashboard.welcome">
      <MailNotConfigured />
      <WebhooksDisabledNotice />
      <StatCards />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <RecentMessages />
        <RecentSubscribers />
      </SimpleGrid>
      <nav aria-labelledby="dashboard-quick-links">
        <Title order={2} size="h4" id="dashboard-quick-links" mb="xs">
          <FormattedMessage id="admin.dashboard.quickLinks" />
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {QUICK_LINKS.map((link) => (
            <Paper key={link.to} component={SiteLink} to={sitePath(link.to)} withBorder p="md" radius="md">
              <Text fw={600} c="orange.9">
                <FormattedMessage id={link.labelId} />
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </nav>
    </AdminPage>
  );
}

import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { SiteLink, sitePath } from '../../components/site-link.tsx';

const QUICK_LINKS = [
  { to: '/admin/content', labelId: 'admin.nav.content' },
  { to: '/admin/settings', labelId: 'admin.nav.settings' },
  { to: '/admin/services', labelId: 'admin.nav.services' },
  { to: '/admin/projects', labelId: 'admin.nav.projects' },
  { to: '/admin/media', labelId: 'admin.nav.media' },
] as const;

/** Dashboard: welcome and quick links; the stat cards arrive with the admin issue. */
export function DashboardPage() {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          <FormattedMessage id="admin.dashboard.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="admin.dashboard.welcome" />
        </Text>
      </div>
      <nav aria-label={intl.formatMessage({ id: 'admin.dashboard.quickLinks' })}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {QUICK_LINKS.map((link) => (
            <Paper key={link.to} component={SiteLink} to={sitePath(link.to)} withBorder p="md" radius="md">
              <Text fw={600}>
                <FormattedMessage id={link.labelId} />
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { AdminPage } from '../kit/AdminPage.tsx';
import { TokensSection } from './TokensSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

/**
 * Integrations (issue 23): how other systems connect to the site. A plain stack of sections,
 * each with its own title and calls: API tokens, then webhooks.
 */
export function IntegrationsPage() {
  return (
    <AdminPage titleId="admin.nav.integrations" descriptionId="admin.integrations.description">
      <Stack gap="xl">
        <TokensSection />
        <WebhooksSection />
      </Stack>
    </AdminPage>
  );
}

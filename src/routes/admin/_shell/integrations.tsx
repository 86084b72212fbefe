import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsPage } from '../../../admin/integrations/IntegrationsPage.tsx';

export const Route = createFileRoute('/admin/_shell/integrations')({
  component: IntegrationsPage,
});

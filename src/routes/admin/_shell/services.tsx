import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '../../../admin/services/ServicesPage.tsx';

export const Route = createFileRoute('/admin/_shell/services')({
  component: ServicesPage,
});

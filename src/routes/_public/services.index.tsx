import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '../../features/services/ServicesPage.tsx';

export const Route = createFileRoute('/_public/services/')({
  component: ServicesPage,
});

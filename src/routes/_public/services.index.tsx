import { createFileRoute } from '@tanstack/react-router';
import { loadServices } from '../../app/loaders.ts';
import { ServicesPage } from '../../features/services/ServicesPage.tsx';

export const Route = createFileRoute('/_public/services/')({
  loader: loadServices,
  component: ServicesPage,
});

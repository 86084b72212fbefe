import { createFileRoute } from '@tanstack/react-router';
import { loadServices } from '../../app/loaders.ts';
import { pageHead } from '../../app/route-head.ts';
import { ServicesPage } from '../../site/services/ServicesPage.tsx';

export const Route = createFileRoute('/_public/services/')({
  staticData: pageHead('services'),
  loader: loadServices,
  component: ServicesPage,
});

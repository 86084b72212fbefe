import { createFileRoute } from '@tanstack/react-router';
import { loadServices } from '../../app/loaders.ts';
import { ServicesPage } from '../../features/services/ServicesPage.tsx';

/** Turkish alias of /services (spec 000 section 2). */
export const Route = createFileRoute('/_public/hizmetler/')({
  loader: loadServices,
  component: ServicesPage,
});

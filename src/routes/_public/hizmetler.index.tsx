import { createFileRoute } from '@tanstack/react-router';
import { loadServices } from '../../app/loaders.ts';
import { pageHead } from '../../app/route-head.ts';
import { ServicesPage } from '../../site/services/ServicesPage.tsx';

/** Turkish alias of /services (spec 000 section 2). */
export const Route = createFileRoute('/_public/hizmetler/')({
  staticData: pageHead('services'),
  loader: loadServices,
  component: ServicesPage,
});

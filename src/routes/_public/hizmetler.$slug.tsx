import { createFileRoute } from '@tanstack/react-router';
import { loadServiceDetail } from '../../app/loaders.ts';
import { serviceHead } from '../../app/route-head.ts';
import { ServiceDetailRoute } from './-service-detail-route.tsx';

/** Turkish alias of /services/{slug} (spec 000 section 2). */
export const Route = createFileRoute('/_public/hizmetler/$slug')({
  staticData: serviceHead,
  loader: loadServiceDetail,
  component: ServiceDetailRoute,
});

import { createFileRoute } from '@tanstack/react-router';
import { loadServiceDetail } from '../../app/loaders.ts';
import { serviceHead } from '../../app/route-head.ts';
import { ServiceDetailRoute } from './-service-detail-route.tsx';

export const Route = createFileRoute('/_public/services/$slug')({
  staticData: serviceHead,
  loader: loadServiceDetail,
  component: ServiceDetailRoute,
});

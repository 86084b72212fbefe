import { useParams } from '@tanstack/react-router';
import { ServiceDetailPage } from '../../site/service-detail/ServiceDetailPage.tsx';

/**
 * The page of /services/{slug} and its Turkish alias /hizmetler/{slug}: one component for both
 * routes (the `-` prefix keeps this file out of the route tree). Kept out of the routes' options
 * objects, which must stay literal for the router plugin to split the page into its own chunk.
 */
export function ServiceDetailRoute() {
  // Both routes that render this have the $slug segment, so it is always there.
  const { slug = '' } = useParams({ strict: false });
  return <ServiceDetailPage key={slug} slug={slug} />;
}

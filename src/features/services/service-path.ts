import { sitePath } from '../../components/site-link.tsx';

/** The detail page of a service; the router adds the language prefix. */
export function servicePath(slug: string) {
  return sitePath(`/services/${encodeURIComponent(slug)}`);
}

import { sitePath } from '../components/SiteLink.tsx';

/** The detail page of a service; the router adds the language prefix. */
export function servicePath(slug: string) {
  return sitePath(`/services/${encodeURIComponent(slug)}`);
}

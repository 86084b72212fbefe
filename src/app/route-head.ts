import type { AnyRouteMatch } from '@tanstack/react-router';
import type { PageId, PageMatch, RouteHead } from '../shared/page-meta.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The head of the page the route shows (src/shared/page-meta.ts). */
    head?: RouteHead;
  }
}

/** `staticData` of a public page's route: its texts (meta.<id>.*) and canonical address follow from the id. */
export const pageHead = (id: PageId): { head: RouteHead } => ({ head: { kind: 'page', id } });

/** `staticData` of a service page's route (`$slug` names the service). */
export const serviceHead: { head: RouteHead } = { head: { kind: 'service' } };

/**
 * The head of the deepest matched route: what the server writes into a rendered page and what
 * the SPA keeps current while the visitor moves around. No route or a not-found match is
 * `unknown` (404, noindex).
 */
export function headOfMatches(matches: readonly AnyRouteMatch[]): PageMatch {
  const leaf = matches.at(-1);
  if (!leaf || matches.some((match) => match.status === 'notFound')) return { kind: 'unknown' };
  const head = leaf.staticData?.head;
  if (head?.kind === 'page') return head;
  const slug = (leaf.params as { slug?: string }).slug;
  if (head?.kind === 'service' && slug) return { kind: 'service', slug };
  return leaf.routeId === '__root__' ? { kind: 'unknown' } : { kind: 'other' };
}

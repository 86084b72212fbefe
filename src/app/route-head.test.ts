import { type AnyRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../routeTree.gen.ts';
import { PAGE_IDS } from '../shared/page-meta.ts';

// The router gives every route its id.
const routes = Object.values(createRouter({ routeTree }).routesById) as AnyRoute[];

const publicLeaves = routes.filter(
  (route) => route.id.startsWith('/_public/') && Object.keys(route.children ?? {}).length === 0,
);

describe('route heads', () => {
  it('finds the public pages in the route tree', () => {
    expect(publicLeaves.length).toBeGreaterThanOrEqual(PAGE_IDS.length);
  });

  it.each(publicLeaves.map((route) => [route.id, route] as const))('%s declares its head', (_id, route) => {
    const head = route.options.staticData?.head;
    expect(head).toBeDefined();
    expect(head?.kind === 'service').toBe(route.id.endsWith('/$slug'));
  });

  it('every page of the sitemap is the head of a route', () => {
    const declared = new Set(
      publicLeaves
        .map((route) => route.options.staticData?.head)
        .flatMap((head) => (head?.kind === 'page' ? [head.id] : [])),
    );
    expect([...declared].sort()).toEqual([...PAGE_IDS].sort());
  });
});

import type { EntityManager } from '@mikro-orm/postgresql';
import { Redirect } from '../db/entities/index.ts';

/**
 * A project's public address is /portfolio#<slug>, a fragment that never reaches the server. A
 * renamed project keeps its old anchor as a redirect row `/portfolio#old` → `/portfolio#new`
 * (written like a service's page move, listed and removable in the owner's redirects); the
 * portfolio gets each project's former slugs and scrolls to it for an old anchor.
 */
const ANCHOR_PREFIX = '/portfolio#';

export const projectAnchor = (slug: string) => `${ANCHOR_PREFIX}${slug}`;

/** The slug of an anchor path, or null for any other path. */
export function anchorSlug(path: string): string | null {
  return path.startsWith(ANCHOR_PREFIX) && path.length > ANCHOR_PREFIX.length ? path.slice(ANCHOR_PREFIX.length) : null;
}

/** Former slugs by current slug, from the anchor redirects (chains are kept flat by recordPageMove). */
export async function formerSlugsBySlug(em: EntityManager): Promise<Map<string, string[]>> {
  const rows = await em.find(
    Redirect,
    { fromPath: { $like: `${ANCHOR_PREFIX}%` } },
    { fields: ['fromPath', 'toPath'], orderBy: { id: 'asc' } },
  );
  const bySlug = new Map<string, string[]>();
  for (const row of rows) {
    const from = anchorSlug(row.fromPath);
    const to = anchorSlug(row.toPath);
    if (from && to) bySlug.set(to, [...(bySlug.get(to) ?? []), from]);
  }
  return bySlug;
}

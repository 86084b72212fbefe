import type { EntityManager } from '@mikro-orm/postgresql';
import type { RedirectOutput } from '../../src/shared/redirects.ts';
import { Redirect } from '../db/entities/index.ts';
import { conflict, conflictOnDuplicate, fieldRefusal, notFound } from '../domain/errors.ts';

/** How many redirects one request may follow at most; a longer chain is refused when written. */
export const MAX_REDIRECT_HOPS = 5;
const REDIRECT_TAKEN = 'Bu adres için zaten bir yönlendirme var';
const REDIRECT_NOT_FOUND = 'Yönlendirme bulunamadı';

const toOutput = (row: Redirect): RedirectOutput => ({
  id: row.id,
  from: row.fromPath,
  to: row.toPath,
  automatic: row.automatic,
  createdAt: row.createdAt.toISOString(),
});

/** Every redirect as a map from path to path, for the request middleware (cached by the caller). */
export async function redirectMap(em: EntityManager): Promise<Map<string, string>> {
  const rows = await em.find(Redirect, {}, { fields: ['fromPath', 'toPath'] });
  return new Map(rows.map((row) => [row.fromPath, row.toPath]));
}

/** Where a path ends up after following the map (at most MAX_REDIRECT_HOPS), or null for a loop or too long a chain. */
export function followRedirects(map: ReadonlyMap<string, string>, path: string): string | null {
  let current = path;
  for (let hop = 0; hop <= MAX_REDIRECT_HOPS; hop++) {
    const next = map.get(current);
    if (next === undefined) return current;
    if (next === path) return null;
    current = next;
  }
  return null;
}

export async function listRedirects(em: EntityManager): Promise<RedirectOutput[]> {
  const rows = await em.find(Redirect, {}, { orderBy: { fromPath: 'asc' } });
  return rows.map(toOutput);
}

/**
 * The owner's redirect: refused (400 on `to`) when it would lead back to `from` or make a chain
 * longer than MAX_REDIRECT_HOPS; 409 when `from` already has one.
 */
export async function createRedirect(
  em: EntityManager,
  input: { from: string; to: string },
  options: { automatic?: boolean } = {},
): Promise<RedirectOutput> {
  const map = await redirectMap(em);
  if (map.has(input.from)) throw conflict(REDIRECT_TAKEN);
  map.set(input.from, input.to);
  if (followRedirects(map, input.from) === null) throw fieldRefusal('to', 'admin.redirectLoop');
  const row = em.create(Redirect, {
    fromPath: input.from,
    toPath: input.to,
    automatic: options.automatic ?? false,
    createdAt: new Date(),
  });
  await conflictOnDuplicate(() => em.flush(), REDIRECT_TAKEN);
  return toOutput(row);
}

export async function deleteRedirect(em: EntityManager, id: number): Promise<{ ok: true }> {
  const deleted = await em.nativeDelete(Redirect, { id });
  if (deleted === 0) throw notFound(REDIRECT_NOT_FOUND);
  return { ok: true };
}

/**
 * A page moved from `from` to `to` (a service's new slug): the old address redirects to the new
 * one, redirects that led to the old address lead straight to the new one, and a redirect away
 * from the new address goes (the page lives there now). Run inside the save's transaction.
 */
export async function recordPageMove(em: EntityManager, from: string, to: string): Promise<void> {
  if (from === to) return;
  await em.nativeDelete(Redirect, { fromPath: { $in: [to, from] } });
  await em.nativeUpdate(Redirect, { toPath: from }, { toPath: to });
  await em.insert(Redirect, { fromPath: from, toPath: to, automatic: true, createdAt: new Date() });
}

import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../domain/errors.ts';

/**
 * An admin's delete of one row by id, with one statement: what hangs on the row goes with it
 * through the foreign keys' ON DELETE CASCADE. Not found (404) when there is no such row.
 */
export async function deleteById(
  em: EntityManager,
  entity: EntityName<{ id: number }>,
  id: number,
  notFoundMessage: string,
): Promise<{ ok: true }> {
  const deleted = await em.nativeDelete(entity, { id });
  if (deleted === 0) throw notFound(notFoundMessage);
  return { ok: true };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../db/entities/index.ts';

/** An admin row for tests that never sign in with a password (reset flows, operator tools). */
export function createAdminRow(
  em: EntityManager,
  fields: { username: string } & Partial<Omit<User, 'username'>>,
): User {
  return em.create(User, { passwordHash: 'unused', role: 'admin', ...fields });
}

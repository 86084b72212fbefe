import type { EntityManager } from '@mikro-orm/postgresql';
import { Setting } from '../entities/index.ts';
import { SETTING_DEFAULTS } from './settings.seed.ts';

/** Idempotent: inserts what is missing, never overwrites what an admin changed. */
export async function seedDatabase(em: EntityManager): Promise<void> {
  const now = new Date();
  await em
    .createQueryBuilder(Setting)
    .insert(Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value, updatedAt: now })))
    .onConflict('key')
    .ignore()
    .execute();
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { PUBLIC_SETTING_KEYS, type SettingsMap } from '../../src/shared/settings.ts';
import { Setting } from '../db/entities/index.ts';

/** The public key-value object of GET /api/settings: every key except the private ones. */
export async function getPublicSettings(em: EntityManager): Promise<SettingsMap> {
  const rows = await em.find(Setting, { key: { $in: PUBLIC_SETTING_KEYS } }, { orderBy: { key: 'asc' } });
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

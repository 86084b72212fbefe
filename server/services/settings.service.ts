import type { EntityManager } from '@mikro-orm/postgresql';
import { PUBLIC_SETTING_KEYS, type SettingsMap } from '../../src/shared/settings.ts';
import { Setting } from '../db/entities/index.ts';

/** Public settings, plus the Maps browser key when the server has one (not a stored setting). */
export type PublicSettings = SettingsMap & { maps_api_key?: string };

/**
 * The public key-value object of GET /api/settings: every key except the private ones, and
 * `maps_api_key` only when MAPS_API_KEY is set (a browser key, public by nature).
 */
export async function getPublicSettings(
  em: EntityManager,
  options: { mapsApiKey?: string | undefined } = {},
): Promise<PublicSettings> {
  const rows = await em.find(Setting, { key: { $in: PUBLIC_SETTING_KEYS } }, { orderBy: { key: 'asc' } });
  const settings: PublicSettings = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  if (options.mapsApiKey) settings.maps_api_key = options.mapsApiKey;
  return settings;
}

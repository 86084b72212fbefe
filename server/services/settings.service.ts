import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type EditableSettingKey,
  PUBLIC_SETTING_KEYS,
  SETTING_KEYS,
  type SettingKey,
  type SettingsMap,
} from '../../src/shared/settings.ts';
import { parseWorkingHours } from '../../src/shared/working-hours-schema.ts';
import { Setting } from '../db/entities/index.ts';
import { legacyWorkingHoursTexts } from './legacy-working-hours.ts';

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

/** GET /api/admin/settings: every key of spec 001 section 3, missing ones as ''. */
export async function getAllSettings(em: EntityManager): Promise<Record<SettingKey, string>> {
  const rows = await em.find(Setting, { key: { $in: SETTING_KEYS } });
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, stored.get(key) ?? ''])) as Record<SettingKey, string>;
}

/**
 * PUT /api/admin/settings: writes the given keys in one transaction (upsert). New working hours
 * also rewrite their two Turkish sentences (working_hours_weekday/_weekend) for API clients.
 */
export async function updateSettings(
  em: EntityManager,
  values: Partial<Record<EditableSettingKey, string>>,
): Promise<Record<SettingKey, string>> {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined) as Array<[SettingKey, string]>;
  const hours = parseWorkingHours(values.working_hours);
  if (hours) entries.push(...(Object.entries(legacyWorkingHoursTexts(hours)) as Array<[SettingKey, string]>));
  if (entries.length > 0) {
    const now = new Date();
    await em
      .createQueryBuilder(Setting)
      .insert(entries.map(([key, value]) => ({ key, value, updatedAt: now })))
      .onConflict('key')
      .merge(['value', 'updatedAt'])
      .execute();
  }
  return getAllSettings(em);
}

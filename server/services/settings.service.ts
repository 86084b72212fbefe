import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  DERIVED_SETTING_KEYS,
  type EditableSettingKey,
  IMAGE_SETTING_KEYS,
  PUBLIC_SETTING_KEYS,
  type PublicSettings,
  SETTING_KEYS,
  type SettingKey,
  type settingsUpdateSchema,
} from '../../src/shared/settings.ts';
import { DEFAULT_WORKING_HOURS, type Weekday, type WorkingHours } from '../../src/shared/working-hours.ts';
import { parseWorkingHours, serializeWorkingHours } from '../../src/shared/working-hours-schema.ts';
import { Setting } from '../db/entities/index.ts';
import { fieldRefusal } from '../domain/errors.ts';
import { publicImagesFor } from '../media/public-images.ts';
import {
  legacyWorkingHoursTexts,
  parseLegacyWorkingHours,
  readHoursSentence,
  SENTENCE_DAYS,
} from './legacy-working-hours.ts';

type SettingsUpdate = z.output<typeof settingsUpdateSchema>;

export type { PublicSettings };

/**
 * The public key-value object of GET /api/settings: every key except the private ones,
 * `maps_api_key` only when MAPS_API_KEY is set (a browser key, public by nature), and `images`
 * only when an image setting is an uploaded raster image (its sizes for the variants).
 */
export async function getPublicSettings(
  em: EntityManager,
  options: { mapsApiKey?: string | undefined; uploadsBase?: string | undefined } = {},
): Promise<PublicSettings> {
  const rows = await em.find(Setting, { key: { $in: PUBLIC_SETTING_KEYS } }, { orderBy: { key: 'asc' } });
  const settings: PublicSettings = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  if (options.mapsApiKey) settings.maps_api_key = options.mapsApiKey;
  const images = await publicImagesFor(
    em,
    IMAGE_SETTING_KEYS.map((key) => settings[key] ?? ''),
    undefined,
    options.uploadsBase,
  );
  for (const key of IMAGE_SETTING_KEYS) {
    const image = images.get(settings[key] ?? '');
    if (image) settings.images = { ...settings.images, [key]: image };
  }
  return settings;
}

/** GET /api/admin/settings: every key of spec 001 section 3, missing ones as ''. */
export async function getAllSettings(em: EntityManager): Promise<Record<SettingKey, string>> {
  const rows = await em.find(Setting, { key: { $in: SETTING_KEYS } });
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, stored.get(key) ?? ''])) as Record<SettingKey, string>;
}

type SentenceKey = (typeof DERIVED_SETTING_KEYS)[number];

const sameDays = (a: Partial<WorkingHours>, b: WorkingHours, days: readonly Weekday[]) =>
  days.every((day) => JSON.stringify(a[day]) === JSON.stringify(b[day]));

/**
 * The working hours a PUT saves, or undefined when it leaves them as they are. `working_hours`
 * counts when it differs from the stored one ('' clears it, and the sentences stay as they
 * were). A sentence (`working_hours_weekday`: Monday–Friday, `working_hours_weekend`: Saturday
 * and Sunday) counts when it is not empty and says something other than the stored hours; it
 * then sets its days, over the `working_hours` sent with it or the stored hours. So the
 * answer of GET sent back changes nothing, and a client that edits either form is understood.
 * A sentence the server cannot read is refused (400, field code `settings.hoursText`) unless
 * it is the stored text unchanged (an older install's free text).
 */
function workingHoursToSave(
  stored: Record<SettingKey, string>,
  json: string | undefined,
  sentences: Partial<Record<SentenceKey, string>>,
): WorkingHours | undefined {
  const storedHours = parseWorkingHours(stored.working_hours);
  let hours = json !== undefined && json !== stored.working_hours ? parseWorkingHours(json) : undefined;
  for (const key of DERIVED_SETTING_KEYS) {
    const text = sentences[key]?.trim();
    if (!text || text === stored[key].trim()) continue;
    const read = readHoursSentence(key, text);
    if (!read) throw fieldRefusal(key, 'settings.hoursText');
    if (storedHours && sameDays(read, storedHours, SENTENCE_DAYS[key])) continue;
    const base =
      hours ??
      storedHours ??
      parseLegacyWorkingHours(stored.working_hours_weekday, stored.working_hours_weekend) ??
      DEFAULT_WORKING_HOURS;
    hours = { ...base, ...read };
  }
  return hours ?? undefined;
}

/**
 * PUT /api/admin/settings: writes the given keys that change, in one statement (upsert). New
 * working hours (the structure or a sentence) save the structure and rewrite both sentences.
 */
export async function updateSettings(em: EntityManager, values: SettingsUpdate): Promise<Record<SettingKey, string>> {
  const stored = await getAllSettings(em);
  const { working_hours_weekday, working_hours_weekend, ...editable } = values;
  const next = new Map<SettingKey, string>();
  for (const [key, value] of Object.entries(editable) as Array<[EditableSettingKey, string | undefined]>) {
    if (value !== undefined) next.set(key, value);
  }
  const hours = workingHoursToSave(stored, editable.working_hours, { working_hours_weekday, working_hours_weekend });
  if (hours) {
    next.set('working_hours', serializeWorkingHours(hours));
    for (const [key, text] of Object.entries(legacyWorkingHoursTexts(hours))) next.set(key as SentenceKey, text);
  }
  // Only what changes is written: the answer of GET sent back writes nothing.
  const entries = [...next].filter(([key, value]) => stored[key] !== value);
  if (entries.length > 0) {
    const now = new Date();
    await em
      .createQueryBuilder(Setting)
      .insert(entries.map(([key, value]) => ({ key, value, updatedAt: now })))
      .onConflict('key')
      .merge(['value', 'updatedAt'])
      .execute();
  }
  return entries.length > 0 ? getAllSettings(em) : stored;
}

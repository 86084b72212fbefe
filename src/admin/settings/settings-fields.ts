import { z } from 'zod';
import {
  ADMIN_MAP_DEFAULT_ZOOM,
  type EditableSettingKey,
  isEditableSettingKey,
  SETTING_GROUPS,
  type SettingGroup,
  type SettingKey,
  settingValueSchemas,
} from '../../shared/settings.ts';

/** How a setting is edited; the input type follows the key's server rule. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'tel'
  | 'url'
  | 'asset'
  | 'decimal'
  | 'zoom'
  | 'color'
  | 'language'
  | 'hours'
  | 'switch'
  | 'video'
  | 'image'
  | 'date';

export const FIELD_KIND = {
  site_name: 'text',
  site_tagline: 'text',
  site_description: 'textarea',
  site_keywords: 'text',
  site_language: 'language',
  company_email: 'email',
  company_phone: 'tel',
  whatsapp_number: 'tel',
  company_fax: 'tel',
  contact_email: 'email',
  lead_confirmation: 'switch',
  company_address: 'textarea',
  company_legal_name: 'text',
  company_mersis: 'text',
  company_kep: 'email',
  working_hours: 'hours',
  maps_latitude: 'decimal',
  maps_longitude: 'decimal',
  maps_address: 'textarea',
  maps_business_name: 'text',
  maps_zoom_level: 'zoom',
  social_linkedin: 'url',
  social_facebook: 'url',
  social_instagram: 'url',
  social_youtube: 'url',
  social_twitter: 'url',
  social_tiktok: 'url',
  logo_url: 'asset',
  favicon_url: 'asset',
  map_marker_logo_url: 'asset',
  theme_primary_color: 'color',
  theme_background_color: 'color',
  theme_accent_color: 'color',
  intro_video_url: 'video',
  intro_video_poster_url: 'image',
  promo_enabled: 'switch',
  promo_start: 'date',
  promo_end: 'date',
  promo_pages: 'text',
} satisfies Record<EditableSettingKey, FieldKind>;

/** The settings whose value is a media file (a video, an image), shown with their current file. */
export type MediaSettingKey = {
  [Key in EditableSettingKey]: (typeof FIELD_KIND)[Key] extends 'video' | 'image' ? Key : never;
}[EditableSettingKey];
export const isMediaSettingKey = (key: EditableSettingKey): key is MediaSettingKey =>
  FIELD_KIND[key] === 'video' || FIELD_KIND[key] === 'image';

/** Keys with an explanatory line under the input (message admin.settings.hint.<key>). */
const HINTED_KEYS = [
  'site_keywords',
  'company_email',
  'company_legal_name',
  'company_mersis',
  'company_kep',
  'contact_email',
  'lead_confirmation',
  'whatsapp_number',
  'maps_zoom_level',
  'intro_video_url',
  'intro_video_poster_url',
  'promo_enabled',
  'promo_start',
  'promo_pages',
] as const satisfies readonly EditableSettingKey[];
export const KEY_HINTS: ReadonlySet<EditableSettingKey> = new Set(HINTED_KEYS);
/** Whether a key has its hint (and so its message id is checked where it is written). */
export const hasKeyHint = (key: EditableSettingKey): key is (typeof HINTED_KEYS)[number] => KEY_HINTS.has(key);

/** The keys a tab edits, in order (the derived working hours sentences are not edited). */
export function tabKeys(group: SettingGroup): EditableSettingKey[] {
  return SETTING_GROUPS[group].filter(isEditableSettingKey);
}

export type TabValues = Record<string, string>;

/** The tab's values from the stored settings; an empty zoom shows the admin default 20. */
export function initialTabValues(group: SettingGroup, all: Partial<Record<SettingKey, string>>): TabValues {
  const values: TabValues = {};
  for (const key of tabKeys(group)) values[key] = all[key] ?? '';
  if (group === 'maps' && !values.maps_zoom_level?.trim()) values.maps_zoom_level = String(ADMIN_MAP_DEFAULT_ZOOM);
  return values;
}

/** The server's per-key rules for one tab's keys (the save sends only these). */
export function tabSchema(group: SettingGroup) {
  return z.strictObject(Object.fromEntries(tabKeys(group).map((key) => [key, settingValueSchemas[key]])));
}

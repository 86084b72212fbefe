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

export const FIELD_KIND: Record<EditableSettingKey, FieldKind> = {
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
};

/** Keys with an explanatory line under the input (message admin.settings.hint.<key>). */
export const KEY_HINTS: ReadonlySet<EditableSettingKey> = new Set<EditableSettingKey>([
  'site_keywords',
  'company_email',
  'contact_email',
  'lead_confirmation',
  'whatsapp_number',
  'maps_zoom_level',
  'intro_video_url',
  'intro_video_poster_url',
  'promo_enabled',
  'promo_start',
  'promo_pages',
]);

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

import { z } from 'zod';

/** Every settings key of both spec documents, grouped as the admin settings tabs show them. */
export const SETTING_GROUPS = {
  general: ['site_name', 'site_tagline', 'site_description', 'site_keywords', 'site_language'],
  contact: [
    'company_email',
    'company_phone',
    'whatsapp_number',
    'company_fax',
    'contact_email',
    'company_address',
    'working_hours_weekday',
    'working_hours_weekend',
  ],
  maps: ['maps_latitude', 'maps_longitude', 'maps_address', 'maps_business_name', 'maps_zoom_level'],
  social: [
    'social_linkedin',
    'social_facebook',
    'social_instagram',
    'social_youtube',
    'social_twitter',
    'social_tiktok',
  ],
  branding: [
    'logo_url',
    'favicon_url',
    'map_marker_logo_url',
    'theme_primary_color',
    'theme_background_color',
    'theme_accent_color',
  ],
} as const;

export type SettingGroup = keyof typeof SETTING_GROUPS;
export type SettingKey = (typeof SETTING_GROUPS)[SettingGroup][number];

export const SETTING_KEYS = Object.values(SETTING_GROUPS).flat() as SettingKey[];

/**
 * Keys that never leave the server through the public settings call. contact_email is the
 * internal inbox that receives contact-form notifications; the public site shows company_email.
 */
export const PRIVATE_SETTING_KEYS: ReadonlySet<SettingKey> = new Set<SettingKey>(['contact_email']);

export const PUBLIC_SETTING_KEYS = SETTING_KEYS.filter((key) => !PRIVATE_SETTING_KEYS.has(key));

export function isSettingKey(value: string): value is SettingKey {
  return (SETTING_KEYS as string[]).includes(value);
}

/** Key-value object of site settings: all values are text (spec 001 section 3). */
export const settingsMapSchema = z.record(z.string(), z.string());
export type SettingsMap = Partial<Record<SettingKey, string>>;

/** Map defaults of spec 000 section 9, used when the settings are missing. */
export const MAP_DEFAULTS = { latitude: 36.7955, longitude: 34.6399, zoom: 15 } as const;

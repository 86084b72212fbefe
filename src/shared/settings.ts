import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import type { PublicImage } from './media-image.ts';
import { publicImageSchema } from './media-image-schema.ts';
import { isCalendarDay, isPromoPagesText } from './promo.ts';
import { specRule, type ValidationMessageId } from './validation-messages.ts';
import { workingHoursSetting } from './working-hours-schema.ts';

/** Every settings key of both spec documents, grouped as the admin settings tabs show them. */
export const SETTING_GROUPS = {
  general: ['site_name', 'site_tagline', 'site_description', 'site_keywords', 'site_language'],
  contact: [
    'company_email',
    'company_phone',
    'whatsapp_number',
    'company_fax',
    'contact_email',
    'lead_confirmation',
    'company_address',
    /** For the legal pages (issue 22): the registered name (else site_name), MERSİS number, KEP address. */
    'company_legal_name',
    'company_mersis',
    'company_kep',
    'working_hours',
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
    'intro_video_url',
    'intro_video_poster_url',
  ],
  /** The promo pop-up (issue 22): src/shared/promo.ts reads these. */
  promo: ['promo_enabled', 'promo_start', 'promo_end', 'promo_pages'],
} as const;

export type SettingGroup = keyof typeof SETTING_GROUPS;
export type SettingKey = (typeof SETTING_GROUPS)[SettingGroup][number];

export const SETTING_KEYS = Object.values(SETTING_GROUPS).flat() as SettingKey[];

/**
 * Keys the server writes itself: the Turkish sentences of the working hours, derived from
 * `working_hours` on every save and kept readable for API clients. The admin's form does not
 * edit them; an API client may send them back to PUT /api/admin/settings in the same form,
 * and the server reads them into `working_hours` (server/services/settings.service.ts).
 */
export const DERIVED_SETTING_KEYS = ['working_hours_weekday', 'working_hours_weekend'] as const;
export type DerivedSettingKey = (typeof DERIVED_SETTING_KEYS)[number];
export type EditableSettingKey = Exclude<SettingKey, DerivedSettingKey>;

export function isEditableSettingKey(key: SettingKey): key is EditableSettingKey {
  return !(DERIVED_SETTING_KEYS as readonly string[]).includes(key);
}

export const EDITABLE_SETTING_KEYS = SETTING_KEYS.filter(isEditableSettingKey);

/**
 * Keys that never leave the server through the public settings call. contact_email is the
 * internal inbox that receives contact-form notifications; the public site shows company_email.
 * lead_confirmation (mail the visitor a confirmation) is the owner's business only.
 */
export const PRIVATE_SETTING_KEYS: ReadonlySet<SettingKey> = new Set<SettingKey>([
  'contact_email',
  'lead_confirmation',
]);

export const PUBLIC_SETTING_KEYS = SETTING_KEYS.filter((key) => !PRIVATE_SETTING_KEYS.has(key));

export function isSettingKey(value: string): value is SettingKey {
  return (SETTING_KEYS as string[]).includes(value);
}

/** Key-value object of site settings: all values are text (spec 001 section 3). */
export const settingsMapSchema = z.record(z.string(), z.string());
export type SettingsMap = Partial<Record<SettingKey, string>>;

/** Settings that hold an image the public pages draw (issue 20: drawn from its variants). */
export const IMAGE_SETTING_KEYS = ['logo_url', 'map_marker_logo_url', 'intro_video_poster_url'] as const;
export type ImageSettingKey = (typeof IMAGE_SETTING_KEYS)[number];

/**
 * GET /api/settings: the text values, `maps_api_key` when the server has one, and `images`
 * (only when there is one): the descriptor of each image setting that is an uploaded raster
 * image, by setting key. Its `alt` is '' (settings are the same in every language): the page
 * uses its own text (the site name for the logo).
 */
export type PublicSettings = SettingsMap & {
  maps_api_key?: string;
  images?: Partial<Record<ImageSettingKey, PublicImage>>;
};
export const publicSettingsSchema = z
  .object({ images: z.partialRecord(z.enum(IMAGE_SETTING_KEYS), publicImageSchema).optional() })
  .catchall(z.string()) as unknown as z.ZodType<PublicSettings>;

/** Map defaults of spec 000 section 9, used when the settings are missing. */
export const MAP_DEFAULTS = { latitude: 36.7955, longitude: 34.6399, zoom: 15 } as const;

const text = (max: number) => z.string().trim().max(max);
const optionalPattern = (pattern: RegExp, rule: ValidationMessageId, max = 300) =>
  text(max).refine((value) => value === '' || pattern.test(value), specRule(rule));
const numberIn = (min: number, max: number, rule: ValidationMessageId) =>
  text(40).refine((value) => {
    if (!/^-?\d+(\.\d+)?$/.test(value)) return false;
    const number = Number(value);
    return number >= min && number <= max;
  }, specRule(rule));
const emailSetting = text(254).refine(
  (value) => value === '' || z.email().safeParse(value).success,
  specRule('contact.email'),
);
const urlSetting = optionalPattern(/^https?:\/\/[^\s]+$/i, 'settings.url', 2000);
/** An uploaded file (/uploads/...), a site path or an https URL. */
const assetSetting = optionalPattern(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i, 'admin.link', 2000);
const colorSetting = optionalPattern(/^#[0-9a-fA-F]{6}$/, 'settings.color', 7);
const phoneSetting = optionalPattern(/^[+\d\s()-]{3,40}$/, 'settings.phone', 40);
/** A first or last day (YYYY-MM-DD), or '' for none. */
const daySetting = text(10).refine((value) => value === '' || isCalendarDay(value), specRule('settings.date'));
const NO_LINE_BREAKS = /^[^\r\n]*$/;
const line = (max: number) => text(max).regex(NO_LINE_BREAKS, 'Satır sonu içeremez');

/** Per-key rules of the settings form and of PUT /api/admin/settings (spec 001 sections 3, 5). */
export const settingValueSchemas = {
  site_name: line(200),
  site_tagline: line(300),
  site_description: text(2000),
  site_keywords: line(1000),
  site_language: z.enum(LANGUAGES, specRule('settings.language')),
  company_email: emailSetting,
  company_phone: phoneSetting,
  whatsapp_number: phoneSetting,
  company_fax: phoneSetting,
  contact_email: emailSetting,
  /** 'true': a visitor who sends the contact form gets a short confirmation mail in their language. */
  lead_confirmation: z.enum(['true', 'false', '']),
  company_address: text(500),
  company_legal_name: line(300),
  company_mersis: line(40),
  company_kep: emailSetting,
  working_hours: workingHoursSetting,
  maps_latitude: numberIn(-90, 90, 'settings.latitude'),
  maps_longitude: numberIn(-180, 180, 'settings.longitude'),
  maps_address: text(500),
  maps_business_name: line(200),
  maps_zoom_level: text(2).refine(
    (value) => /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 21,
    specRule('settings.zoom'),
  ),
  social_linkedin: urlSetting,
  social_facebook: urlSetting,
  social_instagram: urlSetting,
  social_youtube: urlSetting,
  social_twitter: urlSetting,
  social_tiktok: urlSetting,
  logo_url: assetSetting,
  favicon_url: assetSetting,
  map_marker_logo_url: assetSetting,
  theme_primary_color: colorSetting,
  theme_background_color: colorSetting,
  theme_accent_color: colorSetting,
  intro_video_url: assetSetting,
  intro_video_poster_url: assetSetting,
  /** 'false' keeps the promo pop-up closed; '' or 'true' opens it (spec 000 section 9). */
  promo_enabled: z.enum(['true', 'false', '']),
  promo_start: daySetting,
  promo_end: daySetting,
  /** Page ids, comma-separated; '' for every page but the legal ones. */
  promo_pages: text(300).refine(isPromoPagesText, specRule('settings.promoPages')),
} satisfies Record<EditableSettingKey, z.ZodType<string, string>>;

/**
 * A working-hours sentence as GET writes it ("Pazartesi - Cuma: 09:00 - 18:00"). Only its size
 * is checked here: the server reads it into `working_hours` when it differs from the stored one,
 * and refuses what it cannot read (field code `settings.hoursText`).
 */
const hoursSentence = line(1000);

/**
 * PUT /api/admin/settings: any subset of the editable keys, plus the two working-hours sentences
 * in the form GET /api/admin/settings answers them, so its answer can be sent back as it is;
 * unknown keys are refused.
 */
export const settingsUpdateSchema = z.strictObject({
  ...(Object.fromEntries(Object.entries(settingValueSchemas).map(([key, schema]) => [key, schema.optional()])) as {
    [K in EditableSettingKey]: z.ZodOptional<(typeof settingValueSchemas)[K]>;
  }),
  working_hours_weekday: hoursSentence.optional(),
  working_hours_weekend: hoursSentence.optional(),
} satisfies Record<DerivedSettingKey, unknown> & Record<EditableSettingKey, unknown>);
export type SettingsUpdateInput = z.input<typeof settingsUpdateSchema>;

/** Zoom of the admin map when none is stored (spec 001 section 9). */
export const ADMIN_MAP_DEFAULT_ZOOM = 20;

import type { SettingKey } from '../../../src/shared/settings.ts';
import { DEFAULT_WORKING_HOURS } from '../../../src/shared/working-hours.ts';
import { serializeWorkingHours } from '../../../src/shared/working-hours-schema.ts';
import { legacyWorkingHoursTexts } from '../../services/legacy-working-hours.ts';

/**
 * Defaults of every settings key for the agency's Mersin office. Seeding inserts the keys that
 * are missing and never overwrites a value an admin has saved.
 */
export const SETTING_DEFAULTS: Record<SettingKey, string> = {
  site_name: 'TBT Dijital',
  site_tagline: 'Dijital dönüşümde güvenilir ortağınız',
  site_description:
    'Mersin merkezli dijital ajans: web tasarım, e-ticaret paketleri, mobil uygulama, yazılım, dijital pazarlama, sosyal medya danışmanlığı, marka ve tasarım, VR/AR ve yapay zekâ entegrasyonları.',
  site_keywords: 'web tasarım, e-ticaret, mobil uygulama, yazılım, dijital pazarlama, sosyal medya, SEO, Mersin',
  site_language: 'tr',
  company_email: 'merhaba@tbtdijital.com.tr',
  company_phone: '+90 324 555 01 24',
  whatsapp_number: '905325550124',
  company_fax: '',
  contact_email: 'teklif@tbtdijital.com.tr',
  // Off by default (issue 12): the visitor gets no confirmation mail unless the owner turns it on.
  lead_confirmation: 'false',
  // The promo pop-up opens as spec 000 section 9 says until the owner changes these (issue 22).
  promo_enabled: 'true',
  promo_start: '',
  promo_end: '',
  promo_pages: '',
  // Empty: the legal pages name the company by site_name and leave out the MERSİS and KEP lines.
  company_legal_name: '',
  company_mersis: '',
  company_kep: '',
  company_address: 'Çamlıbel Mah. Atatürk Cad. No: 12 Kat: 3, 33010 Akdeniz / Mersin',
  // Monday–Friday 09:00–18:00, Saturday 10:00–14:00, Sunday closed; the two sentences derived from it
  // ('Pazartesi - Cuma: 09:00 - 18:00', 'Cumartesi: 10:00 - 14:00, Pazar: Kapalı').
  working_hours: serializeWorkingHours(DEFAULT_WORKING_HOURS),
  ...legacyWorkingHoursTexts(DEFAULT_WORKING_HOURS),
  maps_latitude: '36.7955',
  maps_longitude: '34.6399',
  maps_address: 'Çamlıbel Mah. Atatürk Cad. No: 12, 33010 Akdeniz / Mersin',
  maps_business_name: 'TBT Dijital',
  maps_zoom_level: '15',
  social_linkedin: 'https://www.linkedin.com/company/tbtdijital',
  social_facebook: 'https://www.facebook.com/tbtdijital',
  social_instagram: 'https://www.instagram.com/tbtdijital',
  social_youtube: '',
  social_twitter: '',
  social_tiktok: '',
  logo_url: '',
  favicon_url: '',
  map_marker_logo_url: '',
  theme_primary_color: '#EA580C',
  theme_background_color: '#F5F3EF',
  theme_accent_color: '#6B7280',
  // The seed's own intro video and poster are set by seedIntroVideo (server/db/seed/media.seed.ts).
  intro_video_url: '',
  intro_video_poster_url: '',
};

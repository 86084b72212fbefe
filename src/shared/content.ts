import { z } from 'zod';

/**
 * The translation key families of spec 000 section 3 that live in the content store (admin
 * editable); the server seeds them from the SPA's built-in dictionaries.
 */
export const CONTENT_KEY_PREFIXES = [
  'nav.',
  'hero.',
  'button.',
  'stats.',
  'service.',
  'contact.form.',
  'cta.',
  'ecommerce.package.',
  'portfolio.',
  'brands.',
  'footer.',
  'promo.',
  /** Page titles and descriptions of the server-written page heads (beyond spec 000). */
  'meta.',
] as const;

export const CONTENT_SINGLE_KEYS = ['company.tagline', 'about.experienceYears'] as const;

/** Feature keys of the service detail page; each also has `<key>_desc`. */
export const FEATURE_KEYS = [
  'responsive_tasarim',
  'hizli_yukleme',
  'seo_optimizasyonu',
  'guvenlik',
  'admin_paneli',
  'mobil_uyumluluk',
] as const;

export function isContentStoreKey(key: string): boolean {
  return (
    CONTENT_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)) ||
    (CONTENT_SINGLE_KEYS as readonly string[]).includes(key) ||
    FEATURE_KEYS.some((feature) => key === feature || key === `${feature}_desc`)
  );
}

/** GET /api/content/{language}: key → text. */
export const contentMapSchema = z.record(z.string(), z.string());

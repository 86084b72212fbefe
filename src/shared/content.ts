import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { z } from 'zod';
import { isLegalContentKey } from './legal-content.ts';

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
    isLegalContentKey(key) ||
    FEATURE_KEYS.some((feature) => key === feature || key === `${feature}_desc`)
  );
}

/** GET /api/content/{language}: key → text. */
export const contentMapSchema = z.record(z.string(), z.string());

/** A syntax-tree element of a compiled text (formatjs's MessageFormatElement, by its type tag). */
const messageElementSchema = z.custom<MessageFormatElement>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'number',
);
/** The content store's texts of a language compiled for react-intl (CompactMessages). */
export const compiledContentSchema = z.record(z.string(), z.union([z.string(), z.array(messageElementSchema)]));

/**
 * Responsive images (issue 20): what a page needs to draw one uploaded raster image, and the
 * names of its variants. Pure functions shared by the server (pipeline, variant route, page
 * head) and the SPA (<picture>). No zod here: every public page loads this module.
 *
 * Files under /uploads (DATA_DIR/uploads):
 * - `<stored name>`               the public master: the upload re-encoded (longest side at most
 *                                 3840 px) with the orientation applied and every metadata block
 *                                 removed;
 * - `.originals/<stored name>`    the file as uploaded, for admins only (never served publicly);
 * - `v/<stem>-<hash>-<w>.<ext>`   a width variant (avif, webp, and jpg or png);
 * - `v/<stem>-<hash>-og-<x>-<y>.jpg`  the 1200×630 share image cropped around the focal point
 *                                 (x, y in whole percent).
 * `<stem>` is the stored name without its extension, `<hash>` the first 10 hex digits of the
 * master's SHA-256: a new master is a new name, so every variant is immutable.
 */
import type { Language } from './languages.ts';

/** Widths made for every raster image, kept only when not wider than the image itself. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/**
 * AVIF stops at 1280 px: a 1920 px AVIF took 0.2-0.9 s to encode (more than the other five
 * AVIFs of a photo together) and no layout draws an image wider than 1280 device pixels; a
 * browser that needs more takes the 1280 AVIF or, for the widest, the WebP source's 1920.
 */
export const AVIF_MAX_WIDTH = 1280;

/** Modern formats first: the browser takes the first <source> it can decode. */
export const MODERN_FORMATS = ['avif', 'webp'] as const;
export type ModernFormat = (typeof MODERN_FORMATS)[number];
/** jpg for opaque images, png for images with transparency. */
export type FallbackFormat = 'jpg' | 'png';
export type VariantFormat = ModernFormat | FallbackFormat;

export const VARIANT_MIME: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** og:image and twitter:image (summary_large_image). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Alt texts per language as stored; a missing or empty one falls back (see altFor). */
export type AltTexts = Partial<Record<Language, string>>;

/** One uploaded raster image, as public outputs carry it next to its URL (field `image`). */
export interface PublicImage {
  /** The public master (/uploads/<stored name>): full size, metadata stripped. */
  src: string;
  width: number;
  height: number;
  /** A few-pixel image as a data: URL, drawn while the real one loads ('' when none). */
  placeholder: string;
  /** Focal point, 0..1 from the left and from the top; crops keep it in view. */
  focalX: number;
  focalY: number;
  /** Alt text in the page's language ('' when none: the caller uses its own fallback). */
  alt: string;
  /** Content hash of the master (10 hex digits): part of every variant's name. */
  hash: string;
  /** jpg or png: the format of the fallback <img>. */
  fallback: FallbackFormat;
  /** An animated GIF/WebP: no variants, the master is drawn as it is. */
  animated: boolean;
}

/** The widths that exist (or are made on demand) for an image of this width, ascending. */
export function variantWidthsFor(imageWidth: number, format?: VariantFormat): number[] {
  const widest = format === 'avif' ? AVIF_MAX_WIDTH : Number.POSITIVE_INFINITY;
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width <= imageWidth && width <= widest);
  // A small image still gets one variant at its own width (modern formats are smaller).
  if (widths.length === 0 && imageWidth > 0) widths.push(imageWidth);
  return widths;
}

/**
 * Where the image's files are served from: '' for the site itself (`/uploads/...`), or the
 * S3_PUBLIC_URL (a CDN or a public bucket) when the server gives `src` as `<that URL>/uploads/...`.
 */
export function uploadsBaseOf(src: string): string | undefined {
  const at = src.indexOf('/uploads/');
  if (at < 0) return undefined;
  const base = src.slice(0, at);
  return base === '' || /^https?:\/\/[^/?#]+(?:\/[^?#]*)?$/.test(base) ? base : undefined;
}

/** `/uploads/<stem>.<ext>` (or `<S3_PUBLIC_URL>/uploads/<stem>.<ext>`) → `<stem>`; anything else → undefined. */
export function stemOf(src: string): string | undefined {
  const base = uploadsBaseOf(src);
  const name = base === undefined ? '' : src.slice(base.length + '/uploads/'.length);
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || name.includes('/')) return undefined;
  return name.slice(0, dot);
}

export function variantName(stem: string, hash: string, width: number, format: VariantFormat): string {
  return `${stem}-${hash}-${width}.${format}`;
}

export function shareImageName(stem: string, hash: string, focalX: number, focalY: number): string {
  return `${stem}-${hash}-og-${percent(focalX)}-${percent(focalY)}.jpg`;
}

function percent(fraction: number): number {
  return Math.min(100, Math.max(0, Math.round(fraction * 100)));
}

/** URL of one width variant of an image. */
export function variantUrl(image: PublicImage, width: number, format: VariantFormat): string {
  return `${uploadsBaseOf(image.src) ?? ''}/uploads/v/${variantName(stemOf(image.src) ?? '', image.hash, width, format)}`;
}

/** `srcset` of one format: every width the image has, narrowest first. */
export function srcsetOf(image: PublicImage, format: VariantFormat): string {
  if (image.animated) return '';
  return variantWidthsFor(image.width, format)
    .map((width) => `${variantUrl(image, width, format)} ${width}w`)
    .join(', ');
}

/** URL of the 1200×630 share image: site-relative (the page head makes it absolute), or on S3_PUBLIC_URL. */
export function shareImageUrl(image: PublicImage): string {
  const name = shareImageName(stemOf(image.src) ?? '', image.hash, image.focalX, image.focalY);
  return `${uploadsBaseOf(image.src) ?? ''}/uploads/v/${name}`;
}

/** `object-position` that keeps the focal point in view when CSS crops the image. */
export function objectPositionOf(image: Pick<PublicImage, 'focalX' | 'focalY'>): string {
  return `${percent(image.focalX)}% ${percent(image.focalY)}%`;
}

/** The alt text for a language: that language's own, else the fallback given (never another language's). */
export function altFor(alts: AltTexts, language: Language, fallback: string): string {
  return alts[language]?.trim() || fallback;
}

/**
 * URL of the jpg/png variant for a box `minWidth` pixels wide: the narrowest variant at least
 * that wide, else the widest there is (without `minWidth`: the widest). For what takes one
 * URL only (the fallback <img src>, a video poster, a map marker). An animated image: its master.
 */
export function fallbackUrlOf(image: PublicImage, minWidth = Number.POSITIVE_INFINITY): string {
  const widths = image.animated ? [] : variantWidthsFor(image.width, image.fallback);
  if (widths.length === 0) return image.src;
  const width = widths.find((candidate) => candidate >= minWidth) ?? widths[widths.length - 1];
  return variantUrl(image, width, image.fallback);
}

/**
 * A `sizes` attribute: the first rule whose media query matches gives the slot width, else
 * `otherwise`. Rules go from the widest screen down, as the browser reads them in order.
 */
export function sizesOf(rules: ReadonlyArray<readonly [mediaQuery: string, slot: string]>, otherwise: string): string {
  return [...rules.map(([query, slot]) => `${query} ${slot}`), otherwise].join(', ');
}

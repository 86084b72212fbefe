import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../src/shared/languages.ts';
import { altFor, type PublicImage } from '../../src/shared/media-image.ts';
import { MediaFile } from '../db/entities/index.ts';
import { fallbackFormatOf } from './media-files.ts';

/** Statuses whose variants exist or are made on demand (processing: the master is written). */
const DRAWABLE_STATUSES = ['processing', 'ready'];

/** Only our own uploads have rows; external URLs and site paths (seed drawings) have none. */
const isUploadUrl = (url: string) => url.startsWith('/uploads/') && !url.includes('/', '/uploads/'.length);

/**
 * What a page needs to draw a stored raster image, or null when it is drawn as a plain URL:
 * not a raster image (SVG, video), not yet processed, or failed.
 * `alt`: the image's alt text in `language`, else `fallback`. Without a language (the settings,
 * which are the same in every language) it is '' and the page uses its own.
 * `uploadsBase`: S3_PUBLIC_URL when the bucket or a CDN serves the files; the image and its
 * variants are then drawn from there (`<base>/uploads/...`) instead of the app's /uploads.
 */
export function publicImageOf(
  row: MediaFile,
  language?: Language,
  fallback = '',
  uploadsBase?: string,
): PublicImage | null {
  if (!row.imageStatus || !DRAWABLE_STATUSES.includes(row.imageStatus)) return null;
  if (!row.width || !row.height || !row.contentHash) return null;
  // `alt` is the Turkish text of spec 001, kept beside `alts` for rows written before them.
  const alt = language ? altFor(row.alts, language, (language === 'tr' && row.alt.trim()) || fallback) : '';
  return {
    src: uploadsBase ? `${uploadsBase}${row.url}` : row.url,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    focalX: row.focalX,
    focalY: row.focalY,
    alt,
    hash: row.contentHash,
    fallback: fallbackFormatOf(row),
    animated: row.animated,
  };
}

/** The media rows of these URLs (uploads only), looked up in one query, by URL. */
export async function mediaRowsByUrl(em: EntityManager, urls: Iterable<string>): Promise<Map<string, MediaFile>> {
  const wanted = [...new Set([...urls].filter(isUploadUrl))];
  if (wanted.length === 0) return new Map();
  const rows = await em.find(MediaFile, { url: { $in: wanted } });
  return new Map(rows.map((row) => [row.url, row]));
}

/**
 * Descriptors of the images at these URLs, by URL; a URL without one is absent. One query
 * for the whole set. Alt texts as publicImageOf (no fallback here: callers with one use
 * mediaRowsByUrl and publicImageOf per item).
 */
export async function publicImagesFor(
  em: EntityManager,
  urls: Iterable<string>,
  language?: Language,
  uploadsBase?: string,
): Promise<Map<string, PublicImage>> {
  const images = new Map<string, PublicImage>();
  for (const [url, row] of await mediaRowsByUrl(em, urls)) {
    const image = publicImageOf(row, language, '', uploadsBase);
    if (image) images.set(url, image);
  }
  return images;
}

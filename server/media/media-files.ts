/**
 * Where the files of one raster image live in the upload store (layout in
 * src/shared/media-image.ts), which variant names a media row has, and how they are removed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type FallbackFormat,
  MODERN_FORMATS,
  shareImageName,
  type VariantFormat,
  variantName,
  variantWidthsFor,
} from '../../src/shared/media-image.ts';
import type { MediaFile } from '../db/entities/index.ts';
import { originalKeyOf, publicKeyOf, type StoreKey, type UploadStore, variantKeyOf } from '../storage/upload-store.ts';
import { isStoredName } from '../uploads/upload-storage.ts';

/** The stored extensions sharp processes; SVG stays as it is (sanitized), others are not images. */
export const RASTER_EXTENSIONS = ['jpg', 'png', 'webp', 'gif'] as const;
export const RASTER_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export function rasterExtensionOf(storedName: string): string | undefined {
  const extension = storedName.slice(storedName.lastIndexOf('.') + 1);
  return (RASTER_EXTENSIONS as readonly string[]).includes(extension) ? extension : undefined;
}

/**
 * The local driver's folder of `originals/` (private: the files as uploaded; never served by
 * /uploads, whose route takes one plain name) and of `uploads/v/` (server/storage/local-store.ts).
 */
export function originalsDirOf(uploadDir: string): string {
  return path.join(uploadDir, '.originals');
}

export function variantsDirOf(uploadDir: string): string {
  return path.join(uploadDir, 'v');
}

export function stemOfStoredName(storedName: string): string {
  return storedName.slice(0, storedName.lastIndexOf('.'));
}

/**
 * A variant's name, read without touching the database: a stored name's stem (the same
 * generated form as STORED_NAME in upload-storage.ts), the 10-hex hash, then a width and a
 * format or the share image's focal percents. Anchored, fixed-width parts: linear.
 */
const WIDTH_VARIANT =
  /^((?:brand-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-[0-9a-f]{10}-[1-9][0-9]{0,3}\.(?:avif|webp|jpg|png)$/;
const SHARE_VARIANT =
  /^((?:brand-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-[0-9a-f]{10}-og-(?:100|[1-9]?[0-9])-(?:100|[1-9]?[0-9])\.jpg$/;

/** The stem a well-formed variant name belongs to; undefined for any other name. */
export function variantStemOf(name: string): string | undefined {
  return (WIDTH_VARIANT.exec(name) ?? SHARE_VARIANT.exec(name))?.[1];
}

export type VariantSpec =
  | { kind: 'width'; width: number; format: VariantFormat }
  | { kind: 'share'; focalX: number; focalY: number };

type ImageRow = Pick<
  MediaFile,
  'storedName' | 'contentHash' | 'width' | 'imageStatus' | 'hasAlpha' | 'animated' | 'focalX' | 'focalY'
>;

export function fallbackFormatOf(row: Pick<MediaFile, 'hasAlpha'>): FallbackFormat {
  return row.hasAlpha ? 'png' : 'jpg';
}

/**
 * Every variant file a row has right now, by name: avif, webp and the fallback, each at the
 * widths variantWidthsFor gives that format (none for an animated image), and the share image
 * at the CURRENT focal point. Empty unless the row's master exists (status processing or ready, hash and width known).
 */
export function variantsOf(row: ImageRow): Map<string, VariantSpec> {
  const files = new Map<string, VariantSpec>();
  const hash = row.contentHash;
  if (!hash || !row.width || (row.imageStatus !== 'processing' && row.imageStatus !== 'ready')) return files;
  const stem = stemOfStoredName(row.storedName);
  if (!row.animated) {
    for (const format of [...MODERN_FORMATS, fallbackFormatOf(row)]) {
      for (const width of variantWidthsFor(row.width, format)) {
        files.set(variantName(stem, hash, width, format), { kind: 'width', width, format });
      }
    }
  }
  files.set(shareImageName(stem, hash, row.focalX, row.focalY), {
    kind: 'share',
    focalX: row.focalX,
    focalY: row.focalY,
  });
  return files;
}

/** Variant names in the store that belong to a stem (`uploads/v/<stem>-…`, checked by form). */
export async function variantFilesOfStem(store: UploadStore, stem: string): Promise<string[]> {
  const names: string[] = [];
  for await (const key of store.list(variantKeyOf(`${stem}-`))) {
    const name = key.slice(variantKeyOf('').length);
    if (variantStemOf(name) === stem) names.push(name);
  }
  return names;
}

/** Removes the variants of a stem that are not in `keep` (all of them without it). */
export async function removeVariants(store: UploadStore, stem: string, keep?: ReadonlySet<string>): Promise<void> {
  const names = await variantFilesOfStem(store, stem);
  const gone = names.filter((name) => !keep?.has(name)).map(variantKeyOf);
  if (gone.length > 0) await store.remove(gone);
}

/** A media row's every object: the public master (or the file itself), the private original, the variants. */
export async function removeImageFiles(store: UploadStore, storedName: string): Promise<void> {
  if (!isStoredName(storedName)) return;
  const stem = stemOfStoredName(storedName);
  const keys: StoreKey[] = [publicKeyOf(storedName), originalKeyOf(storedName)];
  for (const name of await variantFilesOfStem(store, stem)) keys.push(variantKeyOf(name));
  await store.remove(keys);
}

/** A local file (staged upload, work file) exists. */
export async function fileExists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

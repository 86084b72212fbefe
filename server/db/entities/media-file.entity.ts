import { p } from '@mikro-orm/core';
import type { Language } from '../../../src/shared/languages.ts';
import { createdAtProperty, serialId } from './common-properties.ts';
import { defineTable } from './define-table.ts';

export const MediaFileSchema = defineTable('MediaFile', 'media_files', {
  ...serialId(),
  url: p.text(),
  /** Generated name on disk (uuid + canonical extension); the uploaded name is metadata only. */
  storedName: p.string().length(100).unique(),
  originalName: p.string().length(255),
  mimeType: p.string().length(100),
  size: p.integer(),
  /** The Turkish alt text (spec 001's `alt`); `alts` holds every language's, tr included. */
  alt: p.string().length(300).default(''),
  // Raster images (issue 20); null/defaults for every other file. See src/shared/media-image.ts.
  /** Variants: null = not a raster image (or not yet looked at), else processing/ready/failed. */
  imageStatus: p.string().length(12).nullable(),
  width: p.integer().nullable(),
  height: p.integer().nullable(),
  /** True when the image has transparency: its fallback variants are png, not jpg. */
  hasAlpha: p.boolean().default(false),
  /** An animated GIF/WebP: the master keeps its frames and no width variants are made. */
  animated: p.boolean().default(false),
  /** First 10 hex digits of the public master's SHA-256: names every variant. */
  contentHash: p.string().length(10).nullable(),
  /** A few-pixel data: URL drawn while the image loads. */
  placeholder: p.text().default(''),
  focalX: p.float().columnType('double precision').default(0.5),
  focalY: p.float().columnType('double precision').default(0.5),
  alts: p.json<Partial<Record<Language, string>>>().onCreate(() => ({})),
  createdAt: createdAtProperty(),
});

export class MediaFile extends MediaFileSchema.class {}
MediaFileSchema.setClass(MediaFile);

import { z } from 'zod';
import { idSchema } from './admin-catalog.ts';
import { LANGUAGES } from './languages.ts';
import { listInputSchema, pagedSchema } from './paging.ts';

/** Variants of an image: being made (the page shows the master meanwhile), made, or failed. */
export const MEDIA_IMAGE_STATUSES = ['processing', 'ready', 'failed'] as const;
export type MediaImageStatus = (typeof MEDIA_IMAGE_STATUSES)[number];

export const ALT_TEXT_MAX = 300;
/** Alt text per language; every key optional, empty means none (the page's fallback is used). */
export const altTextsSchema = z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(ALT_TEXT_MAX));

/** The media library's edit of one image: where its focal point is and what it shows, per language. */
export const mediaUpdateInputSchema = z.strictObject({
  id: z.number().int().positive(),
  focalX: z.number().min(0).max(1).optional(),
  focalY: z.number().min(0).max(1).optional(),
  alts: altTextsSchema.optional(),
});
export type MediaUpdateInput = z.infer<typeof mediaUpdateInputSchema>;

/** POST /api/admin/media/{id}/replace: every use of the file moves to `withId` (a file of the same kind). */
export const mediaReplaceInputSchema = z.strictObject({ id: idSchema, withId: idSchema });

/** A file of the media library (spec 001 section 3). */
export const adminMediaFileSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  alt: z.string(),
  createdAt: z.string(),
  /**
   * Raster images only (null otherwise): pixel size, focal point (0..1), alt text per language
   * (`alt` above is the Turkish one, kept for spec 001), the content hash that names the
   * variants, and where the variants stand.
   */
  image: z
    .object({
      width: z.number().int(),
      height: z.number().int(),
      focalX: z.number(),
      focalY: z.number(),
      alts: altTextsSchema,
      placeholder: z.string(),
      hash: z.string(),
      fallback: z.enum(['jpg', 'png']),
      status: z.enum(MEDIA_IMAGE_STATUSES),
    })
    .nullable(),
  /**
   * Where the site uses the file (issue 22): a setting (`key`: logo_url, …) or a project (`key`:
   * its slug, `title`: its Turkish title). A file in use is not deleted (409 names the first use).
   */
  usedBy: z.array(z.object({ kind: z.enum(['setting', 'project']), key: z.string(), title: z.string().optional() })),
});
export type AdminMediaFile = z.infer<typeof adminMediaFileSchema>;
export type MediaUse = AdminMediaFile['usedBy'][number];

/** What a file is, by its stored type: image/*, video/*, audio/*, or anything else (a document). */
export const MEDIA_KINDS = ['image', 'video', 'audio', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A page of the library, newest first; `kind` keeps one kind (the project form picks images). */
export const mediaListInputSchema = listInputSchema({ kind: z.enum(MEDIA_KINDS).optional() });
export const mediaPageSchema = pagedSchema(adminMediaFileSchema);

export const mediaUploadResultSchema = adminMediaFileSchema;
export const brandUploadResultSchema = z.object({ url: z.string(), media: adminMediaFileSchema });

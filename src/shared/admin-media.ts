import { z } from 'zod';
import { listInputSchema, pagedSchema } from './paging.ts';

/** A file of the media library (spec 001 section 3). */
export const adminMediaFileSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  alt: z.string(),
  createdAt: z.string(),
});
export type AdminMediaFile = z.infer<typeof adminMediaFileSchema>;

/** What a file is, by its stored type: image/*, video/*, audio/*, or anything else (a document). */
export const MEDIA_KINDS = ['image', 'video', 'audio', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A page of the library, newest first; `kind` keeps one kind (the project form picks images). */
export const mediaListInputSchema = listInputSchema({ kind: z.enum(MEDIA_KINDS).optional() });
export const mediaPageSchema = pagedSchema(adminMediaFileSchema);

export const mediaUploadResultSchema = adminMediaFileSchema;
export const brandUploadResultSchema = z.object({ url: z.string(), media: adminMediaFileSchema });

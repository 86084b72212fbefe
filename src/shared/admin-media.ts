import { z } from 'zod';

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

export const mediaUploadResultSchema = adminMediaFileSchema;
export const brandUploadResultSchema = z.object({ url: z.string(), media: adminMediaFileSchema });

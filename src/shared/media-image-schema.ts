import { z } from 'zod';
import type { PublicImage } from './media-image.ts';

/**
 * PublicImage (media-image.ts) for the output schemas of public reads. Apart from
 * media-image.ts, which public pages load and which must not bring zod with it.
 */
export const publicImageSchema = z.object({
  src: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  placeholder: z.string(),
  focalX: z.number().min(0).max(1),
  focalY: z.number().min(0).max(1),
  alt: z.string(),
  hash: z.string(),
  fallback: z.enum(['jpg', 'png']),
  animated: z.boolean(),
}) satisfies z.ZodType<PublicImage>;

import { z } from 'zod';
import { idSchema } from '../../../src/shared/admin-catalog.ts';
import { adminMediaFileSchema, mediaListInputSchema, mediaPageSchema } from '../../../src/shared/admin-media.ts';
import { deleteMedia, listMedia, storeUpload } from '../../services/media.service.ts';
import { stagedUploadSchema } from '../../uploads/receive-upload.ts';
import { uploadDirOf } from '../../uploads/upload-storage.ts';
import { adminProcedure, router } from '../init.ts';

export const mediaRouter = router({
  admin: router({
    /** GET /api/admin/media: a page, newest first, of every file or of one kind. */
    list: adminProcedure
      .input(mediaListInputSchema)
      .output(mediaPageSchema)
      .query(({ ctx, input }) => listMedia(ctx.em, input)),
    /** POST /api/admin/media/upload (multipart: file): reachable through the multipart route only. */
    upload: adminProcedure
      .input(z.strictObject({ file: stagedUploadSchema.optional(), alt: z.string().trim().max(300).optional() }))
      .output(adminMediaFileSchema)
      .mutation(({ ctx, input }) =>
        storeUpload(ctx.em, input.file, { uploadDir: uploadDirOf(ctx.deps.env.dataDir), brand: false, alt: input.alt }),
      ),
    /** DELETE /api/admin/media/{id} */
    delete: adminProcedure
      .input(z.strictObject({ id: idSchema }))
      .output(z.object({ ok: z.literal(true) }))
      .mutation(({ ctx, input }) => deleteMedia(ctx.em, input.id, uploadDirOf(ctx.deps.env.dataDir))),
  }),
});

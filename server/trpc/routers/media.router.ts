import { z } from 'zod';
import { idSchema } from '../../../src/shared/admin-catalog.ts';
import {
  adminMediaFileSchema,
  mediaListInputSchema,
  mediaPageSchema,
  mediaReplaceInputSchema,
  mediaUpdateInputSchema,
} from '../../../src/shared/admin-media.ts';
import { saveWithVersion } from '../../history/versions.service.ts';
import { deleteMedia, listMedia, replaceMediaUses, storeUpload, updateMedia } from '../../services/media.service.ts';
import { stagedUploadSchema } from '../../uploads/receive-upload.ts';
import { uploadPlaceOf } from '../../uploads/upload-storage.ts';
import { notifyContentChanged } from '../../webhooks/webhook-outbox.ts';
import { adminProcedure, router } from '../init.ts';
import { versionedBy } from './admin-procedures.ts';
import { idInput, okSchema } from './shared-schemas.ts';

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
      .mutation(async ({ ctx, input }) => {
        const media = await storeUpload(ctx.em, input.file, {
          ...uploadPlaceOf(ctx.deps),
          brand: false,
          alt: input.alt,
        });
        await notifyContentChanged(ctx.em, 'media', media.id, 'created');
        return media;
      }),
    /** PUT /api/admin/media/{id}: focal point and alt text per language (the id may come from the path). */
    update: adminProcedure
      .input(mediaUpdateInputSchema.extend({ id: idSchema }))
      .output(adminMediaFileSchema)
      .mutation(({ ctx, input }) =>
        saveWithVersion(ctx.em, { kind: 'media', ...versionedBy(ctx), itemId: String(input.id) }, (tx) =>
          updateMedia(tx, input, uploadPlaceOf(ctx.deps)),
        ),
      ),
    /** POST /api/admin/media/{id}/replace: the file's uses move to another file (`withId`). */
    replace: adminProcedure
      .input(mediaReplaceInputSchema)
      .output(adminMediaFileSchema)
      .mutation(async ({ ctx, input }) => {
        const media = await replaceMediaUses(ctx.em, input.id, input.withId);
        await notifyContentChanged(ctx.em, 'media', input.id, 'replaced');
        return media;
      }),
    /** DELETE /api/admin/media/{id} */
    delete: adminProcedure
      .input(idInput)
      .output(okSchema)
      .mutation(async ({ ctx, input }) => {
        const deleted = await deleteMedia(ctx.em, input.id, ctx.deps.store);
        await notifyContentChanged(ctx.em, 'media', input.id, 'deleted');
        return deleted;
      }),
  }),
});

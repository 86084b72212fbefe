import { z } from 'zod';
import { brandUploadResultSchema } from '../../../src/shared/admin-media.ts';
import { publicSettingsSchema, SETTING_KEYS, settingsUpdateSchema } from '../../../src/shared/settings.ts';
import { BRAND_UPLOAD_TYPES, uploadProblemText } from '../../../src/shared/uploads.ts';
import { SETTINGS_ITEM_ID } from '../../../src/shared/versions.ts';
import { publicReads } from '../../cache/public-reads.ts';
import { saveWithVersion } from '../../history/versions.service.ts';
import { storeUpload } from '../../services/media.service.ts';
import { getAllSettings, updateSettings } from '../../services/settings.service.ts';
import { stagedUploadSchema } from '../../uploads/receive-upload.ts';
import { uploadPlaceOf } from '../../uploads/upload-storage.ts';
import { adminProcedure, publicProcedure, router } from '../init.ts';
import { versionedBy } from './admin-procedures.ts';

const allSettingsSchema = z.object(Object.fromEntries(SETTING_KEYS.map((key) => [key, z.string()])));

export const settingsRouter = router({
  /** GET /api/settings: public keys only, plus maps_api_key when MAPS_API_KEY is set, and image sizes. */
  public: publicProcedure.output(publicSettingsSchema).query(({ ctx }) => publicReads.settings(ctx)),

  admin: router({
    /** GET /api/admin/settings: every key, private ones included. */
    all: adminProcedure.output(allSettingsSchema).query(({ ctx }) => getAllSettings(ctx.em)),
    /** PUT /api/admin/settings: any subset of the keys, each validated. */
    update: adminProcedure
      .input(settingsUpdateSchema)
      .output(allSettingsSchema)
      .mutation(({ ctx, input }) =>
        saveWithVersion(ctx.em, { kind: 'settings', ...versionedBy(ctx), itemId: SETTINGS_ITEM_ID }, (tx) =>
          updateSettings(tx, input),
        ),
      ),
    /**
     * POST /api/admin/upload (multipart: file, type logo or map_marker). Answers the url; the
     * screen then saves it into logo_url or map_marker_logo_url with the settings update.
     */
    uploadBrand: adminProcedure
      .input(
        z.strictObject({
          type: z.enum(BRAND_UPLOAD_TYPES, { error: uploadProblemText({ id: 'upload.type', values: {} }) }),
          file: stagedUploadSchema.optional(),
        }),
      )
      .output(brandUploadResultSchema)
      .mutation(async ({ ctx, input }) => {
        const media = await storeUpload(ctx.em, input.file, {
          ...uploadPlaceOf(ctx.deps),
          brand: true,
          alt: input.type,
        });
        return { url: media.url, media };
      }),
  }),
});

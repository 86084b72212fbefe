import { settingsMapSchema } from '../../../src/shared/settings.ts';
import { getPublicSettings } from '../../services/settings.service.ts';
import { publicProcedure, router } from '../init.ts';

export const settingsRouter = router({
  /** GET /api/settings: public keys only, plus maps_api_key when MAPS_API_KEY is set. */
  public: publicProcedure
    .output(settingsMapSchema)
    .query(({ ctx }) => getPublicSettings(ctx.em, { mapsApiKey: ctx.deps.env.mapsApiKey })),
});

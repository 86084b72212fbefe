import { settingsMapSchema } from '../../../src/shared/settings.ts';
import { getPublicSettings } from '../../services/settings.service.ts';
import { publicProcedure, router } from '../init.ts';

export const settingsRouter = router({
  /** GET /api/settings: public keys only. */
  public: publicProcedure.output(settingsMapSchema).query(({ ctx }) => getPublicSettings(ctx.em)),
});

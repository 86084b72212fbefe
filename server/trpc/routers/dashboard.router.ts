import { adminStatsSchema } from '../../../src/shared/admin-inbox.ts';
import { getAdminStats } from '../../services/stats.service.ts';
import { adminProcedure, router } from '../init.ts';

export const dashboardRouter = router({
  /** GET /api/admin/stats */
  stats: adminProcedure.output(adminStatsSchema).query(({ ctx }) => getAdminStats(ctx.em)),
});

import { z } from 'zod';
import { versionListInputSchema, versionRestoreInputSchema, versionSchema } from '../../../src/shared/versions.ts';
import { listVersions, restoreVersion } from '../../history/versions.service.ts';
import { uploadPlaceOf } from '../../uploads/upload-storage.ts';
import { adminProcedure, router } from '../init.ts';
import { versionedBy } from './admin-procedures.ts';

/** The owner's history (issue 22): an item's versions and the restore of one. */
export const versionsRouter = router({
  /** GET /api/admin/versions?kind=&id= : newest first. */
  list: adminProcedure
    .input(versionListInputSchema)
    .output(z.array(versionSchema))
    .query(({ ctx, input }) => listVersions(ctx.em, input.kind, input.id)),
  /** POST /api/admin/versions/{versionId}/restore: the item as the admin API shows it, after the restore. */
  restore: adminProcedure
    .input(versionRestoreInputSchema)
    .output(z.record(z.string(), z.unknown()))
    .mutation(
      async ({ ctx, input }) =>
        (await restoreVersion(ctx.em, input.versionId, versionedBy(ctx), uploadPlaceOf(ctx.deps))) as Record<
          string,
          unknown
        >,
    ),
});

import { z } from 'zod';
import { auditEntryOutputSchema, auditExportInputSchema, auditListInputSchema } from '../../../src/shared/account.ts';
import { pagedSchema } from '../../../src/shared/paging.ts';
import { exportAudit, listAudit } from '../../audit/audit-log.ts';
import { adminProcedure, router } from '../init.ts';

const isAsyncIterable = (value: unknown) =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/** The audit log (issue 13): read-only; no procedure edits or deletes an entry. */
export const auditRouter = router({
  /** GET /api/admin/audit: a page, newest first, filtered by actor, action and dates. */
  list: adminProcedure
    .input(auditListInputSchema)
    .output(pagedSchema(auditEntryOutputSchema))
    .query(({ ctx, input }) => listAudit(ctx.em, input)),
  /** GET /api/admin/audit/export: the CSV of the filters (itself recorded in the log). */
  export: adminProcedure
    .input(auditExportInputSchema)
    .output(z.object({ fileName: z.string(), rows: z.custom<AsyncIterable<string>>(isAsyncIterable) }))
    .query(({ ctx, input }) => exportAudit(ctx.em, input)),
});

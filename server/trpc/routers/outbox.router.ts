import {
  adminOutboxMailSchema,
  mailStatusSchema,
  outboxInputSchema,
  outboxPageSchema,
  testMailInputSchema,
} from '../../../src/shared/outbox.ts';
import { mailContextOf } from '../../mail/mail-context.ts';
import { enqueueTestMail, listOutbox, mailStatus, retryMail } from '../../services/outbox.service.ts';
import { adminProcedure, router } from '../init.ts';
import { idInput } from './shared-schemas.ts';

/** The mail outbox (issue 12): admin only. */
export const outboxRouter = router({
  admin: router({
    /** GET /api/admin/outbox: a page, newest first (`status`). */
    list: adminProcedure
      .input(outboxInputSchema)
      .output(outboxPageSchema)
      .query(({ ctx, input }) => listOutbox(ctx.em, input)),
    /** GET /api/admin/outbox/status: is SMTP_URL set, and the From address. */
    status: adminProcedure.output(mailStatusSchema).query(({ ctx }) => mailStatus(ctx.em, ctx.deps.env)),
    /** POST /api/admin/outbox/{id}/retry: a failed mail is sent again. */
    retry: adminProcedure
      .input(idInput)
      .output(adminOutboxMailSchema)
      .mutation(({ ctx, input }) => retryMail(ctx.em, input.id)),
    /** POST /api/admin/outbox/test: a test mail to `to`, else the contact_email setting. */
    sendTest: adminProcedure
      .input(testMailInputSchema)
      .output(adminOutboxMailSchema)
      .mutation(({ ctx, input }) => enqueueTestMail(ctx.em, input.to, mailContextOf(ctx.deps.env))),
  }),
});

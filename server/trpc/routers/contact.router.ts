import { z } from 'zod';
import { idSchema } from '../../../src/shared/admin-catalog.ts';
import {
  adminContactMessageSchema,
  adminSubscriberSchema,
  contactExportInputSchema,
  contactMessagesInputSchema,
  contactMessagesPageSchema,
  contactStatusUpdateSchema,
  DASHBOARD_RECENT_COUNT,
  newContactCountSchema,
  subscribersInputSchema,
  subscribersPageSchema,
  subscriberUpdateSchema,
} from '../../../src/shared/admin-inbox.ts';
import { contactInputSchema, newsletterInputSchema } from '../../../src/shared/contact.ts';
import { deletionSchema, deletionsInputSchema, type SyncKind } from '../../../src/shared/sync.ts';
import { mailContextOf } from '../../mail/mail-context.ts';
import {
  countNewContactMessages,
  deleteContactMessage,
  exportContactMessages,
  listContactMessages,
  recentContactMessages,
  setContactStatus,
  submitContactMessage,
  TURKISH_EXCEL,
} from '../../services/contact.service.ts';
import { isSpamSubmission } from '../../services/contact-spam.ts';
import { turkishRecommendation } from '../../services/lead-answers.ts';
import {
  deleteSubscriber,
  listSubscribers,
  recentSubscribers,
  setSubscriberActive,
  subscribeToNewsletter,
} from '../../services/newsletter.service.ts';
import { deletionsSince, syncTimeOf } from '../../services/sync.service.ts';
import type { Context } from '../context.ts';
import { adminProcedure, contactWriteProcedure, router } from '../init.ts';
import { idInput, okSchema } from './shared-schemas.ts';

const isAsyncIterable = (value: unknown) =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
const byId = idInput;

/** A since-read's sync time goes out as X-Sync-Time too (the REST mirror answers a plain list). */
function withSyncTime<Page extends { syncTime?: string }>(ctx: Context, page: Page): Page {
  if (page.syncTime) ctx.hints.setSyncTime(page.syncTime);
  return page;
}

/** The deletions of a kind after `since`, the sync time taken before the read. */
async function deletions(ctx: Context, kind: SyncKind, since: string) {
  ctx.hints.setSyncTime(await syncTimeOf(ctx.em));
  return deletionsSince(ctx.em, kind, since);
}

export const contactRouter = router({
  /** POST /api/contact: answered only after the message is committed. */
  submit: contactWriteProcedure
    .input(contactInputSchema)
    .output(z.object({ ok: z.literal(true), id: z.number().int() }))
    .mutation(async ({ ctx, input }) =>
      submitContactMessage(
        ctx.em,
        input,
        mailContextOf(ctx.deps.env),
        input.language && input.language !== 'tr' ? await turkishRecommendation(ctx, input.answers) : null,
      ),
    ),
  /** POST /api/newsletter: subscribing twice reactivates, never an error. */
  subscribe: contactWriteProcedure
    .input(newsletterInputSchema)
    .output(okSchema)
    // A filled honeypot is answered like a sign-up but nothing is stored (nor mailed).
    .mutation(({ ctx, input }) =>
      isSpamSubmission(input)
        ? { ok: true as const }
        : subscribeToNewsletter(ctx.em, input, mailContextOf(ctx.deps.env)),
    ),

  admin: router({
    /** GET /api/admin/contacts: a page, newest first, of a status and a search (and `since`). */
    messages: adminProcedure
      .input(contactMessagesInputSchema)
      .output(contactMessagesPageSchema)
      .query(async ({ ctx, input }) => withSyncTime(ctx, await listContactMessages(ctx.em, input))),
    /** GET /api/admin/contacts/deletions?since=: messages deleted after `since` (incremental sync). */
    messageDeletions: adminProcedure
      .input(deletionsInputSchema)
      .output(z.array(deletionSchema))
      .query(({ ctx, input }) => deletions(ctx, 'contact', input.since)),
    /** GET /api/admin/contacts/new-count: the sidebar badge. */
    newMessageCount: adminProcedure.output(newContactCountSchema).query(({ ctx }) => countNewContactMessages(ctx.em)),
    /** GET /api/admin/contacts/recent: the latest five. */
    recentMessages: adminProcedure
      .output(z.array(adminContactMessageSchema))
      .query(({ ctx }) => recentContactMessages(ctx.em, DASHBOARD_RECENT_COUNT)),
    /** PUT /api/admin/contacts/{id} */
    setStatus: adminProcedure
      .input(contactStatusUpdateSchema.extend({ id: idSchema }))
      .output(adminContactMessageSchema)
      .mutation(({ ctx, input }) => setContactStatus(ctx.em, input.id, input.status)),
    /** DELETE /api/admin/contacts/{id} */
    deleteMessage: adminProcedure
      .input(byId)
      .output(okSchema)
      .mutation(({ ctx, input }) => deleteContactMessage(ctx.em, input.id)),
    /**
     * GET /api/admin/contacts/export: the CSV file of every message of the filters, as text
     * pieces read batch by batch while they are sent (the REST mirror streams them; over tRPC
     * only a streaming link can receive them).
     */
    exportMessages: adminProcedure
      .input(contactExportInputSchema)
      .output(z.object({ fileName: z.string(), rows: z.custom<AsyncIterable<string>>(isAsyncIterable) }))
      .query(({ ctx, input }) => exportContactMessages(ctx.em, input)),
    /**
     * GET /api/admin/contacts/export/excel: the same messages as the owner's Turkish Excel file
     * (semicolons, Turkish headers and statuses, package, language, page and answers).
     */
    exportMessagesExcel: adminProcedure
      .input(contactExportInputSchema)
      .output(z.object({ fileName: z.string(), rows: z.custom<AsyncIterable<string>>(isAsyncIterable) }))
      .query(({ ctx, input }) => exportContactMessages(ctx.em, input, TURKISH_EXCEL)),
    /** GET /api/admin/newsletter: a page, newest first (`since`: changed after it). */
    subscribers: adminProcedure
      .input(subscribersInputSchema)
      .output(subscribersPageSchema)
      .query(async ({ ctx, input }) => withSyncTime(ctx, await listSubscribers(ctx.em, input))),
    /** GET /api/admin/newsletter/deletions?since=: subscribers deleted after `since` (incremental sync). */
    subscriberDeletions: adminProcedure
      .input(deletionsInputSchema)
      .output(z.array(deletionSchema))
      .query(({ ctx, input }) => deletions(ctx, 'subscriber', input.since)),
    /** GET /api/admin/newsletter/recent: the latest five. */
    recentSubscribers: adminProcedure
      .output(z.array(adminSubscriberSchema))
      .query(({ ctx }) => recentSubscribers(ctx.em, DASHBOARD_RECENT_COUNT)),
    /** PUT /api/admin/newsletter/{id} */
    setSubscriberActive: adminProcedure
      .input(subscriberUpdateSchema.extend({ id: idSchema }))
      .output(adminSubscriberSchema)
      .mutation(({ ctx, input }) => setSubscriberActive(ctx.em, input.id, input.isActive)),
    /** DELETE /api/admin/newsletter/{id} (beyond the spec: erasure on request) */
    deleteSubscriber: adminProcedure
      .input(byId)
      .output(okSchema)
      .mutation(({ ctx, input }) => deleteSubscriber(ctx.em, input.id)),
  }),
});

import { z } from 'zod';
import { listInputSchema, pagedSchema } from './paging.ts';

/** The mail outbox of the admin (issue 12): what the server mails, and how each mail fared. */

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * lead: a contact message, to the owner (contact_email); lead_confirmation: the visitor's copy
 * (setting lead_confirmation); newsletter_confirm: the double opt-in link; test: from the admin.
 */
export const OUTBOX_KINDS = ['lead', 'lead_confirmation', 'newsletter_confirm', 'password_reset', 'test'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const outboxStatusSchema = z.enum(OUTBOX_STATUSES);

export const adminOutboxMailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(OUTBOX_KINDS),
  recipient: z.string(),
  subject: z.string(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When a pending mail is next tried. */
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminOutboxMail = z.infer<typeof adminOutboxMailSchema>;

export type OutboxFilters = { status?: OutboxStatus };
export const outboxInputSchema = listInputSchema({ status: outboxStatusSchema.optional() });
export const outboxPageSchema = pagedSchema(adminOutboxMailSchema);

/** Is mail configured (SMTP_URL), and from which address it leaves. */
/** Is SMTP_URL set, the From address, and how many mails wait to be sent (issue 22: shown on the dashboard). */
export const mailStatusSchema = z.object({ configured: z.boolean(), from: z.string(), waiting: z.number().int() });
export type MailStatus = z.infer<typeof mailStatusSchema>;

/** POST /api/admin/outbox/test: to the given address, else the contact_email setting. */
export const testMailInputSchema = z
  .strictObject({ to: z.string().trim().max(254).pipe(z.email()).optional() })
  .prefault({});

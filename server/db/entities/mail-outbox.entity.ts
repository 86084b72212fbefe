import { p } from '@mikro-orm/core';
import { createdAtProperty, serialId } from './common-properties.ts';
import { ContactMessage } from './contact-message.entity.ts';
import { defineTable } from './define-table.ts';

/**
 * Mail waiting to be sent, and sent mail kept for the admin (server/mail/). A row is written in
 * the transaction of what caused it (a contact message, a sign-up), so no mail is lost and no
 * mail leaves for a rolled-back cause. The worker claims due rows with a lease
 * (`lockedUntil`, `lockToken`) instead of holding a transaction open while it talks SMTP.
 */
export const MailOutboxSchema = defineTable(
  'MailOutbox',
  'mail_outbox',
  {
    ...serialId(),
    /** lead, lead_confirmation, newsletter_confirm, test (OUTBOX_KINDS) */
    kind: p.string().length(40),
    recipient: p.string().length(254),
    subject: p.string().length(300),
    textBody: p.text(),
    htmlBody: p.text().nullable(),
    /** Extra headers (Reply-To, List-Unsubscribe, List-Unsubscribe-Post), name → value. */
    headers: p.json<Record<string, string>>().default('{}'),
    /** The Message-ID, fixed at enqueue: a copy sent again after a crash carries the same one. */
    messageId: p.string().length(300),
    /** pending, sent, failed (OUTBOX_STATUSES) */
    status: p.string().length(10).default('pending'),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    /** A pending mail is due from this time on (now, or after a backoff). */
    nextAttemptAt: p.datetime(),
    /** Claimed by a worker until this time; after it (a crash) the mail is due again. */
    lockedUntil: p.datetime().nullable(),
    /** The claim's token: only the worker that holds the lease may write the result. */
    lockToken: p.uuid().nullable(),
    createdAt: createdAtProperty().index(),
    sentAt: p.datetime().nullable(),
    /**
     * The contact message a lead mail is about: deleting the message deletes its mails, sent or
     * not (they copy what the visitor wrote; an erased lead leaves no copy and is not mailed).
     */
    contactMessage: () => p.manyToOne(ContactMessage).nullable().deleteRule('cascade').index(),
  },
  { indexes: [{ properties: ['status', 'nextAttemptAt'] }] },
);
export class MailOutbox extends MailOutboxSchema.class {}
MailOutboxSchema.setClass(MailOutbox);

/** Secrets the server makes itself and every instance shares (the signed links' key). */
export const ServerSecretSchema = defineTable('ServerSecret', 'server_secrets', {
  name: p.string().length(60).primary(),
  value: p.string().length(200),
  createdAt: createdAtProperty(),
});
export class ServerSecret extends ServerSecretSchema.class {}
ServerSecretSchema.setClass(ServerSecret);

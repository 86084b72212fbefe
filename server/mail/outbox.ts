import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutboxKind } from '../../src/shared/outbox.ts';
import { MailOutbox } from '../db/entities/index.ts';
import { daysBefore, WakeSignal } from '../jobs/poll-loop.ts';

/** A mail to write into the outbox; the worker sends it later. */
export type NewMail = {
  kind: OutboxKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Reply-To, List-Unsubscribe, List-Unsubscribe-Post... (values without line breaks). */
  headers?: Record<string, string>;
  /** The contact message a lead mail is about (deleted with it). */
  contactMessageId?: number;
};

const LINE_BREAK = /[\r\n]/;

/**
 * Writes a mail into the outbox through `em`, inside the caller's transaction when there is
 * one: the mail exists exactly when what caused it was committed. Header values with a line
 * break are refused here, whatever their source (no header injection).
 */
export async function enqueueMail(em: EntityManager, mail: NewMail, options: { from: string }): Promise<number> {
  const headers = mail.headers ?? {};
  for (const value of [mail.to, mail.subject, ...Object.keys(headers), ...Object.values(headers)]) {
    if (LINE_BREAK.test(value)) throw new Error('a mail header cannot contain a line break');
  }
  const now = new Date();
  const id = await em.insert(MailOutbox, {
    kind: mail.kind,
    recipient: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    headers,
    messageId: `<${randomUUID()}@${messageIdDomain(options.from)}>`,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    contactMessage: mail.contactMessageId ?? null,
  });
  return Number(id);
}

/** The domain of the From address, for Message-IDs. */
function messageIdDomain(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/** Wakes this process's workers after a commit, so a new mail leaves without waiting for a poll. */
export const outboxSignal = new WakeSignal();
export const wakeOutboxWorkers = (): void => outboxSignal.wake();

/** Days a delivered mail is kept (for the admin's outbox list), and a failed one (to send again). */
export const OUTBOX_SENT_RETENTION_DAYS = 30;
export const OUTBOX_FAILED_RETENTION_DAYS = 90;

/**
 * Removes delivered mail after 30 days and failed mail after 90: a mail is a copy of a message
 * (visitor's name, address, text) that the inbox keeps anyway, so the outbox need not keep it
 * for ever. Pending mail is never removed. Runs with the periodic clean-ups.
 */
export async function pruneOutbox(em: EntityManager, now: Date = new Date()): Promise<number> {
  return em.fork().nativeDelete(MailOutbox, {
    $or: [
      { status: 'sent', sentAt: { $lt: daysBefore(now, OUTBOX_SENT_RETENTION_DAYS) } },
      { status: 'failed', createdAt: { $lt: daysBefore(now, OUTBOX_FAILED_RETENTION_DAYS) } },
    ],
  });
}

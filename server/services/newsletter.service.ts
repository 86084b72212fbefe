import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { AdminSubscriber } from '../../src/shared/admin-inbox.ts';
import type { newsletterInputSchema } from '../../src/shared/contact.ts';
import type { Paged, PageQuery } from '../../src/shared/paging.ts';
import type { Deletion } from '../../src/shared/sync.ts';
import { MailOutbox, NewsletterSubscriber } from '../db/entities/index.ts';
import { notFound } from '../domain/errors.ts';
import { mayMailConfirmation } from '../mail/confirmation-limit.ts';
import type { MailContext } from '../mail/mail-context.ts';
import { enqueueNewsletterConfirmation } from '../mail/newsletter-mails.ts';
import { wakeOutboxWorkers } from '../mail/outbox.ts';
import { enqueueWebhookEvent, wakeWebhookWorkers } from '../webhooks/webhook-outbox.ts';
import { pageOf } from './paging.ts';
import { changedSince, deletionsSince, syncTimeOf } from './sync.service.ts';

type NewsletterInput = z.output<typeof newsletterInputSchema>;

/**
 * Double opt-in: a sign-up is stored inactive and gets a confirmation mail (in the outbox, same
 * transaction). The answer is the same whatever the address's state, so it tells nobody whether
 * an address is subscribed: an active address gets nothing, an inactive one (unconfirmed or
 * unsubscribed) a new confirmation, at most one a day (CONFIRMATION_MAIL_GAP_MS, as for lead
 * confirmations: the mail carries no visitor text, but it is still mail to an address nobody
 * proved to own; the link of the day's mail stays good for a week meanwhile).
 */
export async function subscribeToNewsletter(
  em: EntityManager,
  input: NewsletterInput,
  context: MailContext,
): Promise<{ ok: true }> {
  const email = input.email.toLowerCase();
  const language = input.language ?? 'tr';
  const queued = await em.transactional(async (tx) => {
    const now = new Date();
    const inserted = await tx
      .createQueryBuilder(NewsletterSubscriber)
      .insert({ email, isActive: false, language, createdAt: now, updatedAt: now })
      .onConflict('email')
      .ignore()
      .execute('run');
    if (inserted.affectedRows === 0) {
      // Lock the row: two sign-ups of one address at once queue one mail.
      const row = await tx.findOne(NewsletterSubscriber, { email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || row.isActive) return false;
      if (!(await mayMailConfirmation(tx, 'newsletter_confirm', email, now))) return false;
      row.language = language;
      await tx.flush();
    }
    const { confirmTokenHash } = await enqueueNewsletterConfirmation(tx, { email, language }, context);
    // The new link supersedes any earlier one.
    await tx.nativeUpdate(NewsletterSubscriber, { email }, { confirmTokenHash });
    return true;
  });
  if (queued) wakeOutboxWorkers();
  return { ok: true };
}

/**
 * Is this the address's one good confirmation link (the latest mailed, not used yet)? A used,
 * superseded or pre-unsubscription link is not: replaying it re-subscribes nobody.
 */
export async function isConfirmationPending(em: EntityManager, email: string, confirmTokenHash: string) {
  return (await em.count(NewsletterSubscriber, { email, confirmTokenHash })) > 0;
}

/** The confirmation link was opened and confirmed: the address becomes active, and the link is spent. */
export async function confirmSubscription(em: EntityManager, email: string, confirmTokenHash: string) {
  const confirmed = await em.transactional(async (tx) => {
    const updated = await tx.nativeUpdate(
      NewsletterSubscriber,
      { email, confirmTokenHash },
      { isActive: true, confirmTokenHash: null, updatedAt: new Date() },
    );
    if (updated > 0) await enqueueSubscriberEvent(tx, 'newsletter.confirmed', email);
    return updated > 0;
  });
  if (confirmed) wakeWebhookWorkers();
  return confirmed;
}

/** A webhook event about an address, in the caller's transaction. */
async function enqueueSubscriberEvent(
  tx: EntityManager,
  type: 'newsletter.confirmed' | 'newsletter.unsubscribed',
  email: string,
  by: 'visitor' | 'admin' = 'visitor',
) {
  const row = await tx.findOne(NewsletterSubscriber, { email });
  if (row) await enqueueWebhookEvent(tx, type, { ...toAdminSubscriber(row), by });
}

/**
 * An unsubscribe link or one-click POST: the address becomes inactive (kept, so the admin sees
 * it) and any confirmation link still out there is spent. The unsubscribe link itself keeps
 * working (RFC 8058): unsubscribing twice is harmless.
 */
export async function unsubscribe(em: EntityManager, email: string): Promise<boolean> {
  let wasActive = false;
  const updated = await em.transactional(async (tx) => {
    // Only the change from subscribed to not is an event: a second click is not.
    wasActive = (await tx.count(NewsletterSubscriber, { email, isActive: true })) > 0;
    const count = await tx.nativeUpdate(
      NewsletterSubscriber,
      { email },
      { isActive: false, confirmTokenHash: null, updatedAt: new Date() },
    );
    if (wasActive) await enqueueSubscriberEvent(tx, 'newsletter.unsubscribed', email);
    return count;
  });
  if (wasActive) wakeWebhookWorkers();
  return updated > 0;
}

// ── Admin ────────────────────────────────────────────────────────────────────────────────

export const SUBSCRIBER_NOT_FOUND = 'Abone bulunamadı';

function toAdminSubscriber(row: NewsletterSubscriber): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    isActive: row.isActive,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The dashboard's latest subscribers, newest first. */
export async function recentSubscribers(em: EntityManager, limit: number): Promise<AdminSubscriber[]> {
  const rows = await em.find(NewsletterSubscriber, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  return rows.map(toAdminSubscriber);
}

/**
 * One page of the subscribers, newest first, with the count of all of them. With `since`
 * (incremental sync): only those created or changed after it, with the sync time and, on page 1,
 * the subscribers deleted after it.
 */
export async function listSubscribers(
  em: EntityManager,
  input: PageQuery & { since?: string },
): Promise<Paged<AdminSubscriber> & { syncTime?: string; deleted?: Deletion[] }> {
  const { since } = input;
  // Taken before the read: see syncTimeOf.
  const syncTime = since ? await syncTimeOf(em) : undefined;
  const query = em.createQueryBuilder(NewsletterSubscriber, 's').select('*');
  if (since) query.where(...changedSince('s', since));
  const page = await pageOf(query.orderBy({ createdAt: 'desc', id: 'desc' }), input, toAdminSubscriber);
  if (!since) return page;
  return { ...page, syncTime, ...(input.page === 1 ? { deleted: await deletionsSince(em, 'subscriber', since) } : {}) };
}

export async function setSubscriberActive(em: EntityManager, id: number, isActive: boolean): Promise<AdminSubscriber> {
  const row = await em.transactional(async (tx) => {
    const found = await tx.findOne(NewsletterSubscriber, { id });
    if (!found) throw notFound(SUBSCRIBER_NOT_FOUND);
    const changed = found.isActive !== isActive;
    found.isActive = isActive;
    await tx.flush();
    if (changed) {
      const type = isActive ? 'newsletter.confirmed' : 'newsletter.unsubscribed';
      await enqueueSubscriberEvent(tx, type, found.email, 'admin');
    }
    return found;
  });
  wakeWebhookWorkers();
  return toAdminSubscriber(row);
}

/** Beyond the spec: an owner must be able to erase an address on request (KVKK/GDPR). */
export async function deleteSubscriber(em: EntityManager, id: number): Promise<{ ok: true }> {
  await em.transactional(async (tx) => {
    const row = await tx.findOne(NewsletterSubscriber, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row) throw notFound(SUBSCRIBER_NOT_FOUND);
    // Its confirmation mails go too: a pending one would still be sent to the erased address.
    await tx.nativeDelete(MailOutbox, { kind: 'newsletter_confirm', recipient: row.email });
    await tx.nativeDelete(NewsletterSubscriber, { id });
  });
  return { ok: true };
}

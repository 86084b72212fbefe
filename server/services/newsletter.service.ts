import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { AdminSubscriber } from '../../src/shared/admin-inbox.ts';
import type { newsletterInputSchema } from '../../src/shared/contact.ts';
import type { Paged, PageQuery } from '../../src/shared/paging.ts';
import { NewsletterSubscriber } from '../db/entities/index.ts';
import { notFound } from './admin-errors.ts';
import { pageOf } from './paging.ts';

type NewsletterInput = z.output<typeof newsletterInputSchema>;

/**
 * Subscribes an address (case-insensitively unique). Subscribing again is not an error: it
 * reactivates the subscription and updates its language. One statement, so two requests at
 * once cannot both insert.
 */
export async function subscribeToNewsletter(em: EntityManager, input: NewsletterInput): Promise<{ ok: true }> {
  const now = new Date();
  await em
    .createQueryBuilder(NewsletterSubscriber)
    .insert({
      email: input.email.toLowerCase(),
      isActive: true,
      language: input.language ?? 'tr',
      createdAt: now,
      updatedAt: now,
    })
    .onConflict('email')
    .merge(['isActive', 'language', 'updatedAt'])
    .execute();
  return { ok: true };
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
  };
}

/** The dashboard's latest subscribers, newest first. */
export async function recentSubscribers(em: EntityManager, limit: number): Promise<AdminSubscriber[]> {
  const rows = await em.find(NewsletterSubscriber, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  return rows.map(toAdminSubscriber);
}

/** One page of the subscribers, newest first, with the count of all of them. */
export function listSubscribers(em: EntityManager, input: PageQuery): Promise<Paged<AdminSubscriber>> {
  const query = em.createQueryBuilder(NewsletterSubscriber, 's').select('*').orderBy({ createdAt: 'desc', id: 'desc' });
  return pageOf(query, input, toAdminSubscriber);
}

export async function setSubscriberActive(em: EntityManager, id: number, isActive: boolean): Promise<AdminSubscriber> {
  const row = await em.findOne(NewsletterSubscriber, { id });
  if (!row) throw notFound(SUBSCRIBER_NOT_FOUND);
  row.isActive = isActive;
  await em.flush();
  return toAdminSubscriber(row);
}

/** Beyond the spec: an owner must be able to erase an address on request (KVKK/GDPR). */
export async function deleteSubscriber(em: EntityManager, id: number): Promise<{ ok: true }> {
  const deleted = await em.nativeDelete(NewsletterSubscriber, { id });
  if (deleted === 0) throw notFound(SUBSCRIBER_NOT_FOUND);
  return { ok: true };
}

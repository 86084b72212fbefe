import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { newsletterInputSchema } from '../../src/shared/contact.ts';
import { NewsletterSubscriber } from '../db/entities/index.ts';

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

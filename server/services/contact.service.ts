import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { contactInputSchema } from '../../src/shared/contact.ts';
import { ContactMessage } from '../db/entities/index.ts';

type ContactInput = z.output<typeof contactInputSchema>;

/** Stores a contact message; resolves only after the transaction commits. */
export async function submitContactMessage(em: EntityManager, input: ContactInput): Promise<{ ok: true; id: number }> {
  const message = em.create(ContactMessage, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    subject: input.subject,
    message: input.message,
    status: 'new',
    packageName: input.package || null,
    recommendation: input.recommendation || null,
    language: input.language ?? null,
    page: input.page || null,
  });
  await em.flush();
  return { ok: true, id: message.id };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutboxKind } from '../../src/shared/outbox.ts';

/**
 * Mail to an address a visitor typed (a lead confirmation, a newsletter confirmation) goes
 * there unasked if the visitor typed someone else's: at most one mail of each kind per address
 * in this time, however many clients ask, so the site cannot be used to flood a mailbox or
 * spend its domain's reputation.
 */
export const CONFIRMATION_MAIL_GAP_MS = 24 * 60 * 60_000;

export type ConfirmationKind = Extract<OutboxKind, 'lead_confirmation' | 'newsletter_confirm'>;

/**
 * May a confirmation of `kind` be written to `address` now? Call inside the transaction that
 * writes it: a transaction lock on (kind, address) makes concurrent requests for one address
 * wait for each other, so exactly one of them sees no recent mail.
 */
export async function mayMailConfirmation(
  em: EntityManager,
  kind: ConfirmationKind,
  address: string,
  now: Date = new Date(),
): Promise<boolean> {
  const folded = address.toLowerCase();
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`confirmation:${kind}:${folded}`]);
  const [row] = await em.execute<Array<{ recent: boolean }>>(
    'select exists (select 1 from mail_outbox where kind = ? and lower(recipient) = ? and created_at > ?) as recent',
    [kind, folded, new Date(now.getTime() - CONFIRMATION_MAIL_GAP_MS)],
  );
  return !row.recent;
}

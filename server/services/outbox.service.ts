import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminOutboxMail, MailStatus, OutboxFilters, OutboxKind, OutboxStatus } from '../../src/shared/outbox.ts';
import type { Paged, PageQuery } from '../../src/shared/paging.ts';
import { MailOutbox } from '../db/entities/index.ts';
import { badRequest, conflict, notFound } from '../domain/errors.ts';
import type { Env } from '../env.ts';
import { type MailContext, settingValues, siteNameOf } from '../mail/mail-context.ts';
import { enqueueMail, wakeOutboxWorkers } from '../mail/outbox.ts';
import { pageOf } from './paging.ts';

export const MAIL_NOT_FOUND = 'E-posta bulunamadı';
export const ONLY_FAILED_RETRY = 'Yalnızca gönderilemeyen bir e-posta yeniden gönderilebilir';
export const NO_TEST_RECIPIENT = 'Alıcı yok: bir adres girin ya da iletişim e-postası (contact_email) ayarını doldurun';

function toAdminMail(row: MailOutbox): AdminOutboxMail {
  return {
    id: row.id,
    kind: row.kind as OutboxKind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    lastError: row.lastError ?? null,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/** Is mail configured (SMTP_URL), and the From address. */
export async function mailStatus(em: EntityManager, env: Pick<Env, 'smtp' | 'mailFrom'>): Promise<MailStatus> {
  const waiting = await em.count(MailOutbox, { status: 'pending' });
  return { configured: env.smtp !== undefined, from: env.mailFrom, waiting };
}

/** One page of the outbox, newest first, of a status (or all). */
export function listOutbox(em: EntityManager, input: PageQuery & OutboxFilters): Promise<Paged<AdminOutboxMail>> {
  const query = em.createQueryBuilder(MailOutbox, 'o').select('*');
  if (input.status) query.andWhere({ status: input.status });
  return pageOf(query.orderBy({ createdAt: 'desc', id: 'desc' }), input, toAdminMail);
}

/** "Send again": a failed mail becomes pending and due now, with its tries counted afresh. */
export async function retryMail(em: EntityManager, id: number): Promise<AdminOutboxMail> {
  const row = await em.findOne(MailOutbox, { id });
  if (!row) throw notFound(MAIL_NOT_FOUND);
  if (row.status !== 'failed') throw conflict(ONLY_FAILED_RETRY);
  const updated = await em.nativeUpdate(
    MailOutbox,
    { id, status: 'failed' },
    { status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null, lockToken: null },
  );
  if (updated === 0) throw conflict(ONLY_FAILED_RETRY);
  wakeOutboxWorkers();
  await em.refresh(row);
  return toAdminMail(row);
}

/** "Send a test mail": to the given address, else contact_email (else company_email). */
export async function enqueueTestMail(
  em: EntityManager,
  to: string | undefined,
  context: MailContext,
): Promise<AdminOutboxMail> {
  const settings = await settingValues(em, ['contact_email', 'company_email', 'site_name']);
  const recipient = to || settings.contact_email || settings.company_email;
  if (!recipient) throw badRequest(NO_TEST_RECIPIENT);
  const site = siteNameOf(settings.site_name, context.publicUrl);
  const id = await enqueueMail(
    em,
    {
      kind: 'test',
      to: recipient,
      subject: `Deneme e-postası: ${site}`,
      text: `Bu, ${site} yönetim panelinden gönderilen bir deneme e-postasıdır. Bunu okuyorsanız e-posta ayarları çalışıyor.\n\n${context.publicUrl}/admin/outbox`,
    },
    context,
  );
  wakeOutboxWorkers();
  const row = await em.findOneOrFail(MailOutbox, { id });
  return toAdminMail(row);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { AdminContactMessage, ContactMessageFilters } from '../../src/shared/admin-inbox.ts';
import type { ContactStatus, contactInputSchema, SpamReason } from '../../src/shared/contact.ts';
import { contactExcelFileName, contactExcelHeader, contactExcelRow } from '../../src/shared/contact-excel.ts';
import { CONTACT_CSV_COLUMNS, contactCsvFileName, contactMessageCsvRow, csvHeader } from '../../src/shared/csv.ts';
import type { Paged, PageQuery } from '../../src/shared/paging.ts';
import type { Deletion } from '../../src/shared/sync.ts';
import { ContactMessage, MailOutbox } from '../db/entities/index.ts';
import { notFound } from '../domain/errors.ts';
import { enqueueLeadMails } from '../mail/lead-mails.ts';
import type { MailContext } from '../mail/mail-context.ts';
import { wakeOutboxWorkers } from '../mail/outbox.ts';
import { enqueueWebhookEvent, wakeWebhookWorkers } from '../webhooks/webhook-outbox.ts';
import { spamReasonOf } from './contact-spam.ts';
import { deleteById } from './delete-by-id.ts';
import { foldedContains, pageOf } from './paging.ts';
import { changedSince, deletionsSince, syncTimeOf } from './sync.service.ts';

type ContactInput = z.output<typeof contactInputSchema>;

/**
 * Stores a contact message and, for a lead (not spam), its mails in the outbox, in one
 * transaction; resolves only after it commits.
 */
export async function submitContactMessage(
  em: EntityManager,
  input: ContactInput,
  mail: MailContext,
  recommendationTr: string | null = null,
): Promise<{ ok: true; id: number }> {
  // Spam is stored (the admin can rescue it) and answered like any message, so bots learn nothing.
  const spamReason = spamReasonOf(input);
  const message = await em.transactional(async (tx) => {
    const row = tx.create(ContactMessage, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      status: spamReason ? 'spam' : 'new',
      spamReason,
      packageName: input.package || null,
      recommendation: input.recommendation || null,
      recommendationTr: input.recommendation && recommendationTr !== input.recommendation ? recommendationTr : null,
      language: input.language ?? null,
      page: input.page || null,
    });
    await tx.flush();
    // Nobody is mailed about spam, and no integrator hears of it.
    if (row.status !== 'spam') {
      await enqueueLeadMails(tx, row, mail);
      await enqueueWebhookEvent(tx, 'lead.created', toAdminMessage(row));
    }
    return row;
  });
  wakeOutboxWorkers();
  wakeWebhookWorkers();
  return { ok: true, id: message.id };
}

// ── Admin ────────────────────────────────────────────────────────────────────────────────

export const MESSAGE_NOT_FOUND = 'Mesaj bulunamadı';

function toAdminMessage(row: ContactMessage): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status as ContactStatus,
    createdAt: row.createdAt.toISOString(),
    fullName: row.name,
    serviceType: row.packageName ?? row.subject,
    packageName: row.packageName ?? null,
    language: row.language ?? null,
    recommendation: row.recommendation ?? null,
    recommendationTr: row.recommendationTr ?? null,
    page: row.page ?? null,
    spamReason: (row.spamReason as SpamReason | null) ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The dashboard's latest messages, newest first. */
export async function recentContactMessages(em: EntityManager, limit: number): Promise<AdminContactMessage[]> {
  // Spam is no lead: the dashboard lists messages that are not spam.
  const rows = await em.find(
    ContactMessage,
    { status: { $ne: 'spam' } },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
  return rows.map(toAdminMessage);
}

/** Columns the admin's search looks in. */
const SEARCHED_COLUMNS = ['m.name', 'm.email', 'm.phone', 'm.subject', 'm.message', 'm.package_name'];

/** The messages of the filters, newest first (ties by id, so pages never overlap); no status: all but spam. */
function filteredMessages(em: EntityManager, { status, search }: ContactMessageFilters) {
  const query = em.createQueryBuilder(ContactMessage, 'm').select('*');
  query.andWhere(status ? { status } : { status: { $ne: 'spam' } });
  if (search) query.andWhere(...foldedContains(SEARCHED_COLUMNS, search));
  return query.orderBy({ createdAt: 'desc', id: 'desc' });
}

/**
 * One page of the messages of a status and a search, newest first, with the count of all of them.
 * With `since` (incremental sync): only those created or changed after it, any status unless one
 * is asked for (a lead marked as spam is a change the sync must see), with the sync time and, on
 * page 1, the messages deleted after it.
 */
export async function listContactMessages(
  em: EntityManager,
  input: PageQuery & ContactMessageFilters & { since?: string },
): Promise<Paged<AdminContactMessage> & { syncTime?: string; deleted?: Deletion[] }> {
  const { since } = input;
  if (!since) return pageOf(filteredMessages(em, input), input, toAdminMessage);
  // Taken before the read: see syncTimeOf.
  const syncTime = await syncTimeOf(em);
  const query = em
    .createQueryBuilder(ContactMessage, 'm')
    .select('*')
    .where(...changedSince('m', since));
  if (input.status) query.andWhere({ status: input.status });
  if (input.search) query.andWhere(...foldedContains(SEARCHED_COLUMNS, input.search));
  const page = await pageOf(query.orderBy({ createdAt: 'desc', id: 'desc' }), input, toAdminMessage);
  return { ...page, syncTime, ...(input.page === 1 ? { deleted: await deletionsSince(em, 'contact', since) } : {}) };
}

/** The messages waiting with the status new: the admin sidebar's badge. */
export async function countNewContactMessages(em: EntityManager): Promise<{ count: number }> {
  return { count: await em.count(ContactMessage, { status: 'new' }) };
}

/**
 * Any status may be set directly (spec 001 section 4). Marking a message as spam cancels its
 * mails not sent yet: nobody is notified of junk, and no confirmation goes to an address a bot
 * typed.
 */
export async function setContactStatus(em: EntityManager, id: number, status: ContactStatus) {
  const updated = await em.transactional(async (tx) => {
    const row = await tx.findOne(ContactMessage, { id });
    if (!row) throw notFound(MESSAGE_NOT_FOUND);
    const previousStatus = row.status;
    row.status = status;
    await tx.flush();
    if (status === 'spam') await tx.nativeDelete(MailOutbox, { contactMessage: id, status: 'pending' });
    if (previousStatus !== status) {
      await enqueueWebhookEvent(tx, 'lead.updated', { ...toAdminMessage(row), previousStatus });
    }
    return toAdminMessage(row);
  });
  wakeWebhookWorkers();
  return updated;
}

/** Its mails go with it (a foreign key with ON DELETE CASCADE): no copy of an erased lead is kept or sent. */
export function deleteContactMessage(em: EntityManager, id: number): Promise<{ ok: true }> {
  return deleteById(em, ContactMessage, id, MESSAGE_NOT_FOUND);
}

/** Rows read from the database per query of the export. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * The messages of the filters, newest first, read EXPORT_BATCH_SIZE at a time: each batch
 * continues after the last row of the one before (keyset on created_at, id), so memory holds
 * one batch whatever the table's size, and rows written meanwhile neither repeat nor shift.
 */
async function* messagesInBatches(em: EntityManager, filters: ContactMessageFilters): AsyncGenerator<ContactMessage> {
  let last: { createdAt: Date; id: number } | undefined;
  for (;;) {
    // A fresh fork per batch: no identity map keeps the rows read before.
    const query = filteredMessages(em.fork(), filters).limit(EXPORT_BATCH_SIZE);
    if (last) query.andWhere('(m.created_at, m.id) < (?, ?)', [last.createdAt, last.id]);
    const rows = await query.getResultList();
    yield* rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const { createdAt, id } = rows[rows.length - 1];
    last = { createdAt, id };
  }
}

/** A file layout of the export: the spec's CSV, or the owner's Turkish Excel (src/shared/contact-excel.ts). */
export type ContactExportFormat = {
  header: () => string;
  row: (message: AdminContactMessage) => string;
  fileName: () => string;
};
const SPEC_CSV: ContactExportFormat = {
  header: () => csvHeader(CONTACT_CSV_COLUMNS),
  row: contactMessageCsvRow,
  fileName: () => contactCsvFileName(),
};
export const TURKISH_EXCEL: ContactExportFormat = {
  header: contactExcelHeader,
  row: contactExcelRow,
  fileName: () => contactExcelFileName(),
};

/**
 * The CSV export (RFC 4180, BOM, formulas neutralised): the file name, and the file as text
 * pieces (the header, then one batch of rows per piece) that are read from the database only
 * as they are consumed. The REST mirror streams them to the client.
 */
export function exportContactMessages(
  em: EntityManager,
  filters: ContactMessageFilters = {},
  format: ContactExportFormat = SPEC_CSV,
): { fileName: string; rows: AsyncIterable<string> } {
  async function* pieces(): AsyncGenerator<string> {
    yield format.header();
    let piece = '';
    let count = 0;
    for await (const row of messagesInBatches(em, filters)) {
      piece += format.row(toAdminMessage(row));
      if (++count % EXPORT_BATCH_SIZE === 0) {
        yield piece;
        piece = '';
      }
    }
    if (piece) yield piece;
  }
  return { fileName: format.fileName(), rows: pieces() };
}

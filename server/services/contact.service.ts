import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { AdminContactMessage } from '../../src/shared/admin-inbox.ts';
import type { ContactStatus, contactInputSchema } from '../../src/shared/contact.ts';
import { contactCsvFileName, contactMessagesCsv } from '../../src/shared/csv.ts';
import { ContactMessage } from '../db/entities/index.ts';
import { notFound } from './admin-errors.ts';

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
  };
}

/** Newest first; `limit` for the dashboard's latest five. */
export async function listContactMessages(em: EntityManager, limit?: number): Promise<AdminContactMessage[]> {
  const rows = await em.find(ContactMessage, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  return rows.map(toAdminMessage);
}

/** Any status may be set directly (spec 001 section 4). */
export async function setContactStatus(em: EntityManager, id: number, status: ContactStatus) {
  const row = await em.findOne(ContactMessage, { id });
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  row.status = status;
  await em.flush();
  return toAdminMessage(row);
}

export async function deleteContactMessage(em: EntityManager, id: number): Promise<{ ok: true }> {
  const deleted = await em.nativeDelete(ContactMessage, { id });
  if (deleted === 0) throw notFound(MESSAGE_NOT_FOUND);
  return { ok: true };
}

/** The CSV export for integrators; the admin screen builds the same file in the browser. */
export async function exportContactMessages(em: EntityManager): Promise<{ fileName: string; content: string }> {
  return { fileName: contactCsvFileName(), content: contactMessagesCsv(await listContactMessages(em)) };
}

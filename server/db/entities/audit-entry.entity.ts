import { p } from '@mikro-orm/core';
import { createdAtProperty } from './common-properties.ts';
import { defineTable } from './define-table.ts';

/**
 * One line of the audit log: who did what to which row, from where. Written by the server only;
 * no route edits or deletes entries, and entries older than two years are removed.
 */
export const AuditEntrySchema = defineTable('AuditEntry', 'audit_log', {
  id: p.bigint('number').primary().autoincrement(),
  at: createdAtProperty().index(),
  /** The signed-in admin; null for a failed sign-in (actorName holds the username tried). */
  actorId: p.integer().nullable().index(),
  actorName: p.string().length(100).nullable(),
  /** e.g. auth.login, auth.loginFailed, settings.update, contact.export */
  action: p.string().length(100).index(),
  /** The row or key acted on, e.g. "42" or "site_name". */
  target: p.string().length(200).nullable(),
  ip: p.string().length(64).nullable(),
  /** A short summary of the change; never a password, token or code. */
  summary: p.string().length(1000).default(''),
  /** The item a versioned save changed, by name (a title, a text's key), when there is one. */
  subject: p.string().length(200).nullable(),
  /** What a versioned save changed: `{ field, before, after }` with values cut short. */
  changes: p.json<Array<{ field: string; before: unknown; after: unknown }>>().nullable(),
});

export class AuditEntry extends AuditEntrySchema.class {}
AuditEntrySchema.setClass(AuditEntry);

import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditEntryOutput, AuditFilters } from '../../src/shared/account.ts';
import { csvHeader, csvLine } from '../../src/shared/csv.ts';
import type { Paged, PageQuery } from '../../src/shared/paging.ts';
import type { VersionChange } from '../../src/shared/versions.ts';
import { AuditEntry, User } from '../db/entities/index.ts';
import { pageOf } from '../services/paging.ts';

/**
 * The audit log: every sign-in (failed ones too), sign-out, admin mutation on either transport
 * and CSV export, with time, actor, action, target, IP and a short summary. Entries are only
 * ever added (by the server); the retention below removes them after two years. Entries are
 * keyed by the actor's id (filters, the name now); the name at the time is kept beside it.
 */

/** The privacy page's retention of the activity log. */
export const AUDIT_RETENTION_MS = 2 * 365 * 24 * 60 * 60 * 1000;

export type AuditRecord = {
  actorId: number | null;
  actorName: string | null;
  action: string;
  target?: string | null;
  ip: string | null;
  summary?: string;
  /** A versioned save's item and changes (see audit-detail.ts). */
  subject?: string | null;
  changes?: VersionChange[] | null;
};

/** Adds an entry, outside any transaction of the request (a failed write still leaves its trace). */
export async function recordAudit(em: EntityManager, record: AuditRecord): Promise<void> {
  await em.fork().insert(AuditEntry, {
    at: new Date(),
    actorId: record.actorId,
    actorName: record.actorName?.slice(0, 100) ?? null,
    action: record.action.slice(0, 100),
    target: record.target?.slice(0, 200) ?? null,
    ip: record.ip?.slice(0, 64) ?? null,
    summary: (record.summary ?? '').slice(0, 1000),
    subject: record.subject ?? null,
    changes: record.changes ?? null,
  });
}

/** Keys whose values never reach the log, at any depth. */
const SECRET_KEY = /pass(word)?|secret|token|code|totp|otp|cookie/i;
/** Keys that name the row acted on, in order of preference. */
const TARGET_KEYS = ['id', 'key', 'slug', 'username', 'email', 'language'];
const SUMMARY_VALUE_MAX = 60;

function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') {
    const short = value.length > SUMMARY_VALUE_MAX ? `${value.slice(0, SUMMARY_VALUE_MAX)}…` : value;
    return JSON.stringify(short);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.length}]`;
  if (typeof value === 'object') {
    const keys = Object.keys(value).filter((key) => !SECRET_KEY.test(key));
    return `{${keys.slice(0, 8).join(', ')}${keys.length > 8 ? ', …' : ''}}`;
  }
  return typeof value;
}

/**
 * The target and summary of a call's input: `site_name: "Ajans", phone: "+90…"`; a secret
 * field shows as `password: ***` (that it was sent, never its value).
 */
export function summarizeInput(input: unknown): { target: string | null; summary: string } {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { target: null, summary: input === undefined ? '' : describe(input) };
  }
  const record = input as Record<string, unknown>;
  const targetKey = TARGET_KEYS.find((key) => ['string', 'number'].includes(typeof record[key]));
  const target = targetKey ? String(record[targetKey]) : null;
  const parts = Object.entries(record)
    .filter(([key]) => key !== targetKey)
    .map(([key, value]) => `${key}: ${SECRET_KEY.test(key) ? '***' : describe(value)}`);
  return { target, summary: parts.join(', ') };
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────

function toOutput(row: AuditEntry): AuditEntryOutput {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    actorId: row.actorId ?? null,
    actor: row.actorName ?? null,
    actorNow: null,
    action: row.action,
    target: row.target ?? null,
    ip: row.ip ?? null,
    summary: row.summary,
    subject: row.subject ?? null,
    changes: row.changes ?? [],
  };
}

/** A day (`2026-11-25`) as the start of that day, or the start of the next one for `to`. */
function boundary(value: string, end: boolean): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  const day = new Date(`${value}T00:00:00Z`);
  return end ? new Date(day.getTime() + 24 * 60 * 60 * 1000) : day;
}

function filtered(em: EntityManager, { actorId, action, from, to }: AuditFilters) {
  const query = em.createQueryBuilder(AuditEntry, 'a').select('*');
  // By id, never by name: any admin can rename an account, and a new one can take an old name.
  if (actorId) query.andWhere({ actorId });
  if (action)
    query.andWhere(action.endsWith('.') ? { action: { $like: `${action.replace(/[\\%_]/g, '\\$&')}%` } } : { action });
  if (from) query.andWhere({ at: { $gte: boundary(from, false) } });
  if (to)
    query.andWhere({ at: /^\d{4}-\d{2}-\d{2}$/.test(to) ? { $lt: boundary(to, true) } : { $lte: boundary(to, true) } });
  return query.orderBy({ at: 'desc', id: 'desc' });
}

/** The current usernames of these actors (deleted ones are missing). */
async function currentNames(em: EntityManager, ids: Array<number | null | undefined>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const users = await em.fork().find(User, { id: { $in: wanted } }, { fields: ['id', 'username'] });
  return new Map(users.map((user) => [user.id, user.username]));
}

/** The name now, when it differs from the name at the time. */
const nameNow = (names: Map<number, string>, actorId: number | null | undefined, then: string | null | undefined) => {
  const now = actorId ? names.get(actorId) : undefined;
  return now !== undefined && now !== then ? now : null;
};

/** One page of the log, newest first, with the count of all matching entries. */
export async function listAudit(em: EntityManager, input: PageQuery & AuditFilters): Promise<Paged<AuditEntryOutput>> {
  const page = await pageOf(filtered(em, input), input, toOutput);
  const names = await currentNames(
    em,
    page.items.map((item) => item.actorId),
  );
  return {
    ...page,
    items: page.items.map((item) => ({ ...item, actorNow: nameNow(names, item.actorId, item.actor) })),
  };
}

const AUDIT_CSV_COLUMNS = ['time', 'actor', 'actor_id', 'actor_now', 'action', 'target', 'ip', 'summary'] as const;
const EXPORT_BATCH = 500;

/** The log of the filters as CSV, read 500 entries at a time (keyset on time and id). */
export function exportAudit(
  em: EntityManager,
  filters: AuditFilters,
  now: Date = new Date(),
): { fileName: string; rows: AsyncIterable<string> } {
  async function* pieces(): AsyncGenerator<string> {
    yield csvHeader(AUDIT_CSV_COLUMNS);
    let last: { at: Date; id: number } | undefined;
    for (;;) {
      const query = filtered(em.fork(), filters).limit(EXPORT_BATCH);
      if (last) query.andWhere('(a.at, a.id) < (?, ?)', [last.at, last.id]);
      const rows = await query.getResultList();
      if (rows.length === 0) return;
      const names = await currentNames(
        em,
        rows.map((row) => row.actorId),
      );
      yield rows
        .map((row) =>
          csvLine([
            row.at.toISOString(),
            row.actorName ?? '',
            row.actorId ? String(row.actorId) : '',
            nameNow(names, row.actorId, row.actorName) ?? '',
            row.action,
            row.target ?? '',
            row.ip ?? '',
            row.summary,
          ]),
        )
        .join('');
      if (rows.length < EXPORT_BATCH) return;
      const tail = rows[rows.length - 1];
      last = { at: tail.at, id: Number(tail.id) };
    }
  }
  return { fileName: `aktivite-${now.toISOString().slice(0, 10)}.csv`, rows: pieces() };
}

/** Removes entries past the retention (run with the other periodic clean-ups). */
export async function pruneAudit(em: EntityManager, now: Date = new Date()): Promise<number> {
  return em.fork().nativeDelete(AuditEntry, { at: { $lt: new Date(now.getTime() - AUDIT_RETENTION_MS) } });
}

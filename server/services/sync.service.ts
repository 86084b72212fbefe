import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deletion, SyncKind } from '../../src/shared/sync.ts';

/**
 * Incremental sync (issue 23). `updated_at` and tombstones' `deleted_at` are set by triggers to
 * the writing transaction's start, now() (Migration20261127113000_sync). A row is visible to a
 * read only once its transaction commits, which can be long after that start: so the sync time
 * (the next `since`) is not the time of the read but the start of the oldest transaction still
 * open when the read begins, minus a second of margin (a transaction whose start is taken but
 * not yet published in pg_stat_activity). Every row a later commit makes visible is then newer
 * than the sync time: nothing is missed; a row may come twice.
 * pg_stat_activity shows the start of the sessions of our own database role, the one that writes.
 */
export async function syncTimeOf(em: EntityManager): Promise<string> {
  const [row] = await em.getConnection().execute<{ at: string }[]>(
    `select to_char((least(statement_timestamp(), (select min(xact_start) from pg_stat_activity
        where datname = current_database() and xact_start is not null)) - interval '1 second')
        at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at`,
  );
  return row.at;
}

/** The rows of a kind deleted after `since` (an ISO time, compared at the database's precision), oldest first. */
export async function deletionsSince(em: EntityManager, kind: SyncKind, since: string): Promise<Deletion[]> {
  const rows = await em.getConnection().execute<{ id: number; deleted_at: string }[]>(
    `select item_id as id, to_char(deleted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as deleted_at
       from sync_tombstones where kind = ? and deleted_at > ?::timestamptz order by deleted_at, id`,
    [kind, since],
  );
  return rows.map((row) => ({ id: row.id, deletedAt: row.deleted_at }));
}

/** The SQL condition of a since-read on a table alias: changed (or created) after `since`. */
export const changedSince = (alias: string, since: string): [string, unknown[]] => [
  `${alias}.updated_at > ?::timestamptz`,
  [since],
];

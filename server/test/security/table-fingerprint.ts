/**
 * A hash over the rows of every table a request could change: the hostile-input and fuzz tests
 * take it before and after, and equal hashes prove that no refused request wrote anything.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { query } from '../harness.ts';

/** The public tables, without sessions, migrations and the counters that rate limits and throttling keep. */
export async function changeableTables(orm: MikroORM): Promise<string[]> {
  const rows = await query<{ tablename: string }>(
    orm,
    `select tablename from pg_tables where schemaname = 'public'
       and tablename not in ('sessions', 'mikro_orm_migrations') and tablename not like '%rate%' and tablename not like '%abuse%'
       and tablename not like '%throttle%' and tablename not like '%login_attempt%'`,
  );
  return rows.map((row) => row.tablename);
}

/** One hash over all rows of `tables`. */
export async function tablesFingerprint(orm: MikroORM, tables: string[]): Promise<string> {
  const parts = tables.map(
    (table) =>
      `select '${table}:' || md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as x from "${table}" t`,
  );
  const rows = await query<{ h: string }>(
    orm,
    `select md5(string_agg(x, '|' order by x)) as h from (${parts.join(' union all ')}) all_tables`,
  );
  return rows[0].h;
}

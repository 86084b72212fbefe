/**
 * What the logical export and the restore read from the catalog: the public schema's tables in
 * load order, their columns and primary keys, its sequences.
 */
import type pg from 'pg';

export type Column = { name: string; type: string };

/** Session settings that make every value's text form exact and independent of the server's defaults. */
export const TEXT_FORM_SETTINGS =
  "set datestyle = 'ISO, YMD'; set timezone = 'UTC'; set intervalstyle = 'postgres'; " +
  "set extra_float_digits = 3; set bytea_output = 'hex'";

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function publicTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/**
 * Tables in an order where each comes after the tables its foreign keys point to (self references
 * and cycles cannot be ordered: such rows load in primary key order, parents usually first).
 */
export async function tablesInLoadOrder(client: pg.Client): Promise<string[]> {
  const tables = await publicTables(client);
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select ch.relname as child, pa.relname as parent from pg_constraint k
     join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
     join pg_namespace n on n.oid = k.connamespace
     where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  for (const { child, parent } of rows) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((p) => placed.has(p)),
    );
    // A cycle: take the rest alphabetically rather than loop forever.
    const next = ready.length > 0 ? ready : tables.filter((table) => !placed.has(table));
    for (const table of next) {
      placed.add(table);
      ordered.push(table);
    }
  }
  return ordered;
}

/** Stored columns in table order (generated columns are computed again on insert). */
export async function columnsOf(client: pg.Client, table: string): Promise<Column[]> {
  const { rows } = await client.query<Column>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [quoteIdent(table)],
  );
  return rows;
}

export async function primaryKeyOf(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select a.attname as name from pg_index i
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = $1::regclass and i.indisprimary
     order by array_position(i.indkey::int2[], a.attnum)`,
    [quoteIdent(table)],
  );
  return rows.map((row) => row.name);
}

export async function publicSequences(client: pg.Client): Promise<Array<{ name: string; lastValue: string | null }>> {
  const { rows } = await client.query<{ name: string; lastValue: string | null }>(
    `select sequencename as name, last_value::text as "lastValue" from pg_sequences
     where schemaname = 'public' order by sequencename`,
  );
  return rows;
}

export async function serverVersion(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ version: string }>('show server_version');
  return rows[0]?.version ?? 'unknown';
}

/**
 * Restores a backup archive into an EMPTY database and an empty upload store.
 *
 * Schema: the app's own migrations, run up to the archive's last one (not a DDL dump). The
 * migrations are the one definition of the schema (tables, indexes, the sync triggers and their
 * functions), so the restored database is exactly what the app's start expects, its migration
 * table lists the same migrations, and an archive from an older version restores to its own
 * schema; the app's next start applies the newer migrations to the restored rows, as an upgrade
 * in place would. An archive that names a migration this version does not know is refused.
 *
 * Rows: in one transaction, the tables the migrations filled are emptied, user triggers are
 * disabled (the sync triggers would overwrite updated_at and write tombstones: the archive's
 * values are kept), tables load parents first (foreign keys stay checked), each value through its
 * type's input function; sequences get the archive's values; the row counts are checked against
 * the manifest before the commit. Then the files go into the store, each checked again.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { createOrmConfig } from '../../mikro-orm.config.ts';
import { migrationsList } from '../db/migrations/index.ts';
import type { UploadStore } from '../storage/upload-store.ts';
import { contentTypeOf } from '../uploads/upload-headers.ts';
import {
  BackupError,
  type BackupFigures,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  type Manifest,
  PG_DUMP_ENTRY,
} from './archive-format.ts';
import { columnsOf, publicTables, quoteIdent, TEXT_FORM_SETTINGS } from './db-schema.ts';
import { type EntryBody, forEachEntry, readAll, verifyArchive, writeBodyTo } from './read-archive.ts';
import { STORE_PREFIXES } from './write-backup.ts';

const run = promisify(execFile);
const CHUNK_MAX_BYTES = 256 * 1024 * 1024;

export type RestoreTarget = {
  databaseUrl: string;
  store: UploadStore;
  /** pg_restore, for an archive whose database part is a pg_dump. */
  pgRestore?: string;
};

/** The archive's migrations must be the first ones of this version, in the same order. */
function checkMigrations(manifest: Manifest): void {
  const known = migrationsList.map((migration) => migration.name);
  const theirs = manifest.database.migrations;
  if (theirs.length === 0) throw new BackupError('the archive lists no migrations: it is not a backup of this app');
  theirs.forEach((name, index) => {
    if (known[index] !== name) {
      throw new BackupError(
        `the archive was written by a version with other migrations (${name} is not this version's migration ${index + 1}): restore it with the app version that wrote it (${manifest.appVersion}) or newer`,
      );
    }
  });
}

/** Connects to the database, creating it first when it does not exist (as the app's start does). */
async function connectCreatingDatabase(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    if ((error as { code?: string }).code !== '3D000') throw error;
  }
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${quoteIdent(name)}`);
  } finally {
    await admin.end();
  }
  const created = new pg.Client({ connectionString: databaseUrl });
  await created.connect();
  return created;
}

/** Refuses a database that has any table in its public schema (restore creates the schema itself). */
async function checkDatabaseEmpty(client: pg.Client): Promise<void> {
  const tables = await publicTables(client);
  if (tables.length === 0) return;
  const withRows: string[] = [];
  for (const table of tables) {
    if (table === 'mikro_orm_migrations') continue;
    const { rows } = await client.query<{ any: boolean }>(`select exists(select 1 from ${quoteIdent(table)}) as any`);
    if (rows[0].any) withRows.push(table);
  }
  throw new BackupError(
    withRows.length > 0
      ? `the database holds data (${withRows.slice(0, 5).join(', ')}${withRows.length > 5 ? ', …' : ''}): restore only into an empty database (a new one from createdb, or a new DATA_DIR); nothing was written`
      : `the database already has the app's tables (${tables.length}): restore only into an empty database (a new one from createdb, or a new DATA_DIR; do not start the app on it first); nothing was written`,
  );
}

async function checkStoreEmpty(store: UploadStore): Promise<void> {
  for (const prefix of STORE_PREFIXES) {
    for await (const key of store.list(prefix)) {
      throw new BackupError(
        `the upload store is not empty (${key}): restore only into an empty data folder or bucket; nothing was written`,
      );
    }
  }
}

async function migrateTo(databaseUrl: string, last: string): Promise<void> {
  const orm = await MikroORM.init({ ...createOrmConfig({ clientUrl: databaseUrl }), logger: () => undefined });
  try {
    await orm.migrator.up({ to: last });
  } finally {
    await orm.close(true);
  }
}

/** Checks that the migrated schema has the archive's tables and columns, then empties it. */
async function prepareTables(client: pg.Client, manifest: Manifest): Promise<void> {
  const tables = new Set(await publicTables(client));
  for (const table of manifest.database.tables) {
    if (!tables.delete(table.name)) throw new BackupError(`the migrated schema has no table ${table.name}`);
    const columns = (await columnsOf(client, table.name)).map((column) => column.name).join(',');
    const expected = table.columns.map((column) => column.name).join(',');
    if (columns !== expected) throw new BackupError(`the columns of ${table.name} differ from the archive's`);
  }
  if (tables.size > 0) throw new BackupError(`the archive has no rows for table ${[...tables][0]}`);
  const all = manifest.database.tables.map((table) => quoteIdent(table.name)).join(', ');
  await client.query(`truncate ${all} restart identity`);
  for (const table of manifest.database.tables) {
    await client.query(`alter table ${quoteIdent(table.name)} disable trigger user`);
  }
}

/** Inserts one chunk (JSON arrays of text values, one per line) through each column's type. */
async function loadChunk(client: pg.Client, table: Manifest['database']['tables'][number], text: string) {
  const lines = text.split('\n').filter((line) => line !== '');
  if (lines.length === 0) return;
  const names = table.columns.map((column) => quoteIdent(column.name)).join(', ');
  const values = table.columns.map((column, index) => `(r ->> ${index})::${column.type}`).join(', ');
  await client.query(
    `insert into ${quoteIdent(table.name)} (${names}) overriding system value
     select ${values} from json_array_elements($1::json) as e(r)`,
    [`[${lines.join(',')}]`],
  );
}

async function finishTables(client: pg.Client, manifest: Manifest): Promise<void> {
  for (const table of manifest.database.tables) {
    await client.query(`alter table ${quoteIdent(table.name)} enable trigger user`);
    const { rows } = await client.query<{ n: string }>(`select count(*)::text as n from ${quoteIdent(table.name)}`);
    if (Number(rows[0].n) !== table.rows) {
      throw new BackupError(`${table.name}: ${rows[0].n} rows restored, the manifest says ${table.rows}`);
    }
  }
  for (const sequence of manifest.database.sequences) {
    const name = `public.${quoteIdent(sequence.name)}`;
    if (sequence.lastValue === null) {
      await client.query(
        'select setval($1::regclass, (select start_value from pg_sequences where schemaname = $2 and sequencename = $3), false)',
        [name, 'public', sequence.name],
      );
    } else {
      await client.query('select setval($1::regclass, $2::bigint, true)', [name, sequence.lastValue]);
    }
  }
}

/** Copies a file entry into the store through a temporary file, checking its sha256 again. */
async function restoreFile(store: UploadStore, key: string, body: EntryBody, sha256: string, dir: string) {
  const file = path.join(dir, 'object');
  try {
    // Readable by all, as the app writes uploads (the local driver copies the mode).
    if ((await writeBodyTo(body, file, 0o644)) !== sha256)
      throw new BackupError(`${key} changed while it was being restored`);
    await store.putFile(key, file, contentTypeOf(key));
  } finally {
    await fs.rm(file, { force: true });
  }
}

/**
 * Restores `file` (verified first: nothing is written when it is damaged, the database holds
 * anything or the store is not empty). Resolves with the figures.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<BackupFigures> {
  const started = performance.now();
  const manifest = await verifyArchive(file);
  const pgDump = manifest.database.kind === 'pg_dump';
  if (pgDump && !target.pgRestore) {
    throw new BackupError(
      'the archive holds a pg_dump: set PG_RESTORE (or PG_DUMP, pg_restore beside it) to restore it',
    );
  }
  if (!pgDump) checkMigrations(manifest);

  const client = await connectCreatingDatabase(target.databaseUrl);
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-restore-'));
  try {
    await checkDatabaseEmpty(client);
    await checkStoreEmpty(target.store);
    if (!pgDump) {
      await migrateTo(target.databaseUrl, manifest.database.migrations.at(-1) as string);
      await client.query('begin');
      await client.query(TEXT_FORM_SETTINGS);
      await prepareTables(client, manifest);
    }
    const tables = new Map(manifest.database.tables.map((table) => [table.name, table]));
    const files = new Map(manifest.files.map((entry) => [`${FILES_PREFIX}${entry.key}`, entry]));
    let databaseDone = pgDump;
    await forEachEntry(file, async (name, _size, body) => {
      const fileEntry = files.get(name);
      if (fileEntry) {
        if (!databaseDone) {
          await finishTables(client, manifest);
          await client.query('commit');
          databaseDone = true;
        }
        await restoreFile(target.store, fileEntry.key, body, fileEntry.sha256, tmp);
      } else if (name === PG_DUMP_ENTRY) {
        const dump = path.join(tmp, 'database.pgdump');
        await writeBodyTo(body, dump);
        await run(target.pgRestore as string, [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${target.databaseUrl}`,
          dump,
        ]);
        await fs.rm(dump, { force: true });
      } else if (name !== MANIFEST_ENTRY) {
        const table = tables.get(name.split('/')[1]);
        if (!table) throw new BackupError(`unexpected entry ${name}`);
        await loadChunk(client, table, (await readAll(body, CHUNK_MAX_BYTES)).toString('utf8'));
      }
    });
    if (!databaseDone) {
      await finishTables(client, manifest);
      await client.query('commit');
    }
    for (const entry of manifest.files) {
      const stat = await target.store.stat(entry.key);
      if (stat?.size !== entry.size) throw new BackupError(`${entry.key} is not in the store after the restore`);
    }
    return {
      tables: manifest.database.tables.length,
      rows: manifest.database.tables.reduce((sum, table) => sum + table.rows, 0),
      files: manifest.files.length,
      fileBytes: manifest.files.reduce((sum, entry) => sum + entry.size, 0),
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

/**
 * Writes the backup archive (see archive-format.ts) to a stream: the CLI's file or the admin's
 * download. The database part is one consistent snapshot: a single REPEATABLE READ READ ONLY
 * transaction for the whole export (pg_dump, when PG_DUMP names one, is given that transaction's
 * snapshot). Rows are read through a cursor, ROWS_PER_CHUNK at a time, and written as they come,
 * and files are streamed from the store, so memory stays flat however many leads and files.
 * The files are copied after the database snapshot: a file deleted in between is simply absent.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import type { StoreKey, UploadStore } from '../storage/upload-store.ts';
import {
  APP_VERSION,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupFigures,
  dbChunkEntry,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  type Manifest,
  type ManifestTable,
  PG_DUMP_ENTRY,
  ROWS_PER_CHUNK,
} from './archive-format.ts';
import {
  columnsOf,
  primaryKeyOf,
  publicSequences,
  quoteIdent,
  serverVersion,
  TEXT_FORM_SETTINGS,
  tablesInLoadOrder,
} from './db-schema.ts';

const run = promisify(execFile);

export type BackupSource = {
  /** postgresql:// URL of the app's database (secret: never logged). */
  databaseUrl: string;
  store: UploadStore;
  /** A pg_dump binary: the database part is its custom format instead of the logical export. */
  pgDump?: string;
};

/** The store's prefixes that hold objects (uploads/ includes uploads/v/). */
export const STORE_PREFIXES = ['uploads/', 'originals/'] as const;

type Entry = Manifest['entries'][number];

/** A tar pack whose entries are hashed and listed as they are written, with backpressure. */
class HashedPack {
  readonly pack = tar.pack();
  readonly entries: Entry[] = [];

  async addBuffer(name: string, data: Buffer): Promise<string> {
    const sha256 = createHash('sha256').update(data).digest('hex');
    await new Promise<void>((resolve, reject) => {
      this.pack.entry({ name, size: data.length, mtime: new Date(0) }, data, (error) =>
        error ? reject(error) : resolve(),
      );
    });
    this.entries.push({ name, size: data.length, sha256 });
    return sha256;
  }

  async addStream(name: string, size: number, body: Readable): Promise<string> {
    const hash = createHash('sha256');
    let settle!: (error?: Error | null) => void;
    const done = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    done.catch(() => undefined); // awaited below; a failure meanwhile is rethrown there
    const sink = this.pack.entry({ name, size, mtime: new Date(0) }, (error) => settle(error));
    try {
      for await (const chunk of body) {
        hash.update(chunk as Buffer);
        if (!sink.write(chunk)) await new Promise<void>((resolve) => sink.once('drain', () => resolve()));
      }
    } catch (error) {
      sink.destroy(error as Error);
      throw error;
    }
    sink.end(undefined);
    await done;
    const sha256 = hash.digest('hex');
    this.entries.push({ name, size, sha256 });
    return sha256;
  }
}

async function listKeys(store: UploadStore): Promise<StoreKey[]> {
  const keys = new Set<StoreKey>();
  for (const prefix of STORE_PREFIXES) for await (const key of store.list(prefix)) keys.add(key);
  return [...keys].sort();
}

async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const { rows: exists } = await client.query(`select to_regclass('public.mikro_orm_migrations') as t`);
  if (!exists[0]?.t) return [];
  const { rows } = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
  return rows.map((row) => row.name);
}

async function exportTable(client: pg.Client, table: string, out: HashedPack): Promise<ManifestTable> {
  const columns = await columnsOf(client, table);
  const key = await primaryKeyOf(client, table);
  const select = columns.map((column) => `${quoteIdent(column.name)}::text`).join(', ');
  const order = key.length > 0 ? ` order by ${key.map(quoteIdent).join(', ')}` : '';
  await client.query(`declare backup_rows no scroll cursor for select ${select} from ${quoteIdent(table)}${order}`);
  let rows = 0;
  let chunks = 0;
  for (;;) {
    const batch = await client.query<unknown[]>({
      text: `fetch ${ROWS_PER_CHUNK} from backup_rows`,
      rowMode: 'array',
    });
    if (batch.rows.length === 0) break;
    const text = batch.rows.map((row) => JSON.stringify(row)).join('\n');
    chunks += 1;
    rows += batch.rows.length;
    await out.addBuffer(dbChunkEntry(table, chunks), Buffer.from(`${text}\n`));
    if (batch.rows.length < ROWS_PER_CHUNK) break;
  }
  await client.query('close backup_rows');
  return { name: table, columns, rows, chunks };
}

/** pg_dump of the transaction's snapshot, through a temporary file (its size goes in the tar header). */
async function dumpWithPgDump(client: pg.Client, databaseUrl: string, pgDump: string, out: HashedPack) {
  const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-backup-'));
  try {
    const file = path.join(dir, 'database.pgdump');
    await run(pgDump, [
      '--format=custom',
      `--snapshot=${rows[0].snapshot}`,
      `--file=${file}`,
      `--dbname=${databaseUrl}`,
    ]);
    const { size } = await fs.stat(file);
    await out.addStream(PG_DUMP_ENTRY, size, createReadStream(file));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

async function countRows(client: pg.Client, table: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(`select count(*)::text as n from ${quoteIdent(table)}`);
  return Number(rows[0].n);
}

/**
 * Writes the archive to `destination` and resolves with the figures once it is all written.
 * On failure the destination is destroyed (a half archive has no manifest: restore refuses it).
 */
export async function writeBackup(source: BackupSource, destination: Writable): Promise<BackupFigures> {
  const started = performance.now();
  const out = new HashedPack();
  let archiveBytes = 0;
  const gzip = createGzip({ level: 6 });
  gzip.on('data', (chunk: Buffer) => {
    archiveBytes += chunk.length;
  });
  const written = pipeline(out.pack, gzip, destination);
  // A failure on the writing side (disk full, client gone) must not be left unhandled while we read.
  written.catch(() => undefined);
  const client = new pg.Client({ connectionString: source.databaseUrl });
  try {
    await client.connect();
    await client.query('begin isolation level repeatable read read only');
    await client.query(TEXT_FORM_SETTINGS);
    const migrations = await appliedMigrations(client);
    const tableNames = await tablesInLoadOrder(client);
    const tables: ManifestTable[] = [];
    if (source.pgDump) {
      await dumpWithPgDump(client, source.databaseUrl, source.pgDump, out);
      for (const name of tableNames) {
        tables.push({ name, columns: await columnsOf(client, name), rows: await countRows(client, name), chunks: 0 });
      }
    } else {
      for (const name of tableNames) tables.push(await exportTable(client, name, out));
    }
    const sequences = await publicSequences(client);
    const version = await serverVersion(client);
    await client.query('commit');

    const files: Manifest['files'] = [];
    for (const key of await listKeys(source.store)) {
      const object = await source.store.read(key);
      if (!object) continue; // deleted since it was listed
      const sha256 = await out.addStream(`${FILES_PREFIX}${key}`, object.size, object.body);
      files.push({ key, size: object.size, sha256 });
    }

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: APP_VERSION,
      createdAt: new Date().toISOString(),
      database: {
        kind: source.pgDump ? 'pg_dump' : 'logical',
        serverVersion: version,
        migrations,
        tables,
        sequences,
      },
      files,
      entries: out.entries,
    };
    await out.addBuffer(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`));
    out.pack.finalize();
    await written;
    return {
      tables: tables.length,
      rows: tables.reduce((sum, table) => sum + table.rows, 0),
      files: files.length,
      fileBytes: files.reduce((sum, file) => sum + file.size, 0),
      archiveBytes,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    out.pack.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

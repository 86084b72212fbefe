/**
 * The backup archive (issue 24): one tar.gz holding
 *   db/<table>/<000001>.ndjson   the app's logical export: a table's rows in primary key order,
 *                                one JSON array per row, every value in PostgreSQL's text form
 *                                (or null), so every type (json, bytea, timestamptz, arrays)
 *                                comes back exactly through its input function
 *   db/database.pgdump           instead of the above when PG_DUMP pointed to pg_dump (custom format)
 *   files/<store key>            every upload object (uploads/…, uploads/v/…, originals/…)
 *   manifest.json                LAST: written once everything is read, it holds the counts and
 *                                the sha256 of every other entry, so restore checks the whole
 *                                archive before it writes anything
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const BACKUP_FORMAT = 'agency-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const PG_DUMP_ENTRY = 'db/database.pgdump';
export const FILES_PREFIX = 'files/';
/** Rows per db entry: a few hundred kB at most for this app's rows, so memory stays flat. */
export const ROWS_PER_CHUNK = 500;

export const dbChunkEntry = (table: string, index: number) => `db/${table}/${String(index).padStart(6, '0')}.ndjson`;

/** package.json's version: the app that wrote the archive. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

const tableSchema = z.strictObject({
  name: z.string().min(1).max(63),
  columns: z.array(z.strictObject({ name: z.string().min(1).max(63), type: z.string().min(1).max(200) })),
  rows: z.number().int().min(0),
  chunks: z.number().int().min(0),
});

export const manifestSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  appVersion: z.string(),
  createdAt: z.string(),
  database: z.strictObject({
    kind: z.enum(['logical', 'pg_dump']),
    serverVersion: z.string(),
    /** The applied migrations, in order (the rows of mikro_orm_migrations). */
    migrations: z.array(z.string()),
    /** In load order: a table comes after the tables its foreign keys point to. */
    tables: z.array(tableSchema),
    sequences: z.array(z.strictObject({ name: z.string(), lastValue: z.string().nullable() })),
  }),
  files: z.array(z.strictObject({ key: z.string(), size: z.number().int().min(0), sha256: sha256Hex })),
  /** Every entry but the manifest, in archive order. */
  entries: z.array(z.strictObject({ name: z.string(), size: z.number().int().min(0), sha256: sha256Hex })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestTable = Manifest['database']['tables'][number];

/** What a backup or a restore did, for the CLI's and the log's figures. */
export type BackupFigures = {
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  /** Size of the archive (gzip), when known. */
  archiveBytes?: number;
  seconds: number;
};

export class BackupError extends Error {}

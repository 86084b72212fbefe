/**
 * npm run restore -- FILE — restores an archive of `npm run backup` into an EMPTY database
 * (DATABASE_URL, created when missing, or a new DATA_DIR's embedded PostgreSQL) and an empty
 * upload store (DATA_DIR/uploads or the S3 bucket). The whole archive is checked first (sha256
 * of every entry): a damaged archive, a database with tables or a store with objects is refused
 * before anything is written. Start the app afterwards, not before (its start seeds the database).
 * An archive with a pg_dump needs PG_RESTORE (or PG_DUMP, with pg_restore beside it).
 */
import path from 'node:path';
import { restoreBackup } from '../../backup/restore-backup.ts';
import { loadEnv } from '../../env.ts';
import { createLogger } from '../../logger.ts';
import { uploadStoreFrom } from '../../storage/store-from-env.ts';
import { cliDatabase, formatBytes } from './cli-database.ts';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  process.stderr.write('Usage: npm run restore -- FILE   (FILE: an archive written by npm run backup)\n');
  process.exit(1);
}

const pgRestore =
  process.env.PG_RESTORE ||
  (process.env.PG_DUMP ? path.join(path.dirname(process.env.PG_DUMP), 'pg_restore') : undefined);

try {
  const env = loadEnv(process.env);
  const database = await cliDatabase(env, createLogger('warn'), { existing: false });
  const store = uploadStoreFrom(env);
  try {
    const figures = await restoreBackup(file, { databaseUrl: database.url, store, pgRestore });
    process.stdout.write(
      `Restored ${file}: ${figures.tables} tables, ${figures.rows} rows, ${figures.files} files ` +
        `(${formatBytes(figures.fileBytes)}), ${figures.seconds.toFixed(1)} s. Counts and sha256 match the manifest.\n`,
    );
  } finally {
    await store.close();
    await database.close();
  }
} catch (error) {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}

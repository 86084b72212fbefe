/**
 * npm run backup -- FILE — writes one archive (tar.gz) of the database and every upload object
 * (server/backup/archive-format.ts), through FILE.partial renamed when complete: a failed run
 * leaves no half archive under FILE. `-` writes to standard output. Same env as the server
 * (DATABASE_URL or DATA_DIR's embedded PostgreSQL, STORAGE/S3_*); PG_DUMP=/path/to/pg_dump makes
 * the database part a pg_dump (custom format) of the same snapshot.
 */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { writeBackup } from '../../backup/write-backup.ts';
import { loadEnv } from '../../env.ts';
import { createLogger } from '../../logger.ts';
import { uploadStoreFrom } from '../../storage/store-from-env.ts';
import { cliDatabase, formatBytes } from './cli-database.ts';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  process.stderr.write(
    'Usage: npm run backup -- FILE   (FILE: the archive to write, e.g. backup.tar.gz; - for stdout)\n',
  );
  process.exit(1);
}

const report = (text: string) => process.stderr.write(`${text}\n`);

try {
  const env = loadEnv(process.env);
  const database = await cliDatabase(env, createLogger('warn'), { existing: true });
  const store = uploadStoreFrom(env);
  const partial = `${file}.partial`;
  try {
    const figures = await writeBackup(
      { databaseUrl: database.url, store, pgDump: process.env.PG_DUMP || undefined },
      file === '-' ? process.stdout : createWriteStream(partial, { mode: 0o600 }),
    );
    if (file !== '-') await fs.rename(partial, file);
    report(
      `Backup written to ${file}: ${figures.tables} tables, ${figures.rows} rows, ${figures.files} files ` +
        `(${formatBytes(figures.fileBytes)}), archive ${formatBytes(figures.archiveBytes ?? 0)}, ${figures.seconds.toFixed(1)} s.`,
    );
  } catch (error) {
    if (file !== '-') await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await store.close();
    await database.close();
  }
} catch (error) {
  report(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

/**
 * `npm run storage:migrate`: copies the local upload folder (DATA_DIR/uploads: files, variants,
 * private originals) to the bucket of the S3_* variables, key for key (server/storage/).
 * Idempotent: an object already in the bucket with the same size is skipped, so an interrupted
 * run is simply run again. Staging and work files are not uploads and are left alone.
 *
 *   STORAGE=s3 S3_BUCKET=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… [S3_ENDPOINT=…] DATA_DIR=… npm run storage:migrate
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvOrExplain } from '../env.ts';
import { LocalUploadStore } from '../storage/local-store.ts';
import { S3UploadStore } from '../storage/s3-store.ts';
import type { StoreKey, UploadStore } from '../storage/upload-store.ts';
import { contentTypeOf } from '../uploads/upload-headers.ts';
import { uploadDirOf } from '../uploads/upload-storage.ts';

export type MigrationFigures = { copied: number; copiedBytes: number; skipped: number; skippedBytes: number };

/** Copies at most this many files at once (each large one goes up in parts of its own). */
const CONCURRENCY = 4;

export async function migrateUploads(source: LocalUploadStore, target: UploadStore): Promise<MigrationFigures> {
  const figures: MigrationFigures = { copied: 0, copiedBytes: 0, skipped: 0, skippedBytes: 0 };
  const keys: StoreKey[] = [];
  for await (const key of source.list('')) keys.push(key);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++];
      const local = await source.stat(key);
      if (!local) continue; // removed meanwhile
      const remote = await target.stat(key);
      if (remote?.size === local.size) {
        figures.skipped++;
        figures.skippedBytes += local.size;
        continue;
      }
      await target.putFile(key, source.pathOf(key), contentTypeOf(key));
      figures.copied++;
      figures.copiedBytes += local.size;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return figures;
}

const print = (line: string) => process.stdout.write(`${line}\n`);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<number> {
  const env = loadEnvOrExplain();
  if (!env) return 2;
  if (env.storage.kind !== 's3') {
    console.error('storage:migrate copies DATA_DIR/uploads to a bucket: set STORAGE=s3 and the S3_* variables.');
    return 2;
  }
  const source = new LocalUploadStore(uploadDirOf(env.dataDir));
  const target = new S3UploadStore(env.storage);
  const started = Date.now();
  print(`copying ${source.uploadDir} to s3://${env.storage.bucket} (${env.storage.endpoint ?? 'AWS'})`);
  try {
    const figures = await migrateUploads(source, target);
    print(
      `copied ${figures.copied} (${megabytes(figures.copiedBytes)}), ` +
        `skipped ${figures.skipped} already there (${megabytes(figures.skippedBytes)}) ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  } catch (error) {
    console.error(
      `storage:migrate failed: ${error instanceof Error ? error.message : String(error)} (run it again to resume)`,
    );
    return 1;
  } finally {
    await target.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then((code) => process.exit(code));
}

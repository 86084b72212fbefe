/** npm run storage:migrate (issue 24): a local upload folder copied to a bucket (s3rver), once. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { LocalUploadStore } from '../storage/local-store.ts';
import { S3UploadStore } from '../storage/s3-store.ts';
import { type S3TestServer, startS3TestServer } from '../test/s3-server.ts';
import { migrateUploads } from './storage-migrate.ts';

const NAME = '0b2c0a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d';
let s3: S3TestServer;
let uploadDir: string;
let target: S3UploadStore;

beforeAll(async () => {
  s3 = await startS3TestServer({ parentDir: inject('testTmpDir') });
  const storage = loadEnv(s3.env).storage;
  if (storage.kind !== 's3') throw new Error('s3rver env is not STORAGE=s3');
  target = new S3UploadStore(storage);
  uploadDir = path.join(await fs.mkdtemp(path.join(inject('testTmpDir'), 'migrate-')), 'uploads');
  await fs.mkdir(path.join(uploadDir, 'v'), { recursive: true });
  await fs.mkdir(path.join(uploadDir, '.originals'), { recursive: true });
  await fs.mkdir(path.join(uploadDir, '.staging'), { recursive: true });
  await fs.writeFile(path.join(uploadDir, `${NAME}.jpg`), 'master');
  await fs.writeFile(path.join(uploadDir, `${NAME}.pdf`), '%PDF-1.4 document');
  await fs.writeFile(path.join(uploadDir, '.originals', `${NAME}.jpg`), 'original with exif');
  await fs.writeFile(path.join(uploadDir, 'v', `${NAME}-0123456789-320.webp`), 'variant');
  // Not uploads: a partial upload and a temporary file are left behind.
  await fs.writeFile(path.join(uploadDir, '.staging', 'partial.part'), 'partial');
  await fs.writeFile(path.join(uploadDir, `.${NAME}.jpg.tmp`), 'temp');
});
afterAll(async () => {
  await target?.close();
  await s3?.stop();
  if (uploadDir) await fs.rm(path.dirname(uploadDir), { recursive: true, force: true });
});

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of target.list('')) keys.push(key);
  return keys.sort();
}

it('copies files, variants and originals key for key; a second run skips them; a changed file is copied again', async () => {
  const source = new LocalUploadStore(uploadDir);
  expect(await migrateUploads(source, target)).toEqual({ copied: 4, copiedBytes: 48, skipped: 0, skippedBytes: 0 });
  expect(await bucketKeys()).toEqual([
    `originals/${NAME}.jpg`,
    `uploads/${NAME}.jpg`,
    `uploads/${NAME}.pdf`,
    `uploads/v/${NAME}-0123456789-320.webp`,
  ]);
  const original = await target.read(`originals/${NAME}.jpg`);
  expect(Buffer.concat(await (original?.body.toArray() ?? [])).toString()).toBe('original with exif');
  const document = await target.client.send(
    new (await import('@aws-sdk/client-s3')).HeadObjectCommand({ Bucket: s3.bucket, Key: `uploads/${NAME}.pdf` }),
  );
  expect(document.ContentType).toBe('application/pdf');
  expect(document.ContentDisposition).toBe(`attachment; filename="${NAME}.pdf"`);

  expect(await migrateUploads(source, target)).toEqual({ copied: 0, copiedBytes: 0, skipped: 4, skippedBytes: 48 });
  await fs.writeFile(path.join(uploadDir, `${NAME}.jpg`), 'a new master');
  expect(await migrateUploads(source, target)).toMatchObject({ copied: 1, copiedBytes: 12, skipped: 3 });
});

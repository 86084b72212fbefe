/** The UploadStore contract on both drivers (the local folder, S3 on s3rver), without the app. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { type S3TestServer, startS3TestServer } from '../test/s3-server.ts';
import { LocalUploadStore } from './local-store.ts';
import { S3UploadStore } from './s3-store.ts';
import type { UploadStore } from './upload-store.ts';

const MiB = 1024 * 1024;
const STEM = '0b2c0a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d';

describe.each(['local', 's3'] as const)('the %s driver', (driver) => {
  let dir: string;
  let s3: S3TestServer | undefined;
  let store: UploadStore;
  const bytes = randomBytes(6 * MiB + 123);

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(inject('testTmpDir'), 'store-'));
    await fs.writeFile(path.join(dir, 'big.bin'), bytes);
    if (driver === 'local') {
      store = new LocalUploadStore(path.join(dir, 'uploads'));
      return;
    }
    s3 = await startS3TestServer({ parentDir: inject('testTmpDir') });
    const storage = loadEnv(s3.env).storage;
    if (storage.kind !== 's3') throw new Error('not s3');
    // Above 5 MiB in parts: the 6 MiB file goes up as a multipart upload of two parts.
    store = new S3UploadStore(storage, { multipartThreshold: 5 * MiB });
  });
  afterAll(async () => {
    await store?.close();
    await s3?.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const keys = async (prefix: string) => {
    const found: string[] = [];
    for await (const key of store.list(prefix)) found.push(key);
    return found.sort();
  };

  it('puts, stats, reads (whole and by range), downloads, lists by prefix and removes', async () => {
    const file = path.join(dir, 'big.bin');
    await store.putFile(`uploads/${STEM}.mp4`, file, 'video/mp4');
    await store.putFile(`originals/${STEM}.mp4`, file, 'video/mp4');
    await store.putFile(`uploads/v/${STEM}-0123456789-320.webp`, file, 'image/webp');
    expect((await store.stat(`uploads/${STEM}.mp4`))?.size).toBe(bytes.length);
    expect(await store.stat(`uploads/${STEM}.jpg`)).toBeUndefined();
    expect(await store.read(`uploads/${STEM}.jpg`)).toBeUndefined();

    const part = await store.read(`uploads/${STEM}.mp4`, { start: 5 * MiB - 10, end: 5 * MiB + 9 });
    expect(part?.range).toEqual({ start: 5 * MiB - 10, end: 5 * MiB + 9 });
    expect(part?.size).toBe(bytes.length);
    expect(Buffer.concat(await (part?.body.toArray() ?? [])).equals(bytes.subarray(5 * MiB - 10, 5 * MiB + 10))).toBe(
      true,
    );
    const copy = path.join(dir, 'copy.bin');
    expect(await store.downloadTo(`uploads/${STEM}.mp4`, copy)).toBe(true);
    expect((await fs.readFile(copy)).equals(bytes)).toBe(true);
    expect(await store.downloadTo(`uploads/${STEM}.jpg`, copy)).toBe(false);

    expect(await keys('uploads/')).toEqual([`uploads/${STEM}.mp4`, `uploads/v/${STEM}-0123456789-320.webp`]);
    expect(await keys(`uploads/v/${STEM}-`)).toEqual([`uploads/v/${STEM}-0123456789-320.webp`]);
    expect(await keys('originals/')).toEqual([`originals/${STEM}.mp4`]);

    await store.remove([`uploads/${STEM}.mp4`, `originals/${STEM}.mp4`, `uploads/${STEM}.jpg`]);
    expect(await keys('')).toEqual([`uploads/v/${STEM}-0123456789-320.webp`]);
    await store.remove([`uploads/v/${STEM}-0123456789-320.webp`]);
    expect(await keys('')).toEqual([]);
  });

  it('replaces an object whole', async () => {
    const small = path.join(dir, 'small.txt');
    await fs.writeFile(small, 'first');
    await store.putFile(`uploads/${STEM}.pdf`, small, 'application/pdf');
    await fs.writeFile(small, 'second version');
    await store.putFile(`uploads/${STEM}.pdf`, small, 'application/pdf');
    const read = await store.read(`uploads/${STEM}.pdf`);
    expect(Buffer.concat(await (read?.body.toArray() ?? [])).toString()).toBe('second version');
    await store.remove([`uploads/${STEM}.pdf`]);
  });

  it('has a public URL only for uploads/ and only with S3_PUBLIC_URL', async () => {
    expect(store.publicUrlOf(`uploads/${STEM}.jpg`)).toBeUndefined();
    if (driver !== 's3') return;
    const storage = loadEnv({ ...s3?.env, S3_PUBLIC_URL: 'https://cdn.example.com/site/' }).storage;
    if (storage.kind !== 's3') throw new Error('not s3');
    const withCdn = new S3UploadStore(storage);
    expect(withCdn.publicUrlOf(`uploads/v/${STEM}-0123456789-320.webp`)).toBe(
      `https://cdn.example.com/site/uploads/v/${STEM}-0123456789-320.webp`,
    );
    expect(withCdn.publicUrlOf(`originals/${STEM}.jpg`)).toBeUndefined();
    await withCdn.close();
  });
});

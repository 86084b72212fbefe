/**
 * The media life cycle on both upload drivers (issue 24), through two app instances on one
 * database and one store: a raster image (variants made and served), an SVG, a video read by
 * byte range, the admin's download of an original, a focal point change, a file served by the
 * instance it was not uploaded through, and delete removing every object.
 *
 * The S3 run starts s3rver, unless S3_TEST_ENDPOINT is set: then it runs against that server
 * (`npm run storage:verify` points it at OpenStack Swift) with S3_TEST_BUCKET (an existing
 * bucket), S3_TEST_REGION, S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY and
 * S3_TEST_FORCE_PATH_STYLE (true|false).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminMediaFile } from '../../src/shared/admin-media.ts';
import { shareImageName, variantName } from '../../src/shared/media-image.ts';
import { openOrm } from '../db/database.ts';
import { SEED_MEDIA_DIR } from '../db/seed/media.seed.ts';
import { stemOfStoredName } from '../media/media-files.ts';
import { mediaJobsFor } from '../media/media-jobs.ts';
import { adminJson, createTestDatabaseUrl, login, startTestApp, TEST_ADMIN, type TestApp } from '../test/harness.ts';
import { type S3TestServer, startS3TestServer } from '../test/s3-server.ts';
import { cameraJpeg } from '../test/test-images.ts';
import { uploadDirOf } from '../uploads/upload-storage.ts';
import { uploadStoreFrom } from './store-from-env.ts';
import { originalKeyOf, publicKeyOf, type UploadStore, variantKeyOf } from './upload-store.ts';

/** The S3_TEST_* server when one is given (Swift, a real bucket), else undefined: s3rver. */
function externalS3Env(): Record<string, string> | undefined {
  const endpoint = process.env.S3_TEST_ENDPOINT;
  if (!endpoint) return undefined;
  return {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: process.env.S3_TEST_BUCKET ?? '',
    S3_REGION: process.env.S3_TEST_REGION ?? 'us-east-1',
    S3_ACCESS_KEY_ID: process.env.S3_TEST_ACCESS_KEY_ID ?? '',
    S3_SECRET_ACCESS_KEY: process.env.S3_TEST_SECRET_ACCESS_KEY ?? '',
    S3_FORCE_PATH_STYLE: process.env.S3_TEST_FORCE_PATH_STYLE ?? 'true',
  };
}

type Upload = { name: string; type: string; bytes: Buffer };

describe.each(['local', 's3'] as const)('the media life cycle on the %s driver', (driver) => {
  let s3rver: S3TestServer | undefined;
  let sharedDir: string | undefined;
  let app: TestApp;
  let other: TestApp;
  let cookie: string;
  /** A store of the same configuration as the apps', to look at the objects themselves. */
  let store: UploadStore;

  beforeAll(async () => {
    const env: Record<string, string> = {};
    if (driver === 'local') {
      // Two instances on one machine (or one shared volume): one DATA_DIR.
      sharedDir = await fs.mkdtemp(path.join(inject('testTmpDir'), 'shared-data-'));
      env.DATA_DIR = sharedDir;
    } else {
      const external = externalS3Env();
      if (!external) s3rver = await startS3TestServer({ parentDir: inject('testTmpDir') });
      Object.assign(env, external ?? s3rver?.env);
    }
    // Two instances on one database, each with its own pool (as withTwoInstances in the harness).
    const url = await createTestDatabaseUrl();
    app = await startTestApp({ orm: await openOrm(url), users: [TEST_ADMIN], env });
    other = await startTestApp({ orm: await openOrm(url), seed: false, env });
    cookie = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    store = uploadStoreFrom(app.env);
    expect(store.kind).toBe(driver);
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
    await other?.orm.close(true);
    await app?.orm.close(true);
    await store?.close();
    await s3rver?.stop();
    if (sharedDir) await fs.rm(sharedDir, { recursive: true, force: true });
  });

  function upload(file: Upload): Promise<Response> {
    const data = new FormData();
    data.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return fetch(`${app.url}/api/admin/media/upload`, {
      method: 'POST',
      headers: { origin: app.url, cookie },
      body: data,
    });
  }

  async function uploadMedia(file: Upload): Promise<AdminMediaFile> {
    const response = await upload(file);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as AdminMediaFile;
  }

  async function waitForReady(id: number): Promise<AdminMediaFile> {
    for (let attempt = 0; attempt < 300; attempt++) {
      const { body } = await adminJson<AdminMediaFile[]>(app, 'GET', '/api/admin/media?kind=image', { cookie });
      const file = body.find((item) => item.id === id);
      if (file?.image?.status === 'ready') return file;
      if (file?.image?.status === 'failed') throw new Error(`media ${id} failed`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`media ${id} not ready in 15 s`);
  }

  const get = (instance: TestApp, pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${instance.url}${pathname}`, { headers });
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
  const storedNameOf = (file: AdminMediaFile) => path.basename(file.url);

  /** Every key of the store that belongs to a stored name (file, original, variants). */
  async function keysOf(storedName: string): Promise<string[]> {
    const stem = stemOfStoredName(storedName);
    const keys: string[] = [];
    for (const prefix of [publicKeyOf(stem), originalKeyOf(stem), variantKeyOf(`${stem}-`)]) {
      for await (const key of store.list(prefix)) keys.push(key);
    }
    return keys.sort();
  }

  let photo: Buffer;
  let image: AdminMediaFile;

  it('stores a raster upload: original private, master and variants made, stored and served', async () => {
    photo = await cameraJpeg(480, 320, 85);
    const uploaded = await uploadMedia({ name: 'Kapadokya.jpg', type: 'image/jpeg', bytes: photo });
    image = await waitForReady(uploaded.id);
    const hash = image.image?.hash ?? '';
    const stem = stemOfStoredName(storedNameOf(image));
    const variant = variantName(stem, hash, 320, 'webp');
    const share = shareImageName(stem, hash, 0.5, 0.5);
    const keys = await keysOf(storedNameOf(image));
    expect(keys).toEqual(
      expect.arrayContaining([
        publicKeyOf(storedNameOf(image)),
        originalKeyOf(storedNameOf(image)),
        variantKeyOf(variant),
        variantKeyOf(share),
      ]),
    );
    // The original is stored as sent; the master is a new file without its metadata.
    const original = await store.read(originalKeyOf(storedNameOf(image)));
    const originalBytes = Buffer.concat((await original?.body.toArray()) ?? []);
    expect(originalBytes.equals(photo)).toBe(true);

    const master = await get(app, image.url);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('image/jpeg');
    expect(master.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(master.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(await bytesOf(master)).metadata()).exif).toBeUndefined();
    const served = await get(app, `/uploads/v/${variant}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect((await sharp(await bytesOf(served)).metadata()).width).toBe(320);
    // A conditional request for what the browser has: 304, no body.
    const etag = served.headers.get('etag') ?? '';
    expect((await get(app, `/uploads/v/${variant}`, { 'if-none-match': etag })).status).toBe(304);
  });

  it('serves the file through the other instance too (same database, same store)', async () => {
    const master = await get(other, image.url);
    expect(master.status).toBe(200);
    expect((await bytesOf(master)).equals(await bytesOf(await get(app, image.url)))).toBe(true);
    const hash = image.image?.hash ?? '';
    const variant = variantName(stemOfStoredName(storedNameOf(image)), hash, 320, 'avif');
    const served = await get(other, `/uploads/v/${variant}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/avif');
  });

  it('lets an admin download the original as uploaded, nobody else', async () => {
    const pathname = `/api/admin/media/${image.id}/original`;
    const response = await fetch(`${other.url}${pathname}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?Kapadokya\.jpg/);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await bytesOf(response)).equals(photo)).toBe(true);
    expect((await get(app, pathname)).status).toBe(401);
    expect((await get(app, `/uploads/.originals/${storedNameOf(image)}`)).status).toBe(404);
  });

  it('moves the share image with the focal point: the old object goes, the new one is made', async () => {
    const stem = stemOfStoredName(storedNameOf(image));
    const hash = image.image?.hash ?? '';
    const before = shareImageName(stem, hash, 0.5, 0.5);
    const after = shareImageName(stem, hash, 0.2, 0.8);
    const { status } = await adminJson(app, 'PUT', `/api/admin/media/${image.id}`, {
      cookie,
      body: { focalX: 0.2, focalY: 0.8 },
    });
    expect(status).toBe(200);
    expect(await store.stat(variantKeyOf(before))).toBeUndefined();
    // Made in the background, or at once when asked for (on either instance).
    const served = await get(other, `/uploads/v/${after}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    await mediaJobsFor(uploadDirOf(app.env.dataDir))?.idle();
    expect(await store.stat(variantKeyOf(after))).toBeDefined();
    expect(await store.stat(variantKeyOf(before))).toBeUndefined();
  });

  it('stores an SVG sanitized and serves a library SVG as a download', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><!-- editor --><rect width="10" height="10"/></svg>',
    );
    const file = await uploadMedia({ name: 'shape.svg', type: 'image/svg+xml', bytes: svg });
    const served = await get(other, file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    const text = await served.text();
    expect(text).toContain('<rect');
    expect(text).not.toContain('editor');
  });

  it('serves a video by byte range (206), whole (200), and 416 past its end', async () => {
    const video = await fs.readFile(path.join(SEED_MEDIA_DIR, 'intro.mp4'));
    const file = await uploadMedia({ name: 'clip.mp4', type: 'video/mp4', bytes: video });
    const part = await get(other, file.url, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect((await bytesOf(part)).equals(video.subarray(100, 200))).toBe(true);
    const tail = await get(app, file.url, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect((await bytesOf(tail)).equals(video.subarray(video.length - 10))).toBe(true);
    const whole = await get(app, file.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(video.length));
    expect((await bytesOf(whole)).equals(video)).toBe(true);
    const past = await get(app, file.url, { range: `bytes=${video.length + 10}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${video.length}`);
    const head = await fetch(`${app.url}${file.url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(video.length));
  });

  it('deletes a file with every object of it; neither instance serves it any more', async () => {
    const storedName = storedNameOf(image);
    expect((await keysOf(storedName)).length).toBeGreaterThan(3);
    const { status } = await adminJson(other, 'DELETE', `/api/admin/media/${image.id}`, { cookie });
    expect(status).toBe(200);
    await mediaJobsFor(uploadDirOf(app.env.dataDir))?.idle();
    expect(await keysOf(storedName)).toEqual([]);
    if (driver === 'local') {
      const names = await fs.readdir(uploadDirOf(app.env.dataDir), { recursive: true });
      expect(names.filter((name) => name.includes(stemOfStoredName(storedName)))).toEqual([]);
    }
    for (const instance of [app, other]) {
      const gone = await get(instance, image.url);
      expect(gone.status).toBe(404);
      expect(await gone.text()).toBe('Not found');
    }
  });
});

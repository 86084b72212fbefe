/**
 * The life of an uploaded image through the real app (multipart uploads, files on disk, real
 * PostgreSQL): master and variants without EXIF, sizes, the private original, variants made in
 * the background and once on demand, names that make nothing, the bomb refused with nothing
 * left, the focal point's share image, files of earlier uploads, and delete removing it all.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type SharpInput } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMediaFile } from '../../src/shared/admin-media.ts';
import { shareImageName, variantName } from '../../src/shared/media-image.ts';
import { adminJson, login, query, startAdminApp, type TestApp } from '../test/harness.ts';
import { cameraJpeg, declaredPng } from '../test/test-images.ts';
import { uploadDirOf } from '../uploads/upload-storage.ts';
import { originalsDirOf, stemOfStoredName, variantsDirOf } from './media-files.ts';
import { MediaJobs, mediaJobsFor, ON_DEMAND_CONCURRENCY, ON_DEMAND_QUEUE } from './media-jobs.ts';

const EDITOR = { username: 'editor', password: 'correct horse battery', role: 'user' as const };
let app: TestApp;
let cookie: string;
let userCookie: string;
let uploadDir: string;
let jobs: MediaJobs;

function animatedGif(frames: number): Promise<Buffer> {
  const pages = Array.from({ length: frames }, (_, i) => ({
    create: {
      width: 24,
      height: 16,
      channels: 3 as const,
      background: { r: (i * 37) % 256, g: 40, b: (i * 11) % 256 },
    },
  }));
  return sharp(pages as unknown as SharpInput[], { join: { animated: true } })
    .gif({ effort: 1, keepDuplicateFrames: true })
    .toBuffer();
}

type Upload = { name: string; type: string; bytes: Buffer };
const declaredPngImage = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a9d8f' } })
  .png()
  .toBuffer();

function upload(pathname: string, file: Upload, fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  data.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${app.url}${pathname}`, { method: 'POST', headers: { origin: app.url, cookie }, body: data });
}

async function uploadMedia(file: Upload, alt?: string): Promise<AdminMediaFile> {
  const response = await upload('/api/admin/media/upload', file, alt ? { alt } : {});
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as AdminMediaFile;
}

/** Polls the library (every 100 ms, 30 s at most) until the image's variants are made. */
async function waitForStatus(id: number, wanted: 'ready' | 'failed' = 'ready'): Promise<AdminMediaFile> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const { body } = await adminJson<AdminMediaFile[]>(app, 'GET', '/api/admin/media?kind=image', { cookie });
    if (!Array.isArray(body)) throw new Error(`the library answered ${JSON.stringify(body)}`);
    const file = body.find((item) => item.id === id);
    if (file?.image?.status === wanted) return file;
    if (file?.image?.status === 'failed') throw new Error(`media ${id} failed`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`media ${id} not ${wanted} in 30 s`);
}

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${app.url}${pathname}`, { headers });
const storedNameOf = (file: AdminMediaFile) => path.basename(file.url);
const stemOf = (file: AdminMediaFile) => stemOfStoredName(storedNameOf(file));
const variantFiles = async (stem: string) =>
  (await fs.readdir(variantsDirOf(uploadDir))).filter((name) => name.startsWith(`${stem}-`)).sort();

/** Every name under the upload folder, recursively (the staging and work folders' partials too). */
async function everyFile(): Promise<string[]> {
  const names = await fs.readdir(uploadDir, { recursive: true });
  const files: string[] = [];
  for (const name of names) if ((await fs.stat(path.join(uploadDir, name))).isFile()) files.push(name);
  return files.sort();
}

async function expectNoExif(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
}

beforeAll(async () => {
  ({ app, cookie } = await startAdminApp({ users: [EDITOR] }));
  userCookie = await login(app, EDITOR.username, EDITOR.password);
  uploadDir = uploadDirOf(app.env.dataDir);
  const found = mediaJobsFor(uploadDir);
  if (!found) throw new Error('the app made no media queue');
  jobs = found;
  await jobs.ready;
});
afterAll(async () => {
  await jobs?.stop();
  await app?.close();
});

describe('a JPEG with EXIF GPS', () => {
  let file: AdminMediaFile;
  let photo: Buffer;

  beforeAll(async () => {
    photo = await cameraJpeg(700, 400, 85);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await uploadMedia({ name: 'Kapadokya.jpg', type: 'image/jpeg', bytes: photo }, 'Balonlar');
    // The answer comes before the variants.
    expect(answer.image).toMatchObject({ width: 700, height: 400, fallback: 'jpg', alts: { tr: 'Balonlar' } });
    expect(['processing', 'ready']).toContain(answer.image?.status);
    expect(answer.image?.hash).toMatch(/^[0-9a-f]{10}$/);
    expect(answer.image?.placeholder).toMatch(/^data:image\//);
    file = await waitForStatus(answer.id);
  });

  it('is served as a master without EXIF, full size', async () => {
    const response = await get(file.url);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    await expectNoExif(bytes);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 700, height: 400, format: 'jpeg' });
  });

  it('has every variant on disk, each served immutable, of its width and without EXIF', async () => {
    const stem = stemOf(file);
    const hash = file.image?.hash ?? '';
    const expected = [320, 640].flatMap((width) =>
      (['avif', 'webp', 'jpg'] as const).map((format) => ({
        width,
        format,
        name: variantName(stem, hash, width, format),
      })),
    );
    const share = shareImageName(stem, hash, 0.5, 0.5);
    expect(await variantFiles(stem)).toEqual([...expected.map((v) => v.name), share].sort());
    const mime = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
    const sharpFormat = { avif: 'heif', webp: 'webp', jpg: 'jpeg' };
    for (const variant of expected) {
      const response = await get(`/uploads/v/${variant.name}`);
      expect(response.status, variant.name).toBe(200);
      expect(response.headers.get('content-type')).toBe(mime[variant.format]);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      const bytes = Buffer.from(await response.arrayBuffer());
      await expectNoExif(bytes);
      expect(await sharp(bytes).metadata(), variant.name).toMatchObject({
        width: variant.width,
        format: sharpFormat[variant.format],
      });
    }
    const shareResponse = await get(`/uploads/v/${share}`);
    expect(shareResponse.status).toBe(200);
    const shareBytes = Buffer.from(await shareResponse.arrayBuffer());
    await expectNoExif(shareBytes);
    expect(await sharp(shareBytes).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
  });

  it('keeps the original as uploaded, for admins only', async () => {
    const id = file.id;
    expect((await get(`/api/admin/media/${id}/original`)).status).toBe(401);
    expect((await get(`/api/admin/media/${id}/original`, { cookie: userCookie })).status).toBe(403);
    const response = await get(`/api/admin/media/${id}/original`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?Kapadokya\.jpg/);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await response.arrayBuffer()).equals(photo)).toBe(true);
    const audit = await query(app.orm, "select target from audit_log where action = 'media.admin.original'");
    expect(audit).toContainEqual({ target: String(id) });
    // Never public: not under /uploads, whatever the spelling.
    expect(await fs.readFile(path.join(originalsDirOf(uploadDir), storedNameOf(file)))).toEqual(photo);
    for (const pathname of [
      `/uploads/.originals/${storedNameOf(file)}`,
      `/uploads/.originals`,
      `/uploads/.staging`,
      `/uploads/v/../.originals/${storedNameOf(file)}`,
    ]) {
      expect((await get(pathname)).status, pathname).toBe(404);
    }
    expect((await get('/api/admin/media/999999/original', { cookie })).status).toBe(404);
    expect((await get('/api/admin/media/abc/original', { cookie })).status).toBe(404);
  });

  it('makes a variant missing on disk once, on demand', async () => {
    const name = variantName(stemOf(file), file.image?.hash ?? '', 320, 'webp');
    const onDisk = path.join(variantsDirOf(uploadDir), name);
    await fs.rm(onDisk);
    // Concurrent asks for one file share one job.
    const first = jobs.variantOnDemand(name);
    expect(jobs.variantOnDemand(name)).toBe(first);
    expect(await first).toBe('made');
    await fs.rm(onDisk);
    const answers = await Promise.all([1, 2, 3].map(() => get(`/uploads/v/${name}`)));
    for (const response of answers) {
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(320);
    }
    expect((await fs.stat(onDisk)).isFile()).toBe(true);
  });

  it('answers 404 to every other name, and makes nothing', async () => {
    const stem = stemOf(file);
    const hash = file.image?.hash ?? '';
    const before = await everyFile();
    const names = [
      variantName(stem, hash, 1920, 'webp'), // wider than the image
      variantName(stem, hash, 500, 'webp'), // not a variant width
      variantName(stem, hash, 9999, 'avif'),
      variantName(stem, hash, 320, 'png'), // an opaque image's fallback is jpg
      variantName(stem, '0123456789', 320, 'webp'), // another hash
      shareImageName(stem, hash, 0.1, 0.9), // not the focal point
      `${stem}-${hash}-og-101-5.jpg`,
      `${stem}-${hash}-320.gif`,
      `${stem}-${hash}-0320.webp`,
      variantName('00000000-0000-0000-0000-000000000000', hash, 320, 'webp'),
      'x.webp',
      `${stem}.jpg`,
      '%2e%2e%2fx.webp',
    ];
    for (const name of names) expect((await get(`/uploads/v/${name}`)).status, name).toBe(404);
    expect(await everyFile()).toEqual(before);
  });

  it('moves the share image with the focal point (PUT), with alt texts per language', async () => {
    const stem = stemOf(file);
    const hash = file.image?.hash ?? '';
    const oldShare = shareImageName(stem, hash, 0.5, 0.5);
    const { status, body } = await adminJson<AdminMediaFile>(app, 'PUT', `/api/admin/media/${file.id}`, {
      cookie,
      body: { focalX: 0.2, focalY: 0.75, alts: { tr: 'Balonlar', en: 'Balloons', ar: 'مناطيد', de: '' } },
    });
    expect(status).toBe(200);
    expect(body.alt).toBe('Balonlar');
    expect(body.image).toMatchObject({
      focalX: 0.2,
      focalY: 0.75,
      alts: { tr: 'Balonlar', en: 'Balloons', ar: 'مناطيد' },
    });
    expect(body.image?.alts).not.toHaveProperty('de');
    const newShare = shareImageName(stem, hash, 0.2, 0.75);
    expect(newShare).not.toBe(oldShare);
    expect(await variantFiles(stem)).not.toContain(oldShare);
    expect((await get(`/uploads/v/${oldShare}`)).status).toBe(404);
    // Made in the background (or now, when asked first).
    const response = await get(`/uploads/v/${newShare}`);
    expect(response.status).toBe(200);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
    await jobs.idle();
    expect(await variantFiles(stem)).toContain(newShare);
    expect(await variantFiles(stem)).not.toContain(oldShare);
    const audit = await query(app.orm, "select target from audit_log where action = 'media.admin.update'");
    expect(audit).toContainEqual({ target: String(file.id) });
    const refused = await adminJson(app, 'PUT', `/api/admin/media/${file.id}`, { cookie, body: { focalX: 1.5 } });
    expect(refused.status).toBe(400);
    const anonymous = await adminJson(app, 'PUT', `/api/admin/media/${file.id}`, { body: { focalX: 0.1 } });
    expect(anonymous.status).toBe(401);
  });

  it('is deleted with its master, original and every variant', async () => {
    const stem = stemOf(file);
    expect((await variantFiles(stem)).length).toBeGreaterThan(0);
    const { status } = await adminJson(app, 'DELETE', `/api/admin/media/${file.id}`, { cookie });
    expect(status).toBe(200);
    expect(await variantFiles(stem)).toEqual([]);
    expect((await everyFile()).filter((name) => name.includes(stem))).toEqual([]);
    expect((await get(file.url)).status).toBe(404);
  });
});

describe('refused images', () => {
  it('refuses the bomb PNG (50,000×50,000 declared) with 4xx, leaving no file and no row', async () => {
    const before = await everyFile();
    const rows = await query(app.orm, 'select id from media_files');
    const response = await upload('/api/admin/media/upload', {
      name: 'bomb.png',
      type: 'image/png',
      bytes: declaredPng(50_000, 50_000),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as { code: string; message: string; problem?: { id: string } };
    expect(body.problem?.id).toBe('upload.pixels');
    expect(await everyFile()).toEqual(before);
    expect(await query(app.orm, 'select id from media_files')).toEqual(rows);
  });

  it('refuses a truncated JPEG, a PNG named .jpg and a GIF of too many frames, leaving nothing', async () => {
    const before = await everyFile();
    const rows = await query(app.orm, 'select id from media_files');
    const photo = await cameraJpeg(300, 200, 85);
    const cases: Array<[Upload, number, string]> = [
      [{ name: 'yarim.jpg', type: 'image/jpeg', bytes: photo.subarray(0, photo.length >> 1) }, 415, 'upload.content'],
      [{ name: 'aslinda.jpg', type: 'image/jpeg', bytes: declaredPngImage }, 415, 'upload.content'],
      [{ name: 'uzun.gif', type: 'image/gif', bytes: await animatedGif(150) }, 413, 'upload.frames'],
    ];
    for (const [file, status, problem] of cases) {
      const response = await upload('/api/admin/media/upload', file);
      expect(response.status, file.name).toBe(status);
      expect(((await response.json()) as { problem?: { id: string } }).problem?.id, file.name).toBe(problem);
    }
    expect(await everyFile()).toEqual(before);
    expect(await query(app.orm, 'select id from media_files')).toEqual(rows);
  });

  it('refuses bytes that are not an image of their extension the same way (brand upload too)', async () => {
    const before = await everyFile();
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);
    const response = await upload(
      '/api/admin/upload',
      { name: 'logo.png', type: 'image/png', bytes: fake },
      { type: 'logo' },
    );
    expect(response.status).toBe(415);
    expect(((await response.json()) as { problem?: { id: string } }).problem?.id).toBe('upload.content');
    expect(await everyFile()).toEqual(before);
  });
});

describe('other uploads', () => {
  it('a transparent brand logo gets png fallbacks; an animated GIF is ready at once, without variants', async () => {
    const logo = await sharp({
      create: { width: 400, height: 120, channels: 4, background: { r: 0, g: 80, b: 160, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const response = await upload(
      '/api/admin/upload',
      { name: 'logo.png', type: 'image/png', bytes: logo },
      { type: 'logo' },
    );
    expect(response.status).toBe(201);
    const { media } = (await response.json()) as { media: AdminMediaFile };
    expect(media.url).toMatch(/^\/uploads\/brand-/);
    expect(media.image).toMatchObject({ width: 400, height: 120, fallback: 'png' });
    await waitForStatus(media.id);
    const stem = stemOf(media);
    expect(await variantFiles(stem)).toContain(variantName(stem, media.image?.hash ?? '', 320, 'png'));

    const gif = await uploadMedia({ name: 'spin.gif', type: 'image/gif', bytes: await animatedGif(4) });
    expect(gif.image?.status).toBe('ready');
    const master = await get(gif.url);
    expect(master.status).toBe(200);
    expect((await sharp(Buffer.from(await master.arrayBuffer()), { pages: -1 }).metadata()).pages).toBe(4);
    expect((await get(`/uploads/v/${variantName(stemOf(gif), gif.image?.hash ?? '', 24, 'webp')}`)).status).toBe(404);
  });
});

describe('images uploaded before the pipeline, and a restart', () => {
  it('never serves a legacy file with its EXIF: its master is made on the first request, the rest at start', async () => {
    const photo = await cameraJpeg(400, 300, 85);
    const storedName = '0a0b0c0d-0000-4000-8000-000000000001.jpg';
    await fs.writeFile(path.join(uploadDir, storedName), photo);
    const [row] = await query<{ id: number }>(
      app.orm,
      `insert into media_files (url, stored_name, original_name, mime_type, size, alt, created_at)
       values (?, ?, 'eski.jpg', 'image/jpeg', ?, '', now()) returning id`,
      [`/uploads/${storedName}`, storedName, photo.length],
    );
    const answers = await Promise.all([1, 2].map(() => get(`/uploads/${storedName}`)));
    for (const response of answers) {
      expect(response.status).toBe(200);
      await expectNoExif(Buffer.from(await response.arrayBuffer()));
    }
    expect(await fs.readFile(path.join(originalsDirOf(uploadDir), storedName))).toEqual(photo);
    await jobs.idle();
    // The seed's poster (a legacy row too) and this one, as at a start.
    await jobs.resume();
    const file = await waitForStatus(row.id);
    expect(file.image).toMatchObject({ width: 400, height: 300 });
    expect(await variantFiles(stemOfStoredName(storedName))).toContain(
      variantName(stemOfStoredName(storedName), file.image?.hash ?? '', 320, 'avif'),
    );
    await jobs.idle();
    const raster = "('image/jpeg', 'image/png', 'image/webp', 'image/gif')";
    expect(
      await query(
        app.orm,
        `select id from media_files where (image_status is null or image_status = 'processing') and mime_type in ${raster}`,
      ),
    ).toEqual([]);
  });

  it('picks up rows left processing, and limits on-demand work (503 beyond)', async () => {
    // Flat colour: quick to encode at 1300 px (four widths, thirteen files).
    const photo = await sharp({ create: { width: 1300, height: 400, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    const file = await uploadMedia({ name: 'yarim.jpg', type: 'image/jpeg', bytes: photo });
    await waitForStatus(file.id);
    const stem = stemOf(file);
    // As if the server stopped halfway: variants gone, row still processing.
    for (const name of await variantFiles(stem)) await fs.rm(path.join(variantsDirOf(uploadDir), name));
    await query(app.orm, "update media_files set image_status = 'processing' where id = ?", [file.id]);
    await jobs.resume();
    await waitForStatus(file.id);
    const names = await variantFiles(stem);
    expect(names).toHaveLength(4 * 3 + 1);

    // Thirteen different missing files asked at once: two run, eight wait, the rest are refused.
    for (const name of names) await fs.rm(path.join(variantsDirOf(uploadDir), name));
    const asks = names.slice(0, -1).map((name) => jobs.variantOnDemand(name));
    // Asked over HTTP while the slots are taken: 503 with Retry-After, and nothing made.
    const refused = await get(`/uploads/v/${names[names.length - 1]}`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('cache-control') ?? '').not.toContain('immutable');
    const answers = await Promise.all(asks);
    expect(answers.filter((answer) => answer === 'made')).toHaveLength(ON_DEMAND_CONCURRENCY + ON_DEMAND_QUEUE);
    expect(answers.filter((answer) => answer === 'busy')).toHaveLength(
      asks.length - ON_DEMAND_CONCURRENCY - ON_DEMAND_QUEUE,
    );
  });

  it('stops cleanly: the image in hand ends, the rest stays processing for the next start', async () => {
    const file = await uploadMedia({ name: 'dur.png', type: 'image/png', bytes: declaredPngImage });
    await waitForStatus(file.id);
    await query(app.orm, "update media_files set image_status = 'processing' where id = ?", [file.id]);
    const other = new MediaJobs({ orm: app.orm, uploadDir, logger: app.deps.logger });
    other.enqueue(file.id);
    await other.stop();
    other.enqueue(file.id);
    await other.idle();
    const [row] = await query<{ image_status: string }>(app.orm, 'select image_status from media_files where id = ?', [
      file.id,
    ]);
    expect(row.image_status).toBe('processing');
    await jobs.resume();
    await waitForStatus(file.id);
  });
});

import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type FormatEnum, type SharpInput } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraJpeg, declaredPng, noisy } from '../test/test-images.ts';
import {
  ImageRejected,
  MAX_FRAMES,
  MAX_MASTER_SIDE,
  shareCrop,
  writeMaster,
  writeShareImage,
  writeVariant,
} from './image-processing.ts';

let dir: string;
let inputs: string;
let outputs: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'image-processing-'));
  inputs = path.join(dir, 'in');
  await fs.mkdir(inputs);
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** A fresh, empty output folder per test: whatever a test finds there, it wrote. */
async function outDir(): Promise<string> {
  outputs = await fs.mkdtemp(path.join(dir, 'out-'));
  return outputs;
}

async function save(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(inputs, name);
  await fs.writeFile(file, bytes);
  return file;
}

/** An animated image whose frames all differ (identical frames would be merged). */
function animation(frames: number) {
  const pages = Array.from({ length: frames }, (_, i) => ({
    create: {
      width: 24,
      height: 16,
      channels: 3 as const,
      background: { r: (i * 37) % 256, g: Math.floor(i / 7) * 9, b: (i * 11) % 256 },
    },
  }));
  // sharp takes `create` objects in a joined array; its types list only files and buffers.
  return sharp(pages as unknown as SharpInput[], { join: { animated: true } });
}
const animatedGif = (frames: number) => animation(frames).gif({ effort: 1, keepDuplicateFrames: true }).toBuffer();

async function expectRejected(promise: Promise<unknown>, status: number, id: string) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRejected);
  expect((error as ImageRejected).status).toBe(status);
  expect((error as ImageRejected).problem.id).toBe(id);
  return error as ImageRejected;
}

/** writeMaster refuses `input` (status and problem id) and leaves its fresh output folder empty. */
async function expectMasterRefused(input: string, format: string, status: number, id: string) {
  const out = await outDir();
  const error = await expectRejected(writeMaster(input, path.join(out, path.basename(input)), format), status, id);
  expect(await fs.readdir(out)).toEqual([]);
  return error;
}

/** A small black square in a format sharp writes. */
const blackSquare = (format: keyof FormatEnum & string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .toFormat(format)
    .toBuffer();

describe('writeMaster', () => {
  it('strips EXIF (camera, GPS) from the master and every variant', async () => {
    const input = await save('camera.jpg', await cameraJpeg(640, 400));
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('TestCam');
    expect(before.exif?.toString('latin1')).toContain('TC-1');
    // The GPS IFD pointer (tag 0x8825, little-endian) and the hemisphere of the latitude.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const out = await outDir();
    const master = path.join(out, 'camera.jpg');
    const info = await writeMaster(input, master, 'jpg');
    expect(info).toMatchObject({ width: 640, height: 400, hasAlpha: false, animated: false });

    const written = [master];
    for (const format of ['avif', 'webp', 'jpg', 'png'] as const) {
      const file = path.join(out, `camera-320.${format}`);
      await writeVariant(master, file, 320, format);
      written.push(file);
    }
    written.push(path.join(out, 'camera-og.jpg'));
    await writeShareImage(master, written.at(-1) as string, 0.5, 0.5);

    for (const file of written) {
      const meta = await sharp(file).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.iptc, file).toBeUndefined();
      const bytes = (await fs.readFile(file)).toString('latin1');
      expect(bytes, file).not.toContain('TestCam');
    }
  });

  it('strips EXIF and XMP from PNG and WebP too, and turns a Display P3 image into sRGB', async () => {
    const green = [32, 160, 64];
    for (const format of ['png', 'webp'] as const) {
      const input = await save(
        `p3.${format}`,
        await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 32, g: 160, b: 64 } } })
          .toFormat(format, { lossless: true })
          .withIccProfile('p3')
          .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 54/1' } })
          .withXmp(
            '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
          )
          .toBuffer(),
      );
      const before = await sharp(input).metadata();
      expect([!!before.exif, !!before.xmp, before.hasProfile], format).toEqual([true, true, true]);
      // Stored as P3 numbers: far from the sRGB ones.
      const stored = await sharp(input, { ignoreIcc: true }).raw().toBuffer();
      expect(Math.abs(stored[0] - green[0]), format).toBeGreaterThan(20);

      const master = path.join(await outDir(), `p3.${format}`);
      await writeMaster(input, master, format);
      const after = await sharp(master).metadata();
      expect([after.exif, after.xmp, after.hasProfile], format).toEqual([undefined, undefined, false]);
      const pixel = await sharp(master, { ignoreIcc: true }).raw().toBuffer();
      for (const [channel, value] of green.entries()) expect(Math.abs(pixel[channel] - value), format).toBeLessThan(6);
    }
  });

  it('applies the EXIF orientation: a 300×200 photo turned by 90° becomes 200×300', async () => {
    const input = await save('turned.jpg', await noisy(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer());
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const master = path.join(await outDir(), 'turned.jpg');
    const info = await writeMaster(input, master, 'jpg');
    expect([info.width, info.height]).toEqual([200, 300]);
    const meta = await sharp(master).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 300, undefined]);
  });

  it(`scales the public master down to ${MAX_MASTER_SIDE} px on its longest side`, async () => {
    const input = await save(
      'panorama.jpg',
      await sharp({ create: { width: 4000, height: 400, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer(),
    );
    const master = path.join(await outDir(), 'panorama.jpg');
    const info = await writeMaster(input, master, 'jpg');
    expect([info.width, info.height]).toEqual([MAX_MASTER_SIDE, 384]);
    const meta = await sharp(master).metadata();
    expect([meta.width, meta.height]).toEqual([MAX_MASTER_SIDE, 384]);
  });

  it('returns the hash of the written master and a tiny blurred placeholder', async () => {
    const input = await save('hash.jpg', await cameraJpeg(800, 500));
    const master = path.join(await outDir(), 'hash.jpg');
    const info = await writeMaster(input, master, 'jpg');
    const sha = createHash('sha256')
      .update(await fs.readFile(master))
      .digest('hex');
    expect(info.hash).toBe(sha.slice(0, 10));
    expect(info.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(info.placeholder.length).toBeLessThanOrEqual(400);
    const preview = await sharp(Buffer.from(info.placeholder.split(',')[1], 'base64')).metadata();
    expect([preview.width, preview.height]).toEqual([16, 10]);
  });

  it('tells transparency apart from an alpha channel that is opaque everywhere', async () => {
    const transparent = await save(
      'logo.png',
      await sharp({ create: { width: 64, height: 32, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } } })
        .png()
        .toBuffer(),
    );
    const opaque = await save(
      'screenshot.png',
      await sharp({ create: { width: 64, height: 32, channels: 4, background: { r: 0, g: 0, b: 200, alpha: 1 } } })
        .png()
        .toBuffer(),
    );
    const out = await outDir();
    expect((await writeMaster(transparent, path.join(out, 'logo.png'), 'png')).hasAlpha).toBe(true);
    expect((await sharp(path.join(out, 'logo.png')).metadata()).hasAlpha).toBe(true);
    expect((await writeMaster(opaque, path.join(out, 'screenshot.png'), 'png')).hasAlpha).toBe(false);
    expect((await sharp(path.join(out, 'screenshot.png')).metadata()).hasAlpha).toBe(false);
  });

  it('keeps the frames of an animated GIF', async () => {
    const input = await save('spinner.gif', await animatedGif(5));
    const master = path.join(await outDir(), 'spinner.gif');
    const info = await writeMaster(input, master, 'gif');
    expect(info).toMatchObject({ width: 24, height: 16, animated: true });
    expect((await sharp(master, { pages: -1 }).metadata()).pages).toBe(5);
  });

  it('keeps the frames of an animated WebP', async () => {
    const input = await save('spinner.webp', await animation(4).webp({ effort: 0 }).toBuffer());
    const master = path.join(await outDir(), 'spinner.webp');
    const info = await writeMaster(input, master, 'webp');
    expect(info).toMatchObject({ width: 24, height: 16, animated: true });
    expect((await sharp(master, { pages: -1 }).metadata()).pages).toBe(4);
  });

  it('refuses a decompression bomb (50,000×50,000 declared) from its header, writing nothing', async () => {
    const input = await save('bomb.png', declaredPng(50_000, 50_000));
    expect((await fs.stat(input)).size).toBeLessThan(1024);
    const started = performance.now();
    const error = await expectMasterRefused(input, 'png', 413, 'upload.pixels');
    // Generous bound: decoding 2.5 gigapixels would take far longer (and gigabytes).
    expect(performance.now() - started).toBeLessThan(5000);
    expect(error.problem.values).toMatchObject({ dimensions: '50000×50000' });
  });

  it('refuses a truncated JPEG, writing nothing', async () => {
    const whole = await noisy(800, 500).jpeg({ quality: 90 }).toBuffer();
    const input = await save('truncated.jpg', whole.subarray(0, whole.length >> 1));
    const error = await expectMasterRefused(input, 'jpg', 422, 'upload.content');
    expect(error.problem.values).toEqual({ extension: '.jpg' });
  });

  it(`refuses an animated GIF of more than ${MAX_FRAMES} frames, writing nothing`, async () => {
    const input = await save('long.gif', await animatedGif(300));
    expect((await sharp(input, { pages: -1 }).metadata()).pages).toBe(300);
    const error = await expectMasterRefused(input, 'gif', 413, 'upload.frames');
    expect(error.problem.values).toEqual({ frames: '300', limit: String(MAX_FRAMES) });
  });

  it('refuses a format it does not write', async () => {
    const input = await save('scan.tiff', await blackSquare('tiff'));
    await expectMasterRefused(input, 'tiff', 415, 'upload.extension');
  });

  it('refuses a truncated PNG (422: its header is whole) and a truncated WebP (415: its header is not)', async () => {
    for (const [format, status] of [
      ['png', 422],
      ['webp', 415],
    ] as const) {
      const whole = await noisy(200, 100).toFormat(format).toBuffer();
      const input = await save(`truncated.${format}`, whole.subarray(0, whole.length >> 1));
      const error = await expectMasterRefused(input, format, status, 'upload.content');
      expect(error.problem.values).toEqual({ extension: `.${format}` });
    }
  });

  it('refuses bytes of another format than the stored extension', async () => {
    const input = await save('fake.jpg', await blackSquare('png'));
    await expectMasterRefused(input, 'jpg', 415, 'upload.content');
  });
});

describe('writeVariant', () => {
  it('makes each width in each format, never wider than the master', async () => {
    const input = await save('wide.jpg', await noisy(1000, 625).jpeg().toBuffer());
    const out = await outDir();
    const master = path.join(out, 'wide.jpg');
    await writeMaster(input, master, 'jpg');
    const cases = [
      [320, 'avif', 320, 200],
      [640, 'webp', 640, 400],
      [960, 'jpg', 960, 600],
      [1280, 'png', 1000, 625],
      [1920, 'avif', 1000, 625],
    ] as const;
    // All at once, as a caller may start them: the module queues them itself.
    await Promise.all(
      cases.map(async ([width, format, expectedWidth, expectedHeight]) => {
        const file = path.join(out, `wide-${width}.${format}`);
        const bytes = await writeVariant(master, file, width, format);
        expect(bytes).toBe((await fs.stat(file)).size);
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height], file).toEqual([
          format === 'avif' ? 'heif' : format === 'jpg' ? 'jpeg' : format,
          expectedWidth,
          expectedHeight,
        ]);
      }),
    );
    expect((await fs.readdir(out)).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('leaves nothing behind when the master cannot be read', async () => {
    const out = await outDir();
    await expect(writeVariant(path.join(out, 'missing.jpg'), path.join(out, 'v.webp'), 320, 'webp')).rejects.toThrow();
    expect(await fs.readdir(out)).toEqual([]);
  });
});

describe('writeShareImage', () => {
  /** 1600×600: red on the left half, blue on the right half (wider than 1200:630). */
  async function redBlue(): Promise<string> {
    const half = (background: string) =>
      sharp({ create: { width: 800, height: 600, channels: 3, background } })
        .png()
        .toBuffer();
    const image = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#000' } })
      .composite([
        { input: await half('#ff0000'), left: 0, top: 0 },
        { input: await half('#0000ff'), left: 800, top: 0 },
      ])
      .png()
      .toBuffer();
    const master = path.join(await outDir(), 'red-blue.png');
    await writeMaster(await save('red-blue.png', image), master, 'png');
    return master;
  }

  async function meanColour(file: string) {
    const { channels } = await sharp(file).stats();
    return { red: channels[0].mean, blue: channels[2].mean };
  }

  it('is exactly 1200×630 and keeps the focal point in view', async () => {
    const master = await redBlue();
    const left = path.join(outputs, 'og-left.jpg');
    const right = path.join(outputs, 'og-right.jpg');
    expect(await writeShareImage(master, left, 0, 0.5)).toBe((await fs.stat(left)).size);
    await writeShareImage(master, right, 1, 0.5);
    for (const file of [left, right]) {
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    }
    const leftColour = await meanColour(left);
    const rightColour = await meanColour(right);
    expect(leftColour.red).toBeGreaterThan(2 * leftColour.blue);
    expect(rightColour.blue).toBeGreaterThan(2 * rightColour.red);
  });

  it('enlarges an image smaller than 1200×630', async () => {
    const input = await save('small.jpg', await noisy(300, 300).jpeg().toBuffer());
    const out = await outDir();
    await writeMaster(input, path.join(out, 'small.jpg'), 'jpg');
    await writeShareImage(path.join(out, 'small.jpg'), path.join(out, 'og.jpg'), 0.5, 0.5);
    const meta = await sharp(path.join(out, 'og.jpg')).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });
});

describe('shareCrop', () => {
  it('takes the largest 1200:630 rectangle, centred on the focal point within the edges', () => {
    // Wide image: full height, the width follows the focal point.
    expect(shareCrop(2400, 630, 0, 0.5)).toEqual({ left: 0, top: 0, width: 1200, height: 630 });
    expect(shareCrop(2400, 630, 1, 0.5)).toEqual({ left: 1200, top: 0, width: 1200, height: 630 });
    expect(shareCrop(2400, 630, 0.5, 0.5)).toEqual({ left: 600, top: 0, width: 1200, height: 630 });
    // Tall image: full width, the height follows the focal point.
    expect(shareCrop(1200, 2000, 0.5, 0)).toEqual({ left: 0, top: 0, width: 1200, height: 630 });
    expect(shareCrop(1200, 2000, 0.5, 0.75)).toEqual({ left: 0, top: 1185, width: 1200, height: 630 });
    expect(shareCrop(1200, 2000, 0.5, 1)).toEqual({ left: 0, top: 1370, width: 1200, height: 630 });
    // Out-of-range or missing focal points are clamped / centred; a 1×1 image still crops 1×1.
    expect(shareCrop(1200, 2000, 0.5, Number.NaN).top).toBe(685);
    expect(shareCrop(1, 1, 2, -1)).toEqual({ left: 0, top: 0, width: 1, height: 1 });
  });
});

/**
 * The image pipeline (issue 20): validates an uploaded raster image, writes its public master
 * (orientation applied, every metadata block removed, colour in sRGB) and the variants made from
 * that master (width variants, the 1200×630 share image). Every write is atomic: a dot-named
 * temporary file beside the target, renamed over it when complete, removed on any failure.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { SHARE_IMAGE, type VariantFormat } from '../../src/shared/media-image.ts';
import { type UploadProblem, uploadProblemText } from '../../src/shared/uploads.ts';

/*
 * Memory (2 cores, V8 old space capped at 256 MB; libvips memory is native but counts in RSS):
 * - cache(false): libvips' operation cache keeps recent results and open files for re-use; every
 *   upload here is new, so it would only hold memory (and handles of files we delete).
 * - concurrency(1): one libvips worker thread per image. Pixels stream through in strips, so an
 *   image costs a few strips per thread plus its encoder's state; the jobs below run at most
 *   MAX_JOBS at a time, which keeps both cores busy without stacking more decoded images (the
 *   encoders are single-threaded: a second libvips thread per image measured no faster).
 *   Callers may start all of an image's variants at once; they queue here.
 * - glibc gives each thread its own malloc arena and keeps what the encoders freed: peak RSS over
 *   three 2400×1500 photos grew 299 → 383 → 453 MB; with MALLOC_ARENA_MAX=2 in the server's
 *   environment it stayed at 211 → 226 → 236 MB (sharp's own advice for glibc systems).
 */
sharp.cache(false);
sharp.concurrency(1);
const MAX_JOBS = 2;

/** Largest still image accepted: a 50 MP camera (8688×5792) passes, a 50,000×50,000 bomb does not. */
export const MAX_INPUT_PIXELS = 60_000_000;
/**
 * The public master is at most this wide and high (the original stays private, full size): twice
 * the widest variant, enough for a 2× screen. A 50 MP camera photo (8688×5792, turned by its EXIF
 * orientation) took 7 s for a full-size mozjpeg master; capped, 3.5 s on a loaded machine, and
 * every later step reads 10 MP instead of 50.
 */
export const MAX_MASTER_SIDE = 3840;
/** Animated GIF/WebP: at most this many frames, and all frames together within MAX_INPUT_PIXELS. */
export const MAX_FRAMES = 100;

const MASTER_FORMATS = { jpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' } as const;
type MasterFormat = keyof typeof MASTER_FORMATS;

export class ImageRejected extends Error {
  readonly status: 413 | 415 | 422;
  readonly problem: UploadProblem;

  constructor(status: 413 | 415 | 422, problem: UploadProblem) {
    super(uploadProblemText(problem));
    this.name = 'ImageRejected';
    this.status = status;
    this.problem = problem;
  }
}

export interface MasterInfo {
  width: number;
  height: number;
  hasAlpha: boolean;
  animated: boolean;
  /** First 10 hex digits of the SHA-256 of the master file. */
  hash: string;
  /** A blurred ~16 px WebP as a data: URL (a few hundred bytes). */
  placeholder: string;
}

/** At most `size` jobs at once; a finished job hands its place straight to the next in line. */
class Slots {
  #free: number;
  readonly #waiting: Array<() => void> = [];

  constructor(size: number) {
    this.#free = size;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free--;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free++;
    }
  }
}

/* Whoever calls (upload, start-up backfill, on demand), at most MAX_JOBS pipelines run at once,
   and at most one of them encodes AVIF (aom takes ~100 MB for a 1920 px frame). The AVIF place
   is taken first, so a job never holds a general place while it waits for the AVIF one. */
const jobs = new Slots(MAX_JOBS);
const avifJobs = new Slots(1);
const limited = <T>(job: () => Promise<T>) => jobs.run(job);

/** Writes through a dot-named temporary file in the target's folder, renamed when complete. */
async function writeAtomically<T>(outputPath: string, write: (tempPath: string) => Promise<T>): Promise<T> {
  const tempPath = path.join(path.dirname(outputPath), `.${path.basename(outputPath)}.${randomUUID()}.tmp`);
  try {
    const result = await write(tempPath);
    await fs.rename(tempPath, outputPath);
    return result;
  } catch (error) {
    await fs.rm(tempPath, { force: true });
    throw error;
  }
}

async function sha256Prefix(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 10);
}

const megapixels = (pixels: number) => String(Math.round(pixels / 1_000_000));

/**
 * Reads only the header (dimensions, frame count, format) and refuses what must not be decoded:
 * the wrong format, too many pixels (a decompression bomb declares them up front), too many frames.
 */
async function inspect(inputPath: string, format: MasterFormat, extension: string) {
  let meta: Metadata;
  try {
    meta = await sharp(inputPath, { pages: -1, limitInputPixels: false }).metadata();
  } catch {
    // A header that does not parse: not an image of its extension, as a wrong signature (415).
    throw new ImageRejected(415, { id: 'upload.content', values: { extension } });
  }
  if (meta.format !== MASTER_FORMATS[format]) {
    throw new ImageRejected(415, { id: 'upload.content', values: { extension } });
  }
  const frames = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * frameHeight > MAX_INPUT_PIXELS || meta.width <= 0 || frameHeight <= 0) {
    throw new ImageRejected(413, {
      id: 'upload.pixels',
      values: { dimensions: `${meta.width}×${frameHeight}`, limit: megapixels(MAX_INPUT_PIXELS) },
    });
  }
  if (frames > MAX_FRAMES) {
    throw new ImageRejected(413, {
      id: 'upload.frames',
      values: { frames: String(frames), limit: String(MAX_FRAMES) },
    });
  }
  if (meta.width * frameHeight * frames > MAX_INPUT_PIXELS) {
    throw new ImageRejected(413, {
      id: 'upload.pixels',
      values: { dimensions: `${frames} × ${meta.width}×${frameHeight}`, limit: megapixels(MAX_INPUT_PIXELS) },
    });
  }
  return { meta, animated: frames > 1 && (format === 'gif' || format === 'webp') };
}

function encodeMaster(image: Sharp, format: MasterFormat, palette: boolean): Sharp {
  switch (format) {
    case 'jpg':
      // mozjpeg without trellis quantisation: 0.25 s instead of 0.45 s for 2400×1500 (25% larger). The
      // master is the source of the variants and the plain link; pages draw the variants.
      return image.jpeg({ quality: 82, mozjpeg: true, trellisQuantisation: false });
    case 'png':
      return image.png({ compressionLevel: 9, palette });
    case 'webp':
      return image.webp({ quality: 82 });
    case 'gif':
      return image.gif();
  }
}

/** A decoding failure is the file's fault (422); a failure with a system code (disk full...) is ours. */
function isInputError(error: unknown): boolean {
  return error instanceof Error && !('code' in error) && !(error instanceof ImageRejected);
}

/**
 * Validates (decompression bombs, truncated files, too many frames: ImageRejected, within a second)
 * and writes the public master: orientation applied, EXIF/GPS/XMP/ICC-camera metadata stripped.
 * `format` is the stored extension: jpg | png | webp | gif. Writes nothing on rejection.
 */
export function writeMaster(inputPath: string, outputPath: string, format: string): Promise<MasterInfo> {
  return limited(async () => {
    if (!(format in MASTER_FORMATS)) {
      throw new ImageRejected(415, { id: 'upload.extension', values: { extension: `.${format}` } });
    }
    const masterFormat = format as MasterFormat;
    const extension = `.${format}`;
    const { meta, animated } = await inspect(inputPath, masterFormat, extension);
    // 'error' refuses truncated files and decoder errors (a broken PNG, WebP or GIF at any level).
    // 'warning' would also refuse the harmless warnings some phones' JPEGs carry ("Invalid SOS
    // parameters for sequential JPEG"); the price: a JPEG with garbage inside an otherwise whole
    // file decodes with the damage visible instead of being refused.
    const input = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
    try {
      let hasAlpha = meta.hasAlpha;
      if (hasAlpha && !animated) hasAlpha = !(await sharp(inputPath, input).stats()).isOpaque;
      return await writeAtomically(outputPath, async (tempPath) => {
        let image = animated
          ? sharp(inputPath, { ...input, animated: true })
          : sharp(inputPath, input)
              .autoOrient()
              .resize({ width: MAX_MASTER_SIDE, height: MAX_MASTER_SIDE, fit: 'inside', withoutEnlargement: true });
        // An alpha channel that is opaque everywhere is dropped: the image then gets a jpg fallback.
        if (meta.hasAlpha && !hasAlpha) image = image.removeAlpha();
        const written = await encodeMaster(image, masterFormat, meta.isPalette).toFile(tempPath);
        return {
          width: written.width,
          height: animated ? (meta.pageHeight ?? written.height) : written.height,
          hasAlpha,
          animated,
          hash: await sha256Prefix(tempPath),
          placeholder: await placeholderOf(tempPath),
        };
      });
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw new ImageRejected(413, {
          id: 'upload.pixels',
          values: { dimensions: `${meta.width}×${meta.height}`, limit: megapixels(MAX_INPUT_PIXELS) },
        });
      }
      if (isInputError(error)) throw new ImageRejected(422, { id: 'upload.content', values: { extension } });
      throw error;
    }
  });
}

/** A 16 px wide blurred WebP of the (first frame of the) image, inline. */
async function placeholderOf(imagePath: string): Promise<string> {
  const bytes = await sharp(imagePath, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: 16, height: 16, fit: 'inside' })
    .blur(0.5)
    .webp({ quality: 40, effort: 6, smartSubsample: true })
    .toBuffer();
  return `data:image/webp;base64,${bytes.toString('base64')}`;
}

/**
 * AVIF effort, measured on a 2400×1500 photo (CPU of one core; sizes at quality 50): effort 1 is
 * about 4× faster than 3 at 1920 px (0.23 s against 0.92 s) but a third larger at 960 px (19.8 KB
 * against 12.6 KB, and 0.5 dB worse); effort 2 costs as much as 3 and compresses like 1; effort 4
 * costs 4× more again. Phones take the widths up to 960: those get effort 3 (0.47 s for the
 * three); the wide ones (desktops) effort 1 (0.6 s). The photo's whole set (master, 15 variants,
 * share image) then takes 2.0-2.4 s of CPU, about 1.4 s on two cores when its variants are
 * started together (AVIF in one lane, WebP/JPEG/share image in the other).
 */
const avifEffort = (width: number) => (width <= 960 ? 3 : 1);

function encodeVariant(image: Sharp, format: VariantFormat, width: number): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: avifEffort(width) });
    case 'webp':
      return image.webp({ quality: 75, effort: 4 });
    case 'jpg':
      // A jpg has no alpha: transparent parts become white, not black.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true, progressive: true });
    case 'png':
      return image.png({ palette: true, quality: 90, compressionLevel: 9, effort: 7 });
  }
}

/** Masters are ours (already validated), but a file on disk may still be damaged: keep the limits. */
const MASTER_INPUT = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;

/** One width variant of a master (never wider than it), in avif | webp | jpg | png. Returns bytes written. */
export function writeVariant(
  masterPath: string,
  outputPath: string,
  width: number,
  format: VariantFormat,
): Promise<number> {
  const write = () =>
    limited(() =>
      writeAtomically(outputPath, async (tempPath) => {
        const image = sharp(masterPath, MASTER_INPUT).resize({ width, withoutEnlargement: true });
        return (await encodeVariant(image, format, width).toFile(tempPath)).size;
      }),
    );
  return format === 'avif' ? avifJobs.run(write) : write();
}

/**
 * The largest rectangle of the share image's proportions inside the image, centred on the focal
 * point as far as the edges allow (the same rule as CSS object-position on a cover crop).
 */
export function shareCrop(
  imageWidth: number,
  imageHeight: number,
  focalX: number,
  focalY: number,
): { left: number; top: number; width: number; height: number } {
  const ratio = SHARE_IMAGE.width / SHARE_IMAGE.height;
  const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5);
  let width = imageWidth;
  let height = imageHeight;
  if (imageWidth / imageHeight > ratio) width = Math.max(1, Math.min(imageWidth, Math.round(imageHeight * ratio)));
  else height = Math.max(1, Math.min(imageHeight, Math.round(imageWidth / ratio)));
  const place = (focal: number, size: number, full: number) =>
    Math.min(full - size, Math.max(0, Math.round(clamp01(focal) * full - size / 2)));
  return { left: place(focalX, width, imageWidth), top: place(focalY, height, imageHeight), width, height };
}

/** The 1200×630 share image (jpg) cropped around the focal point. Returns bytes written. */
export function writeShareImage(
  masterPath: string,
  outputPath: string,
  focalX: number,
  focalY: number,
): Promise<number> {
  return limited(async () => {
    const meta = await sharp(masterPath, MASTER_INPUT).metadata();
    const crop = shareCrop(meta.autoOrient.width, meta.autoOrient.height, focalX, focalY);
    return writeAtomically(outputPath, async (tempPath) => {
      const image = sharp(masterPath, MASTER_INPUT)
        .autoOrient()
        .extract(crop)
        // fit 'fill': the crop has the target's proportions up to a pixel of rounding; a small image is enlarged.
        .resize({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fit: 'fill' });
      return (await encodeVariant(image, 'jpg', SHARE_IMAGE.width).toFile(tempPath)).size;
    });
  });
}

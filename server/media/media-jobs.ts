/**
 * The image work off the request path (issue 20): one in-process queue, one image at a time,
 * that makes the variants of new uploads, converts files uploaded before the pipeline existed
 * (original kept private, public master written) and, on request, makes ONE missing variant or
 * legacy master under a small limit. Nothing survives a restart but the rows: whatever is left
 * 'processing' (or never looked at) is queued again by resume() at start.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { VARIANT_MIME, type VariantFormat } from '../../src/shared/media-image.ts';
import { CACHE_CHANNEL } from '../cache/cache-sync.ts';
import type { PublicReadCache } from '../cache/public-read-cache.ts';
import { MediaFile } from '../db/entities/index.ts';
import type { Logger } from '../logger.ts';
import { LocalUploadStore } from '../storage/local-store.ts';
import { originalKeyOf, publicKeyOf, type StoreKey, type UploadStore, variantKeyOf } from '../storage/upload-store.ts';
import { workDirOf } from '../uploads/upload-storage.ts';
import { type MasterInfo, writeMaster, writeShareImage, writeVariant } from './image-processing.ts';
import {
  fileExists,
  RASTER_EXTENSIONS,
  RASTER_MIME_TYPES,
  rasterExtensionOf,
  removeImageFiles,
  removeVariants,
  stemOfStoredName,
  type VariantSpec,
  variantStemOf,
  variantsOf,
} from './media-files.ts';

/** Work asked for by a request: at most this many at once, this many waiting; beyond, 503. */
export const ON_DEMAND_CONCURRENCY = 2;
export const ON_DEMAND_QUEUE = 8;
export const ON_DEMAND_RETRY_AFTER_S = 5;

/** What a request for a missing file gets: it exists now, it never will, or come back later. */
export type OnDemand = 'made' | 'missing' | 'busy';

export type MediaJobsOptions = {
  orm: MikroORM;
  /** The local upload folder: its .work folder holds the files sharp reads and writes. */
  uploadDir: string;
  /** Where the files live; by default the local folder itself (LocalUploadStore). */
  store?: UploadStore;
  logger: Logger;
  /** Emptied when a public answer changes: an earlier upload gets its master, or an image fails. */
  publicCache?: PublicReadCache;
};

/** Runs at most `concurrency` tasks, keeps at most `queue` waiting, refuses beyond. */
class Limiter {
  #running = 0;
  readonly #waiting: Array<() => void> = [];
  readonly #concurrency: number;
  readonly #queue: number;
  constructor(concurrency: number, queue: number) {
    this.#concurrency = concurrency;
    this.#queue = queue;
  }

  hasRoom(): boolean {
    return this.#running < this.#concurrency || this.#waiting.length < this.#queue;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#concurrency) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#running++;
    try {
      return await task();
    } finally {
      this.#running--;
      this.#waiting.shift()?.();
    }
  }
}

/** Work files left by a crash are removed at start once this old (another instance may be using newer ones). */
const STALE_WORK_MS = 60 * 60 * 1000;

export class MediaJobs {
  readonly uploadDir: string;
  readonly store: UploadStore;
  readonly #workDir: string;
  readonly #orm: MikroORM;
  readonly #logger: Logger;
  readonly #publicCache: PublicReadCache | undefined;
  readonly #queue: number[] = [];
  readonly #queued = new Set<number>();
  #current: Promise<void> | undefined;
  #stopped = false;
  /** Files being written, by name (variant) or `master:<stored name>`: each made once at a time. */
  readonly #making = new Map<string, Promise<void>>();
  /** On-demand requests in flight, by file: concurrent requests for one file share one job. */
  readonly #asked = new Map<string, Promise<OnDemand>>();
  readonly #limiter = new Limiter(ON_DEMAND_CONCURRENCY, ON_DEMAND_QUEUE);
  readonly #idleWaiters: Array<() => void> = [];
  readonly ready: Promise<void>;

  constructor(options: MediaJobsOptions) {
    this.uploadDir = options.uploadDir;
    this.store = options.store ?? new LocalUploadStore(options.uploadDir);
    this.#workDir = workDirOf(options.uploadDir);
    this.#orm = options.orm;
    this.#logger = options.logger;
    this.#publicCache = options.publicCache;
    this.ready = this.#prepareWorkDir().catch((error: unknown) => {
      this.#logger.error({ err: error }, 'media: cannot create the work folder');
    });
  }

  async #prepareWorkDir(): Promise<void> {
    await fs.mkdir(this.#workDir, { recursive: true });
    const now = Date.now();
    for (const name of await fs.readdir(this.#workDir)) {
      const file = path.join(this.#workDir, name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (stat && now - stat.mtimeMs > STALE_WORK_MS) await fs.rm(file, { force: true, recursive: true });
    }
  }

  /** A fresh path in the work folder (nothing is written there by this call). */
  #workFile(name: string): string {
    return path.join(this.#workDir, `${randomUUID()}-${name}`);
  }

  /**
   * Runs `use` with a local file holding the object: the file itself with the local driver, a
   * downloaded copy (removed afterwards) with S3. Undefined when the object does not exist.
   */
  async #withLocalCopy<T>(key: StoreKey, use: (file: string) => Promise<T>): Promise<T | undefined> {
    if (this.store instanceof LocalUploadStore) {
      const file = this.store.pathOf(key);
      return (await fileExists(file)) ? use(file) : undefined;
    }
    const file = this.#workFile(key.slice(key.lastIndexOf('/') + 1));
    try {
      if (!(await this.store.downloadTo(key, file))) return undefined;
      return await use(file);
    } finally {
      await fs.rm(file, { force: true });
    }
  }

  /** Queues the variants of a row (or the conversion of a legacy row); a queued row once. */
  enqueue(id: number): void {
    if (this.#stopped || this.#queued.has(id)) return;
    this.#queued.add(id);
    this.#queue.push(id);
    this.#pump();
  }

  /**
   * At start, without waiting for the work: rows left 'processing' by a stop, and raster rows
   * never looked at (uploaded before the pipeline), oldest first.
   */
  async resume(): Promise<number> {
    const em = this.#orm.em.fork();
    const rows = await em.find(
      MediaFile,
      { $or: [{ imageStatus: 'processing' }, { imageStatus: null, mimeType: { $in: RASTER_MIME_TYPES } }] },
      { fields: ['id'], orderBy: { id: 'asc' } },
    );
    for (const row of rows) this.enqueue(row.id);
    if (rows.length > 0) this.#logger.info({ images: rows.length }, 'media: images queued for processing');
    return rows.length;
  }

  /** Settles when the queue is empty and nothing runs (tests, benchmarks). */
  idle(): Promise<void> {
    if (!this.#current && this.#queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Takes no more work, drops the queue, waits for the image in hand and on-demand work. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#queue.length = 0;
    this.#queued.clear();
    unregister(this);
    await this.#current;
    await Promise.allSettled([...this.#asked.values(), ...this.#making.values()]);
  }

  get stopped(): boolean {
    return this.#stopped;
  }

  #pump(): void {
    if (this.#current) return;
    const id = this.#queue.shift();
    if (id === undefined || this.#stopped) {
      for (const resolve of this.#idleWaiters.splice(0)) resolve();
      return;
    }
    this.#queued.delete(id);
    this.#current = this.#process(id)
      .catch((error: unknown) => this.#logger.error({ err: error, mediaId: id }, 'media: processing failed'))
      .finally(() => {
        this.#current = undefined;
        this.#pump();
      });
  }

  /** One row: its master if it is a legacy file, every variant it lacks, then 'ready'. */
  async #process(id: number): Promise<void> {
    await this.ready;
    const em = this.#orm.em.fork();
    const row = await em.findOne(MediaFile, { id });
    if (!row || !rasterExtensionOf(row.storedName)) return;
    const started = Date.now();
    if (row.imageStatus === null && !(await this.#convertLegacy(row))) return;
    if (row.imageStatus !== 'processing' && row.imageStatus !== 'ready') return;
    if (this.#stopped) return; // left 'processing': resumed at the next start
    try {
      const done = await this.#withLocalCopy(publicKeyOf(row.storedName), async (master) => {
        // All at once: image-processing.ts runs two at a time with one AVIF lane, so both cores
        // work on this image (about 1.4 s for a 2400x1500 photo's set instead of 2.0-2.4 s).
        const made = await Promise.allSettled(
          [...variantsOf(row)].map(([name, spec]) => this.#make(master, name, spec)),
        );
        const failure = made.find((result) => result.status === 'rejected');
        if (failure) throw failure.reason;
        return true;
      });
      if (!done) throw new Error(`the master of ${row.storedName} is missing`);
    } catch (error) {
      this.#logger.error({ err: error, mediaId: id }, 'media: variants failed');
      const failed = await this.#orm.em
        .fork()
        .nativeUpdate(MediaFile, { id, imageStatus: 'processing' }, { imageStatus: 'failed' });
      // Pages draw a failed image as a plain URL, no longer from its variants.
      if (failed > 0) await this.#publicChanged();
      return;
    }
    await this.#tidy(id);
    if (row.imageStatus === 'processing') {
      const updated = await this.#orm.em
        .fork()
        .nativeUpdate(
          MediaFile,
          { id, imageStatus: 'processing', contentHash: row.contentHash },
          { imageStatus: 'ready' },
        );
      // Pages draw 'processing' and 'ready' alike (a missing variant is made on demand): no cache to empty.
      if (updated > 0) this.#logger.info({ mediaId: id, ms: Date.now() - started }, 'media: image ready');
    }
  }

  /**
   * After a row's work: variant files it no longer has (an old focal point's share image, one
   * written while the focal point changed) are removed; a row deleted meanwhile loses them all.
   */
  async #tidy(id: number): Promise<void> {
    const row = await this.#orm.em.fork().findOne(MediaFile, { id });
    if (!row) return;
    await removeVariants(this.store, stemOfStoredName(row.storedName), new Set(variantsOf(row).keys()));
  }

  /**
   * A file uploaded before the pipeline: moved to originals/ (so /uploads never serves it
   * again), its public master written from there. A file sharp refuses stays private: 'failed'.
   * Returns whether the row now has its master; the row object is updated.
   */
  async #convertLegacy(row: MediaFile): Promise<boolean> {
    const key = `master:${row.storedName}`;
    const running = this.#making.get(key);
    if (running) {
      await running.catch(() => undefined);
      const fresh = await this.#orm.em.fork().findOne(MediaFile, { id: row.id });
      if (fresh) Object.assign(row, fresh);
      return row.imageStatus === 'processing' || row.imageStatus === 'ready';
    }
    let converted = false;
    const work = this.#writeLegacyMaster(row).then((done) => {
      converted = done;
    });
    this.#making.set(key, work);
    try {
      await work;
    } finally {
      this.#making.delete(key);
    }
    return converted;
  }

  async #writeLegacyMaster(row: MediaFile): Promise<boolean> {
    const extension = rasterExtensionOf(row.storedName) ?? '';
    const originalKey = originalKeyOf(row.storedName);
    const masterKey = publicKeyOf(row.storedName);
    const original = this.#workFile(`original-${row.storedName}`);
    const master = this.#workFile(`master-${row.storedName}`);
    let info: MasterInfo | undefined;
    try {
      // Original first, then the public file removed: a crash between the steps leaves it
      // private, and this runs again at start. Another instance may have moved it a moment ago.
      if (!(await this.store.downloadTo(originalKey, original))) {
        if (!(await this.store.downloadTo(masterKey, original))) throw new Error(`${row.storedName} is missing`);
        await this.store.putFile(originalKey, original, row.mimeType);
        await this.store.remove([masterKey]);
      }
      info = await writeMaster(original, master, extension);
      await this.store.putFile(masterKey, master, row.mimeType);
    } catch (error) {
      this.#logger.error({ err: error, mediaId: row.id }, 'media: the master of an earlier upload failed');
      await this.#orm.em.fork().nativeUpdate(MediaFile, { id: row.id, imageStatus: null }, { imageStatus: 'failed' });
      return false;
    } finally {
      await Promise.all([fs.rm(original, { force: true }), fs.rm(master, { force: true })]);
    }
    if (!info) return false;
    const fields = imageFieldsOf(info);
    const updated = await this.#orm.em.fork().nativeUpdate(MediaFile, { id: row.id, imageStatus: null }, fields);
    if (updated === 0) return false;
    Object.assign(row, fields);
    await this.#publicChanged();
    return true;
  }

  /** Writes one variant unless it exists or is being written (then waits for that one). */
  #make(master: string, name: string, spec: VariantSpec): Promise<void> {
    const running = this.#making.get(name);
    if (running) return running;
    const key = variantKeyOf(name);
    const work = (async () => {
      if (await this.store.stat(key)) return;
      // Made in the work folder, then stored whole (put atomically: a reader never gets half a file).
      const made = this.#workFile(name);
      try {
        if (spec.kind === 'width') await writeVariant(master, made, spec.width, spec.format);
        else await writeShareImage(master, made, spec.focalX, spec.focalY);
        const format = (spec.kind === 'width' ? spec.format : 'jpg') satisfies VariantFormat;
        await this.store.putFile(key, made, VARIANT_MIME[format]);
      } finally {
        await fs.rm(made, { force: true });
      }
    })().finally(() => this.#making.delete(name));
    this.#making.set(name, work);
    return work;
  }

  /** Shares one on-demand job per file among concurrent requests; refuses beyond the limit. */
  #onDemand(key: string, task: () => Promise<OnDemand>): Promise<OnDemand> {
    const asked = this.#asked.get(key);
    if (asked) return asked;
    if (this.#stopped || !this.#limiter.hasRoom()) return Promise.resolve('busy');
    const work = this.#limiter.run(task).finally(() => this.#asked.delete(key));
    this.#asked.set(key, work);
    return work;
  }

  /**
   * A variant asked for but not on disk: made once if its name is one the row has now (right
   * stem, hash, width and format, or the share image at the current focal point).
   */
  variantOnDemand(name: string): Promise<OnDemand> {
    const stem = variantStemOf(name);
    if (!stem) return Promise.resolve('missing');
    return this.#onDemand(name, async () => {
      await this.ready;
      const row = await this.#orm.em
        .fork()
        .findOne(MediaFile, { storedName: { $in: RASTER_EXTENSIONS.map((extension) => `${stem}.${extension}`) } });
      const spec = row ? variantsOf(row).get(name) : undefined;
      if (!row || !spec) return 'missing';
      const made = await this.#withLocalCopy(publicKeyOf(row.storedName), async (master) => {
        await this.#make(master, name, spec);
        return true;
      });
      // Deleted meanwhile: nothing of it stays.
      if (!(await this.#orm.em.fork().findOne(MediaFile, { id: row.id }))) {
        await removeImageFiles(this.store, row.storedName);
        return 'missing';
      }
      return made ? 'made' : 'missing';
    });
  }

  /**
   * A raster file at /uploads without its master (uploaded before the pipeline): converted now
   * rather than served with its EXIF; its variants follow in the background.
   */
  masterOnDemand(storedName: string): Promise<OnDemand> {
    return this.#onDemand(`master:${storedName}`, async () => {
      await this.ready;
      const row = await this.#orm.em.fork().findOne(MediaFile, { storedName });
      if (!row || !rasterExtensionOf(storedName)) return 'missing';
      if (row.imageStatus === null) {
        if (!(await this.#convertLegacy(row))) return 'missing';
        this.enqueue(row.id);
      }
      const [original, master] = await Promise.all([
        this.store.stat(originalKeyOf(storedName)),
        this.store.stat(publicKeyOf(storedName)),
      ]);
      return original && master ? 'made' : 'missing';
    });
  }

  async #publicChanged(): Promise<void> {
    if (!this.#publicCache) return;
    this.#publicCache.invalidate();
    await this.#orm.em
      .getConnection()
      .execute(`select pg_notify('${CACHE_CHANNEL}', '')`)
      .catch(() => undefined);
  }
}

/** The row fields of a written master (status: animated images have no variants to wait for). */
export function imageFieldsOf(info: MasterInfo) {
  return {
    width: info.width,
    height: info.height,
    hasAlpha: info.hasAlpha,
    animated: info.animated,
    contentHash: info.hash,
    placeholder: info.placeholder,
    imageStatus: info.animated ? ('ready' as const) : ('processing' as const),
  };
}

/**
 * The app's queue, by upload folder: the services reach it from the folder they are given
 * (storeUpload is called by two routers), the app makes it, index.ts stops it.
 */
const registry = new Map<string, MediaJobs>();

export function startMediaJobs(options: MediaJobsOptions): MediaJobs {
  const jobs = new MediaJobs(options);
  registry.set(path.resolve(options.uploadDir), jobs);
  return jobs;
}

export function mediaJobsFor(uploadDir: string): MediaJobs | undefined {
  return registry.get(path.resolve(uploadDir));
}

function unregister(jobs: MediaJobs): void {
  const key = path.resolve(jobs.uploadDir);
  if (registry.get(key) === jobs) registry.delete(key);
}

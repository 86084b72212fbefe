/**
 * The upload folder as an UploadStore (the default driver): `uploads/X` is `<uploadDir>/X`,
 * `uploads/v/X` is `<uploadDir>/v/X`, `originals/X` is `<uploadDir>/.originals/X` — the layout
 * from before issue 24, so existing folders need no migration.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type ByteRange,
  isStoreKey,
  type ObjectBody,
  type StoredObject,
  type StoreKey,
  type UploadStore,
} from './upload-store.ts';

/** Key prefix → folder (relative to the upload folder), most specific first. */
const ROOTS = [
  { prefix: 'uploads/v/', dir: 'v' },
  { prefix: 'originals/', dir: '.originals' },
  { prefix: 'uploads/', dir: '' },
] as const;

export class LocalUploadStore implements UploadStore {
  readonly kind = 'local' as const;
  readonly uploadDir: string;

  constructor(uploadDir: string) {
    this.uploadDir = path.resolve(uploadDir);
  }

  /** The file of a key; throws for anything that is not a key (no path ever comes from elsewhere). */
  pathOf(key: StoreKey): string {
    if (!isStoreKey(key)) throw new Error(`not an upload key: ${JSON.stringify(key)}`);
    const root = ROOTS.find((candidate) => key.startsWith(candidate.prefix));
    if (!root) throw new Error(`not an upload key: ${JSON.stringify(key)}`);
    return path.join(this.uploadDir, root.dir, key.slice(root.prefix.length));
  }

  async putFile(key: StoreKey, file: string, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Copied beside the target under a dot name (never served), then renamed over it: atomic.
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
    try {
      await fs.copyFile(file, temp);
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async stat(key: StoreKey): Promise<StoredObject | undefined> {
    const found = await fs.stat(this.pathOf(key)).catch(() => undefined);
    if (!found?.isFile()) return undefined;
    return { size: found.size, lastModified: found.mtime };
  }

  async read(key: StoreKey, range?: ByteRange): Promise<ObjectBody | undefined> {
    const file = this.pathOf(key);
    // Opened first, then stat'ed through the handle: a file replaced meanwhile is read whole.
    const handle = await fs.open(file, 'r').catch(() => undefined);
    if (!handle) return undefined;
    const found = await handle.stat();
    if (!found.isFile()) {
      await handle.close();
      return undefined;
    }
    const satisfiable = range && range.start <= range.end && range.end < found.size;
    const body = createReadStream('', {
      fd: handle,
      ...(satisfiable ? { start: range.start, end: range.end } : {}),
    });
    return {
      size: found.size,
      lastModified: found.mtime,
      body,
      ...(satisfiable ? { range: { start: range.start, end: range.end } } : {}),
    };
  }

  async downloadTo(key: StoreKey, file: string): Promise<boolean> {
    try {
      await fs.copyFile(this.pathOf(key), file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async remove(keys: StoreKey[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.rm(this.pathOf(key), { force: true })));
  }

  async *list(prefix: string): AsyncIterable<StoreKey> {
    for (const root of ROOTS) {
      // A folder holds the keys of its prefix only (uploads/ does not descend into v/).
      if (!root.prefix.startsWith(prefix) && !prefix.startsWith(root.prefix)) continue;
      if (prefix.startsWith(root.prefix) && prefix.slice(root.prefix.length).includes('/')) continue;
      const entries = await fs
        .readdir(path.join(this.uploadDir, root.dir), { withFileTypes: true })
        .catch(() => [] as import('node:fs').Dirent[]);
      for (const entry of entries) {
        const key = `${root.prefix}${entry.name}`;
        if (entry.isFile() && key.startsWith(prefix) && isStoreKey(key)) yield key;
      }
    }
  }

  publicUrlOf(_key: StoreKey): string | undefined {
    return undefined;
  }

  async close(): Promise<void> {}
}

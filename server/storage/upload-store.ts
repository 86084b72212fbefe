/**
 * Where uploaded files live (issue 24): one small interface, two drivers — the local folder
 * (default, DATA_DIR/uploads) and S3-compatible object storage (STORAGE=s3). Everything that
 * writes, reads, lists or deletes an upload goes through an UploadStore; only the drivers know
 * whether a key is a path or an object.
 *
 * Keys are the same on both drivers, chosen so that a bucket can be made public by prefix:
 *   uploads/<stored name>       public: the file (or a raster image's public master)
 *   uploads/v/<variant name>    public: image variants (immutable, named by content)
 *   originals/<stored name>     PRIVATE: a raster upload as it was sent (EXIF and all)
 * The local driver maps `uploads/X` to `<uploadDir>/X` and `originals/X` to
 * `<uploadDir>/.originals/X` (the folder layout from before issue 24), so `npm run
 * storage:migrate` copies a folder to a bucket key for key. With S3_PUBLIC_URL the public URL of
 * `uploads/X` is `${S3_PUBLIC_URL}/uploads/X`: the same path the app serves.
 */
import type { Readable } from 'node:stream';

/** A key as above: `uploads/…` or `originals/…`, plain names, no `..`, no empty segment. */
export type StoreKey = string;

const KEY = /^(?:uploads\/(?:v\/)?|originals\/)[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isStoreKey(key: string): key is StoreKey {
  return KEY.test(key) && !key.includes('..');
}

export const publicKeyOf = (storedName: string): StoreKey => `uploads/${storedName}`;
export const variantKeyOf = (variantName: string): StoreKey => `uploads/v/${variantName}`;
export const originalKeyOf = (storedName: string): StoreKey => `originals/${storedName}`;

export type StoredObject = {
  size: number;
  lastModified: Date;
  /** Quoted strong ETag when the driver has one (S3), else undefined. */
  etag?: string;
};

export type ByteRange = { start: number; end: number };

export type ObjectBody = StoredObject & {
  body: Readable;
  /** Set when a range was asked for and is being answered (HTTP 206). */
  range?: ByteRange;
};

export interface UploadStore {
  /** 'local' or 's3': for logs, /readyz detail and the README's figures. */
  readonly kind: 'local' | 's3';
  /**
   * Stores a whole file under `key` from a local file path (the staged upload, a made variant).
   * Atomic for readers: a reader sees the old object, nothing, or the whole new one.
   * Large files go up in parts (S3 multipart).
   */
  putFile(key: StoreKey, file: string, contentType: string): Promise<void>;
  /** The object's size and date, or undefined when it does not exist. */
  stat(key: StoreKey): Promise<StoredObject | undefined>;
  /**
   * A stream of the object (of `range` when given and satisfiable), or undefined when missing.
   * The caller must consume or destroy the stream.
   */
  read(key: StoreKey, range?: ByteRange): Promise<ObjectBody | undefined>;
  /** Copies the object to a local file (for sharp); false when it does not exist. */
  downloadTo(key: StoreKey, file: string): Promise<boolean>;
  /** Deletes objects; missing ones are not an error. */
  remove(keys: StoreKey[]): Promise<void>;
  /** Every key under a prefix (`uploads/`, `uploads/v/<stem>-`, `originals/`), in no set order. */
  list(prefix: string): AsyncIterable<StoreKey>;
  /**
   * The URL browsers use for a public key when the files are served from elsewhere
   * (S3_PUBLIC_URL), else undefined: the app serves `/uploads/...` itself.
   */
  publicUrlOf(key: StoreKey): string | undefined;
  /** Releases sockets (S3 client) at shutdown. */
  close(): Promise<void>;
}

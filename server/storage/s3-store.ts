/**
 * An S3-compatible bucket as an UploadStore (STORAGE=s3), with the official AWS SDK v3; its
 * client sends checksums only where required, DeleteObjects with a Content-MD5 (s3-client.ts).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../env.ts';
import { downloadDispositionOf, IMMUTABLE_CACHE } from '../uploads/upload-headers.ts';
import { addContentMd5ToDeleteObjects, CHECKSUMS_WHEN_REQUIRED } from './s3-client.ts';
import type { ByteRange, ObjectBody, StoredObject, StoreKey, UploadStore } from './upload-store.ts';

/** STORAGE=s3's settings from server/env.ts. */
export type S3StoreConfig = Omit<Extract<StorageConfig, { kind: 's3' }>, 'kind'>;

/** Above this a file goes up in parts (lib-storage Upload): 8 MiB parts, two at a time. */
export const MULTIPART_THRESHOLD = 16 * 1024 * 1024;
const PART_SIZE = 8 * 1024 * 1024;
const MIN_PART_SIZE = 5 * 1024 * 1024;
const PART_QUEUE = 2;
/** DeleteObjects takes at most 1000 keys per call. */
const DELETE_BATCH = 1000;

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}

export class S3UploadStore implements UploadStore {
  readonly kind = 's3' as const;
  readonly bucket: string;
  readonly client: S3Client;
  readonly #publicUrl: string | undefined;
  readonly #multipartThreshold: number;

  /** `multipartThreshold`: tests lower it to send a small file in parts (5 MiB is S3's smallest part). */
  constructor(config: S3StoreConfig, tuning: { multipartThreshold?: number } = {}) {
    this.bucket = config.bucket;
    this.#publicUrl = config.publicUrl;
    this.#multipartThreshold = tuning.multipartThreshold ?? MULTIPART_THRESHOLD;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      ...CHECKSUMS_WHEN_REQUIRED,
    });
    addContentMd5ToDeleteObjects(this.client);
  }

  async putFile(key: StoreKey, file: string, contentType: string): Promise<void> {
    const { size } = await fs.stat(file);
    const name = key.slice(key.lastIndexOf('/') + 1);
    // Variants are images (their type says so); the rule of downloads is about the files themselves.
    const disposition =
      key.startsWith('uploads/') && !key.startsWith('uploads/v/') ? downloadDispositionOf(name) : undefined;
    const params = {
      Bucket: this.bucket,
      Key: key,
      ContentType: contentType,
      // Headers the bucket itself sends when it serves uploads/ directly (S3_PUBLIC_URL).
      ...(key.startsWith('uploads/') ? { CacheControl: IMMUTABLE_CACHE } : {}),
      ...(disposition ? { ContentDisposition: disposition } : {}),
    };
    if (size <= this.#multipartThreshold) {
      await this.client.send(new PutObjectCommand({ ...params, Body: createReadStream(file), ContentLength: size }));
      return;
    }
    // Parts are buffered (at most PART_QUEUE × PART_SIZE in memory); a failure aborts the upload.
    await new Upload({
      client: this.client,
      params: { ...params, Body: createReadStream(file) },
      partSize: Math.min(PART_SIZE, Math.max(MIN_PART_SIZE, this.#multipartThreshold)),
      queueSize: PART_QUEUE,
      leavePartsOnError: false,
    }).done();
  }

  async stat(key: StoreKey): Promise<StoredObject | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0), etag: head.ETag };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(key: StoreKey, range?: ByteRange): Promise<ObjectBody | undefined> {
    const satisfiable = range && range.start <= range.end;
    try {
      const got = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(satisfiable ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const body = asReadable(got.Body);
      // `bytes 0-99/1234`: the whole size is after the slash.
      const whole = got.ContentRange
        ? Number(got.ContentRange.slice(got.ContentRange.lastIndexOf('/') + 1))
        : undefined;
      const size = whole ?? got.ContentLength ?? 0;
      const answered =
        got.ContentRange && satisfiable
          ? { start: range.start, end: range.start + (got.ContentLength ?? 0) - 1 }
          : undefined;
      return {
        size,
        lastModified: got.LastModified ?? new Date(0),
        etag: got.ETag,
        body,
        ...(answered ? { range: answered } : {}),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      // A range past the end (416): the caller checks ranges against stat(); read it whole.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416 && range) {
        return this.read(key);
      }
      throw error;
    }
  }

  async downloadTo(key: StoreKey, file: string): Promise<boolean> {
    const object = await this.read(key);
    if (!object) return false;
    try {
      await pipeline(object.body, createWriteStream(file));
    } catch (error) {
      await fs.rm(file, { force: true });
      throw error;
    }
    return true;
  }

  async remove(keys: StoreKey[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
      if (failed.length > 0) {
        throw new Error(`S3 delete failed for ${failed.length} key(s): ${failed[0].Key} ${failed[0].Code}`);
      }
    }
  }

  async *list(prefix: string): AsyncIterable<StoreKey> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  publicUrlOf(key: StoreKey): string | undefined {
    if (!this.#publicUrl || !key.startsWith('uploads/')) return undefined;
    return `${this.#publicUrl}/${key}`;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/** A Readable from whatever the SDK answered (on Node: an IncomingMessage already). */
function asReadable(body: unknown): Readable {
  return body instanceof Readable ? body : Readable.fromWeb(body as import('node:stream/web').ReadableStream);
}

/**
 * The raw S3 calls the upload store's S3 driver makes, one check each, straight through the AWS
 * SDK v3 (no driver code, only the driver's client settings of storage/s3-client.ts): put,
 * multipart upload (lib-storage), ranged get, head, list with a prefix and paging, batch delete.
 * Each check returns what it saw, or throws on a mismatch.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { CHECKSUMS_WHEN_REQUIRED } from '../../storage/s3-client.ts';

export type Check = { name: string; run: () => Promise<string> };

export function s3ClientFor(endpoint: string, region: string, credentials: S3ClientConfig['credentials']) {
  return new S3Client({
    endpoint,
    region,
    forcePathStyle: true,
    credentials,
    // Since SDK 3.729 the default CRC32 checksums break many S3-compatible servers.
    ...CHECKSUMS_WHEN_REQUIRED,
  });
}

const MiB = 1024 * 1024;
/** Over two 5 MiB parts, so lib-storage goes multipart and the last part is short. */
const BIG_SIZE = 11 * MiB + 4321;
const PART_SIZE = 5 * MiB;

const md5Hex = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

function statusOf(error: unknown): string {
  if (error instanceof S3ServiceException) return `${error.$metadata.httpStatusCode} ${error.name}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

async function expectMissing(promise: Promise<unknown>, status: number): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === status) return statusOf(error);
    throw error;
  }
  throw new Error(`expected HTTP ${status}, got a success`);
}

function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/**
 * The checks, in order (later ones use what earlier ones stored). `plainClient` has no Content-MD5
 * fix: it shows what an unpatched driver would get from this server on a batch delete.
 */
export function smokeChecks(client: S3Client, plainClient: S3Client, bucket: string, workDir: string): Check[] {
  const bigFile = path.join(workDir, 'big.bin');
  let bigBytes = Buffer.alloc(0);
  const small = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  const listed = ['a', 'b', 'c', 'd', 'e'].map((letter) => `uploads/v/photo-${letter}.webp`);

  return [
    {
      name: 'create bucket',
      run: async () => {
        const created = await client.send(new CreateBucketCommand({ Bucket: bucket }));
        return `${bucket} → ${created.$metadata.httpStatusCode}, Location ${created.Location}`;
      },
    },
    {
      name: 'put object',
      run: async () => {
        const put = await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: 'uploads/logo.svg', Body: small, ContentType: 'image/svg+xml' }),
        );
        assert(put.ETag === `"${md5Hex(small)}"`, `ETag ${put.ETag} is not the MD5 of the body`);
        return `uploads/logo.svg, ${small.length} B, ETag ${put.ETag}`;
      },
    },
    {
      name: 'multipart upload (lib-storage)',
      run: async () => {
        // Not all one byte: a part in the wrong order or place would change the MD5 below.
        bigBytes = Buffer.alloc(BIG_SIZE);
        for (let i = 0; i + 4 <= BIG_SIZE; i += 4) bigBytes.writeUInt32LE(i, i);
        await fs.writeFile(bigFile, bigBytes);
        let parts = 0;
        const upload = new Upload({
          client,
          params: {
            Bucket: bucket,
            Key: 'originals/video.mp4',
            Body: createReadStream(bigFile),
            ContentType: 'video/mp4',
          },
          partSize: PART_SIZE,
          queueSize: 2,
        });
        upload.on('httpUploadProgress', (progress) => {
          if (progress.part) parts = Math.max(parts, progress.part);
        });
        const done = await upload.done();
        assert(/-3"$/.test(done.ETag ?? ''), `ETag ${done.ETag} is not a 3-part multipart ETag`);
        const back = await client.send(new GetObjectCommand({ Bucket: bucket, Key: 'originals/video.mp4' }));
        const body = Buffer.from(await (back.Body?.transformToByteArray() ?? Promise.resolve(new Uint8Array())));
        assert(md5Hex(body) === md5Hex(bigBytes), 'downloaded bytes differ from the uploaded file');
        return `originals/video.mp4, ${BIG_SIZE} B in ${parts} parts of ≤ 5 MiB, ETag ${done.ETag}, read back identical`;
      },
    },
    {
      name: 'get with Range',
      run: async () => {
        const head = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: 'uploads/logo.svg', Range: 'bytes=0-3' }),
        );
        const headText = await head.Body?.transformToString();
        assert(head.$metadata.httpStatusCode === 206, `status ${head.$metadata.httpStatusCode}, not 206`);
        assert(headText === '<svg', `bytes 0-3 are ${JSON.stringify(headText)}`);
        // Across the boundary between part 1 and part 2 of the multipart object.
        const start = PART_SIZE - 10;
        const end = PART_SIZE + 9;
        const across = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: 'originals/video.mp4', Range: `bytes=${start}-${end}` }),
        );
        const acrossBytes = Buffer.from((await across.Body?.transformToByteArray()) ?? []);
        assert(acrossBytes.equals(bigBytes.subarray(start, end + 1)), 'bytes across the part boundary differ');
        const tail = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: 'originals/video.mp4', Range: 'bytes=-100' }),
        );
        await tail.Body?.transformToByteArray();
        const beyond = await expectMissing(
          client.send(
            new GetObjectCommand({ Bucket: bucket, Key: 'uploads/logo.svg', Range: `bytes=${small.length + 10}-` }),
          ),
          416,
        );
        return [
          `0-3 → 206 ${head.ContentRange}`,
          `${start}-${end} across parts → 206 ${across.ContentRange}`,
          `suffix -100 → ${tail.ContentRange}`,
          `past the end → ${beyond}`,
        ].join('; ');
      },
    },
    {
      name: 'head object',
      run: async () => {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'originals/video.mp4' }));
        assert(head.ContentLength === BIG_SIZE, `ContentLength ${head.ContentLength}, expected ${BIG_SIZE}`);
        assert(head.ContentType === 'video/mp4', `ContentType ${head.ContentType}`);
        assert(head.LastModified instanceof Date, 'no LastModified');
        const missing = await expectMissing(
          client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'uploads/missing.png' })),
          404,
        );
        const missingGet = await expectMissing(
          client.send(new GetObjectCommand({ Bucket: bucket, Key: 'uploads/missing.png' })),
          404,
        );
        return `${head.ContentLength} B, ${head.ContentType}, ${head.LastModified.toISOString()}, ETag ${head.ETag}; missing: head → ${missing}, get → ${missingGet}`;
      },
    },
    {
      name: 'list with prefix and paging',
      run: async () => {
        for (const key of [...listed, 'uploads/v/other-a.webp']) {
          await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: key, ContentType: 'image/webp' }));
        }
        const keys: string[] = [];
        const pages: number[] = [];
        let token: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: 'uploads/v/photo-',
              MaxKeys: 2,
              ContinuationToken: token,
            }),
          );
          const pageKeys = (page.Contents ?? []).map((object) => object.Key ?? '');
          keys.push(...pageKeys);
          pages.push(pageKeys.length);
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        assert(keys.join() === listed.join(), `listed ${keys.join()}`);
        const everything = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'uploads/' }));
        return `prefix uploads/v/photo-, 2 per page → pages of ${pages.join(' + ')} keys, ${keys.length} keys; prefix uploads/ → ${everything.KeyCount} keys`;
      },
    },
    {
      name: 'batch delete (DeleteObjects)',
      run: async () => {
        const keys = [...listed, 'uploads/never-stored.png'];
        const plain = await plainClient
          .send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: [{ Key: listed[0] }], Quiet: true } }))
          .then(
            () => 'accepted',
            (error: unknown) => `refused (${statusOf(error)})`,
          );
        const deleted = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
        );
        assert((deleted.Errors ?? []).length === 0, `errors: ${JSON.stringify(deleted.Errors)}`);
        const left = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'uploads/v/photo-' }));
        assert((left.KeyCount ?? 0) === 0, `${left.KeyCount} keys left after the delete`);
        const other = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'uploads/v/other-a.webp' }));
        assert(other.ContentLength !== undefined, 'a key outside the batch is gone');
        return `${keys.length} keys (1 never stored) with Content-MD5 → gone, no errors, others kept; without Content-MD5 (SDK default CRC32 only) → ${plain}`;
      },
    },
  ];
}

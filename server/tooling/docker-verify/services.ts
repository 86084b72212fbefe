/**
 * What the image's process talks to during the run, on the host's loopback: a fresh embedded
 * PostgreSQL (the binaries in node_modules, a throw-away data folder, a free port) and the S3
 * emulator s3rver with one bucket.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../../db/embedded-postgres.ts';
import { createLogger } from '../../logger.ts';

const DATABASE = 'agency';
const BUCKET = 'agency-media';
// s3rver accepts only these credentials.
const S3_KEY = 'S3RVER';

export type Services = {
  databaseUrl: string;
  s3Env: Record<string, string>;
  /** The keys stored in the bucket under a prefix. */
  bucketKeys: (prefix: string) => Promise<string[]>;
  stop: () => Promise<void>;
};

type S3rverInstance = { run: () => Promise<{ port: number }>; close: () => Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export async function startServices(): Promise<Services> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-docker-verify-'));
  // As root, PostgreSQL runs as the OS user `postgres`: it must be able to enter the folder.
  await fs.chmod(dir, 0o755);
  const stops: Array<() => Promise<void>> = [() => fs.rm(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const postgres = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'db'),
      logger: createLogger('silent'),
      persistent: false,
    });
    stops.push(() => postgres.stop());
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query(`create database ${DATABASE}`).finally(() => admin.end());

    // A dev dependency without type declarations: imported by name at run time.
    const s3rverModule = 's3rver';
    const { default: S3rver } = (await import(s3rverModule)) as { default: S3rverClass };
    const s3rver = new S3rver({
      port: await freePort(),
      address: '127.0.0.1',
      silent: true,
      directory: path.join(dir, 's3'),
    });
    const { port } = await s3rver.run();
    stops.push(() => s3rver.close());
    const endpoint = `http://127.0.0.1:${port}`;
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_KEY },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    stops.push(async () => client.destroy());
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));

    return {
      databaseUrl: postgres.url(DATABASE),
      s3Env: {
        STORAGE: 's3',
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: S3_KEY,
        S3_SECRET_ACCESS_KEY: S3_KEY,
        S3_FORCE_PATH_STYLE: 'true',
      },
      bucketKeys: async (prefix) => {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
        return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

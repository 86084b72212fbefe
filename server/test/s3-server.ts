/**
 * An S3-protocol server for tests and the verification tools: the emulator s3rver, in this
 * process, on a free port of 127.0.0.1, with its objects in a temporary folder and one bucket.
 * No vitest imports: the two-instance and docker verifiers use it from plain scripts.
 */
import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type S3TestServer = {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** The folder of s3rver's objects (removed by stop()). */
  directory: string;
  /** STORAGE=s3 and the S3_* variables of this server, for loadEnv or a child process. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/** s3rver checks signatures against these (its fixed account). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3TestServer(options: { bucket?: string; parentDir?: string } = {}): Promise<S3TestServer> {
  // s3rver refuses bucket names shorter than 3 characters.
  const bucket = options.bucket ?? 'test-uploads';
  const directory = await fs.mkdtemp(path.join(options.parentDir ?? os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // Path-style only: no bucket.localhost names to resolve.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  let address: AddressInfo;
  try {
    address = (await server.run()) as AddressInfo;
  } catch (error) {
    await fs.rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      const http = (server as unknown as { httpServer?: Server }).httpServer;
      // Keep-alive sockets of S3 clients would hold close() open.
      http?.closeAllConnections();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

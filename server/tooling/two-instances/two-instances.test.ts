/**
 * Two app processes on a database that does not exist yet (they create, migrate and seed it at
 * the same time: the startup lock in server/db/startup-lock.ts takes turns) and one
 * bucket (s3rver): uploads, sessions, caches, rate limits, login throttling, the outbox and a
 * SIGTERM, as verify-two-instances.ts checks them. `npm run instances:verify` runs the same
 * checks on an operator's own PostgreSQL and bucket.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseUrl } from '../../test/harness.ts';
import { type S3TestServer, startS3TestServer } from '../../test/s3-server.ts';
import { verifyTwoInstances } from './verify-two-instances.ts';

let bucket: S3TestServer;
let dataRoot: string;
const database = `two_instances_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  bucket = await startS3TestServer();
  dataRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'two-instances-'));
});
afterAll(async () => {
  await bucket?.stop();
  if (dataRoot) await fs.rm(dataRoot, { recursive: true, force: true });
});

it('two processes on one database and one bucket serve one site', { timeout: 120_000 }, async () => {
  const lines: string[] = [];
  const figures = await verifyTwoInstances({
    databaseUrl: databaseUrl(database),
    storageEnv: bucket.env,
    dataDirOf: (instance) => path.join(dataRoot, instance),
    log: (line) => lines.push(line),
  });
  process.stdout.write(`two instances:\n  ${lines.join('\n  ')}\n${JSON.stringify(figures)}\n`);
  expect(figures.cacheInvalidationMs).toBeLessThanOrEqual(1_000);
  expect(figures.shutdownExitCode).toBe(0);
  expect(figures.mailsDelivered).toBe(figures.leadsAccepted + figures.leadsDuringShutdown);
  expect(figures.leadsDuringShutdown).toBeGreaterThan(0);
});

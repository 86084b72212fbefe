/**
 * `npm run instances:verify`: the operator's check that two app processes can share one
 * PostgreSQL and one bucket (see verify-two-instances.ts for what it shows).
 *
 *   DATABASE_URL=postgresql://…/empty_db STORAGE=s3 S3_ENDPOINT=… S3_BUCKET=… … npm run instances:verify
 *
 * DATABASE_URL must name an EMPTY database or one that does not exist yet (the run seeds it, adds leads and renames the site);
 * a database that already holds the app's tables is refused. Without STORAGE=s3 an S3 emulator
 * (s3rver, a dev dependency) is started on loopback for the run.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { S3_ENV_KEYS } from '../../env.ts';
import { startS3TestServer } from '../../test/s3-server.ts';
import { verifyTwoInstances } from './verify-two-instances.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);
const fail = (line: string) => process.stderr.write(`${line}\n`);

async function isEmpty(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    // 3D000: no such database yet; the instances create it.
    if ((error as { code?: string }).code === '3D000') return true;
    throw error;
  }
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from information_schema.tables where table_schema = 'public'",
    );
    return Number(rows[0].count) === 0;
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    fail('instances:verify needs DATABASE_URL: an empty database on the PostgreSQL both instances share.');
    return 2;
  }
  if (!(await isEmpty(databaseUrl))) {
    fail('instances:verify: the database is not empty. It seeds and writes: give it an empty one.');
    return 2;
  }
  const dataRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'two-instances-'));
  const emulator = process.env.STORAGE === 's3' ? undefined : await startS3TestServer();
  const storageEnv = emulator
    ? emulator.env
    : Object.fromEntries(
        ['STORAGE', ...S3_ENV_KEYS].flatMap((key) => (process.env[key] ? [[key, process.env[key] as string]] : [])),
      );
  print(emulator ? `storage: s3rver on ${emulator.env.S3_ENDPOINT}` : `storage: ${storageEnv.S3_ENDPOINT}`);
  const started = Date.now();
  try {
    const figures = await verifyTwoInstances({
      databaseUrl,
      storageEnv,
      dataDirOf: (instance) => path.join(dataRoot, instance),
      log: (line) => print(`  ✓ ${line}`),
    });
    print(JSON.stringify(figures));
    print(`two instances verified in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } catch (error) {
    fail(`  ✗ ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await emulator?.stop();
    await fs.rm(dataRoot, { recursive: true, force: true });
  }
}

process.exitCode = await main();

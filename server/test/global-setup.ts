/**
 * Vitest global setup: ONE embedded PostgreSQL for the whole run, with a migrated template
 * database from which every test file clones its own fresh database (server/test/harness.ts).
 * Everything temporary lives in one run folder under os.tmpdir(). The teardown stops
 * PostgreSQL and deletes that folder; an interrupted run (Ctrl-C) still stops PostgreSQL
 * (startEmbeddedPostgres signals it on exit) and a detached cleaner removes the folder.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { TestProject } from 'vitest/node';
import { createOrmConfig } from '../../mikro-orm.config.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { createLogger } from '../logger.ts';

export const TEMPLATE_DATABASE = 'template_agency';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgresql://user:password@host:port/ (append a database name). */
    pgUrlBase: string;
    /** The migrated template database to clone with CREATE DATABASE ... TEMPLATE. */
    pgTemplateDatabase: string;
    /** A folder for the run's temporary files, deleted at the end. */
    testTmpDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-vitest-'));
  // As root, PostgreSQL runs as the OS user `postgres`: it must be able to enter the folder.
  await fs.chmod(runDir, 0o755);
  const dataDir = path.join(runDir, 'db');
  let pg: EmbeddedPostgres | undefined;
  try {
    pg = await startEmbeddedPostgres({ dataDir, logger: createLogger('silent'), persistent: false });
    // The app's configuration, with the migrator's console chatter silenced.
    const orm = await MikroORM.init({
      ...createOrmConfig({ clientUrl: pg.url(TEMPLATE_DATABASE) }),
      logger: () => undefined,
    });
    try {
      await orm.migrator.up();
    } finally {
      await orm.close(true);
    }
  } catch (error) {
    await pg?.stop();
    await fs.rm(runDir, { recursive: true, force: true });
    throw error;
  }
  const started = pg;
  const postmasterPid = Number(
    (await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
  );

  // Interrupted run: vitest exits without the teardown. Remove the folder once PostgreSQL is gone.
  const cleanOnExit = () => {
    spawn(
      'sh',
      [
        '-c',
        'while kill -0 "$1" 2>/dev/null; do sleep 0.1; done; rm -rf "$2"',
        'cleaner',
        String(postmasterPid),
        runDir,
      ],
      {
        detached: true,
        stdio: 'ignore',
      },
    ).unref();
  };
  process.once('exit', cleanOnExit);

  project.provide('pgUrlBase', started.url(''));
  project.provide('pgTemplateDatabase', TEMPLATE_DATABASE);
  project.provide('testTmpDir', runDir);
  return async () => {
    process.off('exit', cleanOnExit);
    await started.stop();
    await fs.rm(runDir, { recursive: true, force: true });
  };
}

/**
 * The database of the backup and restore commands: DATABASE_URL, else the embedded PostgreSQL in
 * DATA_DIR, started by the command itself. The embedded one belongs to one process at a time (the
 * instance lock): while the app runs on that DATA_DIR the command refuses and says to stop the app,
 * or to download the backup from the running app (admin → Settings, GET /api/admin/backup).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { EMBEDDED_DATABASE_NAME } from '../../db/database.ts';
import { startEmbeddedPostgres } from '../../db/embedded-postgres.ts';
import { InstanceLockedError } from '../../db/instance-lock.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';

export type CliDatabase = { url: string; close: () => Promise<void> };

/** `existing`: refuse a DATA_DIR without a database (a backup of a folder that was never used is a mistake). */
export async function cliDatabase(
  env: Pick<Env, 'databaseUrl' | 'dataDir'>,
  logger: Logger,
  { existing }: { existing: boolean },
): Promise<CliDatabase> {
  if (env.databaseUrl) return { url: env.databaseUrl, close: async () => undefined };
  if (existing && !existsSync(path.join(env.dataDir, 'postgres', 'PG_VERSION'))) {
    throw new Error(
      `DATA_DIR ${path.resolve(env.dataDir)} holds no embedded database: set DATA_DIR (or DATABASE_URL) as the server has it.`,
    );
  }
  try {
    const embedded = await startEmbeddedPostgres({ dataDir: env.dataDir, logger });
    return { url: embedded.url(EMBEDDED_DATABASE_NAME), close: () => embedded.stop() };
  } catch (error) {
    if (error instanceof InstanceLockedError) {
      throw new Error(
        `${error.message}\nThe app is running on this DATA_DIR: download the backup from it instead (admin → Settings → Backup, or GET /api/admin/backup with an admin session), or stop it and run the command again.`,
      );
    }
    throw error;
  }
}

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;

import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../../mikro-orm.config.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';
import { withStartupLock } from './startup-lock.ts';

export type Database = {
  orm: MikroORM;
  /** The connection URL (secret: never log it). */
  url: string;
  /** Is PostgreSQL reachable right now? For /readyz. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export const EMBEDDED_DATABASE_NAME = 'agency';

/** Opens the ORM on a URL, creating its database if it may, and applies pending migrations (one instance at a time). */
export async function openOrm(clientUrl: string): Promise<MikroORM> {
  const orm = await initOrm(clientUrl);
  try {
    await withStartupLock(clientUrl, () => orm.migrator.up());
  } catch (error) {
    await orm.close(true);
    throw error;
  }
  return orm;
}

/**
 * The ORM on a database that exists (the startup lock needs one to connect to). Two replicas
 * starting on a server without it both try to create it: the loser starts again on the
 * winner's database.
 */
async function initOrm(clientUrl: string): Promise<MikroORM> {
  const orm = await MikroORM.init(createOrmConfig({ clientUrl }));
  try {
    await orm.schema.ensureDatabase();
    return orm;
  } catch (error) {
    await orm.close(true);
    if ((error as { code?: string }).code !== '42P04' && !String(error).includes('already exists')) throw error;
    return MikroORM.init(createOrmConfig({ clientUrl }));
  }
}

/**
 * DATABASE_URL set: use it. Unset: start the embedded PostgreSQL with its data in DATA_DIR.
 * The returned close() closes the ORM first, then stops the embedded server.
 */
export async function openDatabase(env: Pick<Env, 'databaseUrl' | 'dataDir'>, logger: Logger): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let clientUrl = env.databaseUrl;
  if (!clientUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: env.dataDir, logger });
    clientUrl = embedded.url(EMBEDDED_DATABASE_NAME);
  }
  try {
    const orm = await openOrm(clientUrl);
    return {
      orm,
      url: clientUrl,
      ping: () => pingDatabase(orm),
      close: async () => {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

export async function pingDatabase(orm: MikroORM): Promise<boolean> {
  try {
    await orm.em.getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}

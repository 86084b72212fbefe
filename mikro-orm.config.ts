import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { entities } from './server/db/entities/index.ts';
import { migrationsList } from './server/db/migrations/index.ts';

export type OrmConfigOptions = {
  /** postgresql:// URL of the database to use. */
  clientUrl: string;
  debug?: boolean;
};

/**
 * The one MikroORM configuration, used by the server, the tests and the migration generator.
 * Migrations are listed statically (server/db/migrations/index.ts) so no folder is globbed.
 */
export function createOrmConfig({ clientUrl, debug = false }: OrmConfigOptions) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    debug,
    ensureDatabase: true,
    migrations: {
      path: 'server/db/migrations',
      pathTs: 'server/db/migrations',
      migrationsList,
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
    },
    pool: { min: 0, max: 10, idleTimeoutMillis: 10_000 },
    driverOptions: {
      // Fail fast when the database is unreachable instead of waiting forever (security baseline).
      connectionTimeoutMillis: 2_000,
      statement_timeout: 5_000,
    },
  });
}

export default createOrmConfig;

/**
 * Generates a migration from the difference between the entities and the migrated schema:
 * `npm run db:migration:create`. Runs against a throwaway embedded PostgreSQL, then prints
 * the file to add to server/db/migrations/index.ts.
 */
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../../mikro-orm.config.ts';
import { createLogger } from '../logger.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const logger = createLogger('warn');
const pg = await startEmbeddedPostgres({
  dataDir: path.join(os.tmpdir(), `agency-migration-${process.pid}`),
  logger,
  persistent: false,
});
try {
  const orm = await MikroORM.init(createOrmConfig({ clientUrl: pg.url('migrations') }));
  await orm.migrator.up();
  const result = await orm.migrator.create('server/db/migrations', false, false, process.argv[2]);
  process.stdout.write(
    result.fileName ? `created ${result.fileName}: add it to server/db/migrations/index.ts\n` : 'no schema changes\n',
  );
  await orm.close(true);
} finally {
  await pg.stop();
}

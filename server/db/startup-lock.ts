/**
 * One instance at a time migrates and seeds: replicas started together on an empty database
 * otherwise both run the first migration and one dies on "duplicate key" (seen in the
 * two-instance test). A session-level advisory lock on a connection of its own (not the ORM's
 * pool, whose connections change between statements), released when the work is done or the
 * process dies (PostgreSQL drops it with the connection).
 */
import pg from 'pg';

/** Any fixed 64-bit key of ours: 'agency-site startup'. */
const STARTUP_LOCK_KEY = '7208414061837450217';

export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

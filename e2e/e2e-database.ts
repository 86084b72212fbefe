import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * A connection to the e2e server's own embedded PostgreSQL (its DATA_DIR holds the generated
 * password and the running server's port), for test setup the app has no screen for, such as a
 * user who is not an admin.
 */
export async function withE2eDatabase<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR ?? '';
  const password = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  const client = new pg.Client({ connectionString: `postgresql://postgres:${password}@127.0.0.1:${port}/agency` });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

import { rm } from 'node:fs/promises';

/** The web servers (and their PostgreSQLs) are stopped by Playwright first; then its data goes. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.E2E_DATA_ROOT;
  if (dir?.includes('agency-e2e-')) await rm(dir, { recursive: true, force: true });
}

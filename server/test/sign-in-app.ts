import { afterAll, beforeAll } from 'vitest';
import { ADMIN_AND_MEMBER, query, startTestApp, type TestApp } from './harness.ts';

/**
 * Registers the hooks of a sign-in test file (REST, tRPC): an app with the admin and the member
 * of ADMIN_AND_MEMBER, nobody signed in, started before the file's tests (handed to `use`) and
 * closed after them.
 */
export function withSignInApp(use: (app: TestApp) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp({ users: ADMIN_AND_MEMBER });
    use(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

/** The ids of the sessions the app has stored (the SHA-256 of each cookie token). */
export async function sessionIds(app: TestApp): Promise<string[]> {
  return (await query<{ id: string }>(app.orm, 'select id from sessions')).map((row) => row.id);
}

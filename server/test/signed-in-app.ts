import { afterAll, beforeAll } from 'vitest';
import { login, startTestApp, type TestApp } from './harness.ts';

type Options = NonNullable<Parameters<typeof startTestApp>[0]>;
type Admin = NonNullable<Options['users']>[number] & { password: string };

/**
 * A test file's app with one admin signed in: started before the file's tests, closed after.
 * Read `app` and `cookie` inside the tests (they are set once the file's `beforeAll` ran).
 */
export function signedInAppForFile(options: Omit<Options, 'users'>, admin: Admin): { app: TestApp; cookie: string } {
  const session = {} as { app: TestApp; cookie: string };
  beforeAll(async () => {
    session.app = await startTestApp({ ...options, users: [admin] });
    session.cookie = await login(session.app, admin.username, admin.password);
  });
  afterAll(async () => {
    await session.app?.close();
  });
  return session;
}

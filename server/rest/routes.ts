import type { createCaller } from '../trpc/app.router.ts';

type Caller = ReturnType<typeof createCaller>;

export type RestInput = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
};

/**
 * One row per documented /api path. A row names its procedure and maps path, query and body
 * to the procedure's input; the procedure validates it. No row holds logic of its own.
 * Paths are written as in the spec ({param}); the mirror converts them for Express.
 */
export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/api/${string}`;
  summary: string;
  /** Who may call it, for the docs and the access tests. */
  access: 'public' | 'user' | 'admin';
  successStatus?: number;
  call: (caller: Caller, input: RestInput) => Promise<unknown>;
};

export const restRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/settings',
    summary: 'Public site settings as a key-value object',
    access: 'public',
    call: (c) => c.settings.public(),
  },
  {
    method: 'GET',
    path: '/api/auth/user',
    summary: 'The signed-in user (401 when not signed in)',
    access: 'user',
    call: (c) => c.auth.user(),
  },
  {
    method: 'GET',
    path: '/api/admin/auth/user',
    summary: 'The signed-in admin (401 anonymous, 403 other roles)',
    access: 'admin',
    call: (c) => c.auth.adminUser(),
  },
  {
    method: 'POST',
    path: '/api/admin/login',
    summary: 'Sign in with username and password; sets the session cookie',
    access: 'public',
    call: (c, { body }) => c.auth.login(body as never),
  },
  {
    method: 'POST',
    path: '/api/logout',
    summary: 'End the current session',
    access: 'public',
    call: (c) => c.auth.logout(),
  },
];

/**
 * Helpers for integration tests: a fresh PostgreSQL database per test file (cloned from the
 * migrated template of global-setup.ts) and the real app listening on a real port.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { createOrmConfig } from '../../mikro-orm.config.ts';
import { RateLimiter } from '../abuse/rate-limit.ts';
import { createApp } from '../app.ts';
import { LoginThrottle } from '../auth/login-throttle.ts';
import { createLucia } from '../auth/lucia.ts';
import { hashPassword } from '../auth/password.ts';
import { PublicReadCache } from '../cache/public-read-cache.ts';
import { openOrm, pingDatabase } from '../db/database.ts';
import { User } from '../db/entities/index.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { type Env, loadEnv } from '../env.ts';
import type { Readiness } from '../http/health.ts';
import type { LagSource } from '../http/load-shedding.ts';
import { createHttpServer } from '../http/timeouts.ts';
import { createLogger } from '../logger.ts';
import { mediaJobsFor } from '../media/media-jobs.ts';
import { uploadStoreFrom } from '../storage/store-from-env.ts';
import type { AppDeps } from '../trpc/context.ts';
import { uploadDirOf } from '../uploads/upload-storage.ts';

/** postgresql://... URL of a database of the run's PostgreSQL. */
export function databaseUrl(database: string): string {
  return `${inject('pgUrlBase')}${database}`;
}

/** Runs one statement on the `postgres` maintenance database. */
export async function adminExecute(sql: string): Promise<void> {
  const admin = await MikroORM.init(createOrmConfig({ clientUrl: databaseUrl('postgres') }));
  try {
    await admin.em.getConnection().execute(sql);
  } finally {
    await admin.close(true);
  }
}

/** Creates a fresh database from the migrated template and returns its URL. */
export async function createTestDatabaseUrl(): Promise<string> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('pgTemplateDatabase');
  // Two workers cloning at the same instant can meet "source database is being accessed": retry.
  for (let attempt = 1; ; attempt++) {
    try {
      await adminExecute(`create database "${name}" template "${template}"`);
      return databaseUrl(name);
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** A fresh, migrated database of its own, opened with the app's ORM configuration. */
export async function createTestDatabase(): Promise<MikroORM> {
  return openOrm(await createTestDatabaseUrl());
}

export type TestUser = { username: string; password: string; role?: 'admin' | 'user' };

export async function createUsers(orm: MikroORM, users: TestUser[]): Promise<void> {
  if (users.length === 0) return;
  const em = orm.em.fork();
  for (const user of users) {
    em.create(User, {
      username: user.username.toLowerCase(),
      passwordHash: await hashPassword(user.password),
      role: user.role ?? 'user',
      firstName: null,
      lastName: null,
      email: null,
      profileImageUrl: null,
    });
  }
  await em.flush();
}

export type StartTestAppOptions = {
  /** An ORM to use (kept open on close); by default a fresh database is created and closed. */
  orm?: MikroORM;
  users?: TestUser[];
  /** Folder of a built SPA; by default a temporary folder with a tiny index.html. */
  clientDir?: string;
  /** Folder of a server rendering bundle; by default none (pages render in the browser). */
  serverDir?: string;
  /** The index.html of the default client folder (TEST_INDEX_HTML unless given). */
  indexHtml?: string;
  /** Source of a stand-in render bundle (an ES module exporting renderPage), written to serverDir. */
  renderBundle?: string;
  /**
   * Render public pages with the real route tree (src/entry-server.tsx, compiled by vitest): their
   * heads and statuses come from the routes, as in production.
   */
  realRender?: boolean;
  /**
   * Extra environment variables for loadEnv. CONTACT_RATE_LIMIT and PUBLIC_RATE_LIMIT are `0`
   * (off) unless given here: tests send many writes from 127.0.0.1.
   */
  env?: Record<string, string>;
  seed?: boolean;
  ping?: () => Promise<boolean>;
  readiness?: Readiness;
  /** The event loop lag that load shedding sees; by default always 0 (no shedding in tests). */
  eventLoopLag?: LagSource;
  /** Replaces the database clock of the rate limits and login throttling (ms since the epoch). */
  now?: () => number;
};

export type TestApp = {
  /** http://127.0.0.1:<port>, also the app's PUBLIC_URL. */
  url: string;
  orm: MikroORM;
  env: Env;
  deps: AppDeps;
  clientDir: string;
  close: () => Promise<void>;
};

export const TEST_INDEX_HTML =
  '<!doctype html><html><head><title>test spa</title></head><body><div id="root">test-spa-index</div></body></html>';

/** The real app (createApp) with real dependencies, listening on a free port of 127.0.0.1. */
export async function startTestApp(options: StartTestAppOptions = {}): Promise<TestApp> {
  const ownsOrm = !options.orm;
  const orm = options.orm ?? (await createTestDatabase());
  let clientDir = options.clientDir;
  let ownsClientDir = false;
  if (!clientDir) {
    clientDir = await fs.mkdtemp(path.join(inject('testTmpDir'), 'spa-'));
    ownsClientDir = true;
    await fs.writeFile(path.join(clientDir, 'index.html'), options.indexHtml ?? TEST_INDEX_HTML);
  }
  let serverDir = options.serverDir ?? path.join(clientDir, 'no-ssr');
  if (options.renderBundle !== undefined) {
    serverDir = path.join(clientDir, 'ssr');
    await fs.mkdir(serverDir, { recursive: true });
    await fs.writeFile(path.join(serverDir, 'entry-server.js'), options.renderBundle);
  }
  await createUsers(orm, options.users ?? []);

  const server = createHttpServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const env = loadEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'silent',
    DATA_DIR: clientDir,
    CONTACT_RATE_LIMIT: '0',
    PUBLIC_RATE_LIMIT: '0',
    ...options.env,
  });
  // The seed's intro video goes into the app's upload store (DATA_DIR/uploads, the client folder by
  // default; or the bucket of the S3_* variables given in `env`).
  const store = uploadStoreFrom(env);
  if (options.seed !== false) await seedDatabase(orm.em.fork(), { store });
  const deps: AppDeps = {
    env,
    logger: createLogger('silent'),
    orm,
    lucia: createLucia(orm, { secureCookies: env.secureCookies }),
    throttle: new LoginThrottle(orm, { now: options.now }),
    rateLimiter: new RateLimiter({ now: options.now }),
    eventLoopLag: options.eventLoopLag ?? { lagMs: () => 0, stop: () => undefined },
    publicCache: new PublicReadCache(),
    ping: options.ping ?? (() => pingDatabase(orm)),
    store,
  };
  // No server rendering unless a test asks for it or brings its own bundle: the same with or
  // without a build.
  server.on(
    'request',
    createApp(deps, {
      clientDir,
      serverDir,
      renderModule: options.realRender ? () => import('../../src/entry-server.tsx') : undefined,
      readiness: options.readiness,
    }),
  );

  const finalClientDir = clientDir;
  return {
    url,
    orm,
    env,
    deps,
    clientDir,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      // The app's image queue (server/media/media-jobs.ts) finishes the image in hand first.
      await mediaJobsFor(uploadDirOf(env.dataDir))?.stop();
      await store.close();
      if (ownsOrm) await orm.close(true);
      if (ownsClientDir) await fs.rm(finalClientDir, { recursive: true, force: true });
    },
  };
}

/** A request the way the admin's pages make it: same Origin, the session cookie when given, a JSON body when given. */
export function adminRequest(
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  pathname: string,
  { cookie, body }: { cookie?: string; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: app.url };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${app.url}${pathname}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** adminRequest with the answer's status and JSON body read (undefined when there is none). */
export async function adminJson<T = unknown>(
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  pathname: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<{ status: number; body: T; response: Response }> {
  const response = await adminRequest(app, method, pathname, options);
  return { status: response.status, body: (await response.json().catch(() => undefined)) as T, response };
}

/** POST a JSON body the way our own pages do (same Origin). */
export function postJson(app: TestApp, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });
}

/** The `name=value` pair of the session cookie set by a response, if any. */
export function sessionCookieOf(response: Response, name = 'session'): string | undefined {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return cookie?.split(';')[0];
}

/** Signs in through the REST endpoint and returns the cookie pair to send back. */
export async function login(app: TestApp, username: string, password: string): Promise<string> {
  const response = await postJson(app, '/api/admin/login', { username, password });
  if (response.status !== 200)
    throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('login set no session cookie');
  return cookie;
}

/** The admin most tests sign in as. */
export const TEST_ADMIN: TestUser = { username: 'boss', password: 'correct horse battery', role: 'admin' };

/** An admin's and a member's credentials as the login form sends them (no role: login input is strict). */
export const ADMIN_LOGIN = { username: 'boss', password: 'boss password 1' };
export const MEMBER_LOGIN = { username: 'member', password: 'member password 1' };
/** Both of them as users of a test app, for the tests of who may do what. */
export const ADMIN_AND_MEMBER: TestUser[] = [
  { ...ADMIN_LOGIN, role: 'admin' },
  { ...MEMBER_LOGIN, role: 'user' },
];

/**
 * startTestApp with `admin` added to the users and signed in: the app and the admin's session
 * cookie. The app is closed again when the sign-in fails, so no test leaves it running.
 */
export async function startAdminApp(
  options: StartTestAppOptions = {},
  admin: TestUser = TEST_ADMIN,
): Promise<{ app: TestApp; cookie: string }> {
  const app = await startTestApp({ ...options, users: [admin, ...(options.users ?? [])] });
  try {
    return { app, cookie: await login(app, admin.username, admin.password) };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/**
 * Registers the file's hooks: startAdminApp before its tests (handed to `use`), and closing the
 * app after them.
 */
export function withAdminApp(
  use: (started: { app: TestApp; cookie: string }) => void,
  options: StartTestAppOptions = {},
  admin: TestUser = TEST_ADMIN,
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    const started = await startAdminApp(options, admin);
    app = started.app;
    use(started);
  });
  afterAll(async () => {
    await app?.close();
  });
}

/**
 * Registers the file's hooks for an app whose database sits behind a TcpRelay (the outage
 * tests): before its tests the relay, an ORM through it and the app (handed to `use`); after
 * them the app closed, the relay cut and the ORM closed.
 */
export function withAppBehindRelay(
  use: (started: { app: TestApp; relay: TcpRelay }) => void | Promise<void>,
  options: Omit<StartTestAppOptions, 'orm'> = {},
): void {
  let relay: TcpRelay | undefined;
  let orm: MikroORM | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    relay = new TcpRelay(await createTestDatabaseUrl());
    await relay.open();
    orm = await openOrm(relay.relayedUrl);
    app = await startTestApp({ ...options, orm });
    await use({ app, relay });
  });
  afterAll(async () => {
    await app?.close();
    await relay?.cut();
    await orm?.close(true);
  });
}

/**
 * Registers the file's hooks for two connection pools on one fresh database, as two instances of
 * the app have (handed to `use`): the `tables` emptied after each test, both pools closed after
 * the tests.
 */
export function withTwoPools(tables: string[], use: (orm: MikroORM, otherOrm: MikroORM) => void): void {
  let orm: MikroORM | undefined;
  let otherOrm: MikroORM | undefined;
  beforeAll(async () => {
    const url = await createTestDatabaseUrl();
    orm = await openOrm(url);
    otherOrm = await openOrm(url);
    use(orm, otherOrm);
  });
  afterEach(async () => {
    if (orm) await query(orm, `truncate ${tables.join(', ')}`);
  });
  afterAll(async () => {
    await otherOrm?.close(true);
    await orm?.close(true);
  });
}

/**
 * Registers the file's hooks for two instances of the app on one fresh database, each with its
 * own connection pool (limits and throttles shared through PostgreSQL): `app` seeded, with
 * `users`; `other` not seeded. Both get `env`; both and their pools are closed after the tests.
 */
export function withTwoInstances(
  use: (started: { app: TestApp; other: TestApp }) => void,
  options: { env: Record<string, string>; users?: TestUser[] },
): void {
  let app: TestApp | undefined;
  let other: TestApp | undefined;
  beforeAll(async () => {
    const url = await createTestDatabaseUrl();
    app = await startTestApp({ orm: await openOrm(url), users: options.users, env: options.env });
    other = await startTestApp({ orm: await openOrm(url), seed: false, env: options.env });
    use({ app, other });
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
    await other?.orm.close(true);
    await app?.orm.close(true);
  });
}

/** Rows of one SQL query on the app's database. */
export function query<T = Record<string, unknown>>(orm: MikroORM, sql: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.getConnection().execute<T[]>(sql, params);
}

/**
 * A TCP relay in front of the run's PostgreSQL: an ORM opened on `relayedUrl` loses its database
 * when `cut()` is called (listening stops, relayed connections are destroyed), as in an outage.
 */
export class TcpRelay {
  private server: net.Server | undefined;
  private sockets = new Set<net.Socket>();
  private readonly target: URL;
  port = 0;

  constructor(databaseUrl: string) {
    this.target = new URL(databaseUrl);
  }

  /** The database URL through the relay. */
  get relayedUrl(): string {
    const url = new URL(this.target);
    url.port = String(this.port);
    return url.toString();
  }

  async open(port = 0): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  /** Stops listening and cuts every relayed connection. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

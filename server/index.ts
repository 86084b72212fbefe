import type { Server } from 'node:http';
import { startAbuseCleanup } from './abuse/cleanup.ts';
import { RateLimiter } from './abuse/rate-limit.ts';
import { createApp } from './app.ts';
import { LoginThrottle } from './auth/login-throttle.ts';
import { createLucia } from './auth/lucia.ts';
import { syncCacheAcrossInstances } from './cache/cache-sync.ts';
import { PublicReadCache } from './cache/public-read-cache.ts';
import { type Database, openDatabase } from './db/database.ts';
import { seedDatabase } from './db/seed/index.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { loadEnvOrExplain } from './env.ts';
import type { Readiness } from './http/health.ts';
import { type LagSource, startLagSampler } from './http/load-shedding.ts';
import { createHttpServer } from './http/timeouts.ts';
import { createLogger } from './logger.ts';
import { OutboxWorker } from './mail/outbox-worker.ts';
import { createSmtpTransport } from './mail/transport.ts';
import { mediaJobsFor } from './media/media-jobs.ts';
import { ensureFirstAdmin } from './services/auth.service.ts';
import { uploadStoreFrom } from './storage/store-from-env.ts';
import type { UploadStore } from './storage/upload-store.ts';
import { uploadDirOf } from './uploads/upload-storage.ts';
import { WebhookWorker } from './webhooks/delivery-worker.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const loaded = loadEnvOrExplain();
if (!loaded) process.exit(1);
const env = loaded;
const logger = createLogger(env.logLevel);
const readiness: Readiness = { shuttingDown: false };
let database: Database | undefined;
let server: Server | undefined;
let cacheSync: ReturnType<typeof syncCacheAcrossInstances> | undefined;
let abuseCleanup: { stop: () => void } | undefined;
let eventLoopLag: LagSource | undefined;
let mailWorker: OutboxWorker | undefined;
let webhookWorker: WebhookWorker | undefined;
let uploadStore: UploadStore | undefined;

async function start(): Promise<void> {
  database = await openDatabase(env, logger);
  const em = database.orm.em.fork();
  const store = uploadStoreFrom(env);
  uploadStore = store;
  // Replicas started together seed one after the other (server/db/startup-lock.ts).
  await withStartupLock(database.url, async () => {
    await seedDatabase(em, { store });
    await ensureFirstAdmin(em, env, logger);
  });
  const publicCache = new PublicReadCache({ ttlMs: env.publicCacheTtlMs });
  cacheSync = syncCacheAcrossInstances(database.url, publicCache, logger);
  abuseCleanup = startAbuseCleanup(database.orm, logger);
  eventLoopLag = startLagSampler();
  const app = createApp(
    {
      env,
      logger,
      orm: database.orm,
      lucia: createLucia(database.orm, { secureCookies: env.secureCookies }),
      throttle: new LoginThrottle(database.orm),
      rateLimiter: new RateLimiter(),
      eventLoopLag,
      publicCache,
      ping: database.ping,
      store,
    },
    { readiness },
  );
  server = createHttpServer(app);
  server.listen(env.port, env.host);
  await new Promise<void>((resolve, reject) => {
    server?.once('listening', resolve).once('error', reject);
  });
  logger.info({ url: env.publicUrl, host: env.host, port: env.port }, 'listening');
  // Delivers the mail outbox; without SMTP_URL mail waits in it (the admin says so).
  mailWorker = new OutboxWorker({
    orm: database.orm,
    logger,
    transport: env.smtp ? createSmtpTransport(env.smtp) : undefined,
    from: env.mailFrom,
  }).start();
  if (!env.smtp) logger.warn('SMTP_URL is not set: mail waits in the outbox');
  // Delivers the signed webhook events (server/webhooks/), on every instance.
  webhookWorker = new WebhookWorker({ orm: database.orm, logger, allowPrivate: env.webhookAllowPrivate }).start();
  // Images left 'processing' by a stop, and raster uploads from before the image pipeline, in
  // the background: start does not wait for them.
  mediaJobsFor(uploadDirOf(env.dataDir))
    ?.resume()
    .catch((error: unknown) => logger.error({ err: error }, 'media: cannot queue the images to process'));
}

/** Stop accepting, let in-flight requests finish (10 s at most), close the ORM, stop PostgreSQL. */
async function shutdown(signal: string): Promise<void> {
  logger.info({ signal }, 'shutting down');
  readiness.shuttingDown = true;
  // The mail worker finishes the mail in hand (10 s at most) while requests drain; a send cut
  // short is left to its lease, and mail queued meanwhile waits for the next start.
  const mailStopped = mailWorker?.stop(SHUTDOWN_GRACE_MS);
  const webhooksStopped = webhookWorker?.stop(SHUTDOWN_GRACE_MS);
  if (server) {
    const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
    server.closeIdleConnections();
    const timer = setTimeout(() => server?.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await closed;
    clearTimeout(timer);
  }
  await mailStopped;
  await webhooksStopped;
  // The image in hand is finished (a few seconds at most); the rest stays 'processing' for the next start.
  await mediaJobsFor(uploadDirOf(env.dataDir))?.stop();
  abuseCleanup?.stop();
  eventLoopLag?.stop();
  await cacheSync?.close();
  await uploadStore?.close();
  await database?.close();
  logger.info('stopped');
}

let stopping = false;
function onStopRequest(signal: string): void {
  if (stopping) {
    logger.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  shutdown(signal).then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => onStopRequest(signal));

// `npm start` does not forward SIGTERM to us: when the npm process dies we are re-parented,
// and shut down as if signalled, so neither we nor PostgreSQL outlive it.
const parentAtStart = process.ppid;
setInterval(() => {
  if (process.ppid !== parentAtStart && !stopping) onStopRequest('parent-exit');
}, 1000).unref();

start().catch(async (error: unknown) => {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'start failed');
  await database?.close().catch(() => undefined);
  process.exit(1);
});

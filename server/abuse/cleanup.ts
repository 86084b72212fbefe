import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { pruneAudit } from '../audit/audit-log.ts';
import { deleteExpiredLoginRecords } from '../auth/login-throttle.ts';
import type { Logger } from '../logger.ts';
import { pruneOutbox } from '../mail/outbox.ts';
import { pruneWebhookDeliveries } from '../webhooks/webhook-outbox.ts';

export const ABUSE_CLEANUP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Deletes counters whose window has ended, login records that no longer count, audit log
 * entries past their two-year retention, and delivered or failed mail and webhook deliveries
 * past their retention.
 */
export async function deleteExpiredAbuseRows(em: EntityManager): Promise<void> {
  await em.execute('delete from rate_limit_counters where expires_at < clock_timestamp()', [], 'run');
  await deleteExpiredLoginRecords(em);
  await pruneAudit(em);
  await pruneOutbox(em);
  await pruneWebhookDeliveries(em);
}

/**
 * Runs the cleanup every few minutes (on every instance: the deletes are idempotent). The timer
 * does not keep the process alive; `stop` ends it. A failure (database away) is logged and the
 * next round tries again.
 */
export function startAbuseCleanup(
  orm: MikroORM,
  logger: Logger,
  intervalMs = ABUSE_CLEANUP_INTERVAL_MS,
): { stop: () => void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deleteExpiredAbuseRows(orm.em.fork())
      .catch((error: unknown) => logger.warn({ err: error }, 'abuse counter cleanup failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

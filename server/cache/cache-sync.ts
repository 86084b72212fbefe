import pg from 'pg';
import type { Logger } from '../logger.ts';
import type { PublicReadCache } from './public-read-cache.ts';

/** The PostgreSQL channel that tells every instance "public data changed". */
export const CACHE_CHANNEL = 'agency_public_cache';
const RECONNECT_MS = 2_000;

/**
 * Keeps this instance's cache in step with the others on the same database: LISTEN on the
 * channel and empty the cache on every notice. A lost connection empties the cache too (a notice
 * may have been missed) and reconnects.
 */
export function syncCacheAcrossInstances(
  connectionString: string,
  cache: PublicReadCache,
  logger: Logger,
): { ready: Promise<void>; close: () => Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let listening: () => void = () => undefined;
  /** Settles once the first LISTEN is in place (tests wait for it; the app need not). */
  const ready = new Promise<void>((resolve) => {
    listening = resolve;
  });

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 2_000 });
    next.on('notification', () => cache.invalidate());
    next.on('error', (error) => {
      logger.warn({ err: error }, 'cache sync connection lost');
      cache.invalidate();
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      schedule();
    });
    try {
      await next.connect();
      await next.query(`listen ${CACHE_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      cache.invalidate();
      listening();
    } catch (error) {
      logger.warn({ err: error }, 'cache sync cannot connect; retrying');
      await next.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RECONNECT_MS);
    timer.unref();
  };
  void connect();

  return {
    ready,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * Abuse limits per client IP, counted in PostgreSQL so that every instance behind a load
 * balancer sees the same counts: CONTACT_RATE_LIMIT (contact messages and newsletter sign-ups
 * accepted) and PUBLIC_RATE_LIMIT (every public write, login tries included).
 *
 * A fixed window per limit and client, in one row of `rate_limit_counters`, taken with one
 * atomic `insert ... on conflict do update ... returning`: parallel requests, on one instance or
 * several, each get their own count. Windows are aligned to the database clock (multiples of the
 * window since the epoch), so a client can send at most twice the limit around a window's end.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { tooManyRequests } from '../domain/errors.ts';
import type { ResponseHints } from '../domain/response-hints.ts';
import type { Env, RateLimit } from '../env.ts';
import { clientKeyOf } from './client-ip.ts';

export type RateLimitName = 'public' | 'contact';

export type RateLimitHit = {
  /** This request's number in the window (the over-limit ones included). */
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterS: number;
  /** Start of the window, as the database wrote it (to give the slot back). */
  windowStart: string;
};

const HIT_SQL = `
with clock as (select coalesce(cast(? as timestamptz), clock_timestamp()) as now),
win as (select now, to_timestamp(floor(extract(epoch from now) / ?) * ?) as start from clock)
insert into rate_limit_counters as c (key, window_start, count, expires_at)
select ?, win.start, 1, win.start + make_interval(secs => ?) from win
on conflict (key) do update set
  count = case when c.window_start = excluded.window_start then c.count + 1 else 1 end,
  window_start = excluded.window_start,
  expires_at = excluded.expires_at
returning count,
  to_char(window_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as window_start,
  greatest(1, ceil(extract(epoch from expires_at - (select now from clock))))::int as retry_after_s`;

export class RateLimiter {
  private readonly now: (() => number) | undefined;

  /** `now` (ms since the epoch) replaces the database clock: tests only. */
  constructor(options: { now?: () => number } = {}) {
    this.now = options.now;
  }

  /** Counts one request of `key` in its current window. */
  async hit(em: EntityManager, key: string, limit: RateLimit): Promise<RateLimitHit> {
    const rows = await em.execute<{ count: number; window_start: string; retry_after_s: number }[]>(HIT_SQL, [
      this.now ? new Date(this.now()).toISOString() : null,
      limit.windowS,
      limit.windowS,
      key,
      limit.windowS,
    ]);
    const [row] = rows;
    return { count: Number(row.count), retryAfterS: Number(row.retry_after_s), windowStart: row.window_start };
  }

  /** Takes back a counted request (one that was not accepted), if its window is still current. */
  async giveBack(em: EntityManager, key: string, hit: RateLimitHit): Promise<void> {
    await em.execute(
      'update rate_limit_counters set count = count - 1 where key = ? and window_start = cast(? as timestamptz) and count > 0',
      [key, hit.windowStart],
      'run',
    );
  }
}

/** "10 dakika", "45 saniye", "2 saat". */
export function waitInTurkish(seconds: number): string {
  if (seconds < 60) return `${seconds} saniye`;
  if (seconds < 3600) return `${Math.ceil(seconds / 60)} dakika`;
  return `${Math.ceil(seconds / 3600)} saat`;
}

export function rateLimitedMessage(retryAfterS: number): string {
  return `Çok fazla istek gönderildi. Lütfen ${waitInTurkish(retryAfterS)} sonra tekrar deneyin.`;
}

/** What a limit takes from a request; `giveBack` returns it when the request was not accepted. */
export type RateLimitSlot = { giveBack: () => Promise<void> };

/**
 * The part of a procedure's context a limit needs. Named here, not taken from trpc/context.ts,
 * because that context holds the RateLimiter: the two modules would import each other.
 */
export type RateLimitedCall = {
  deps: { env: Pick<Env, 'contactRateLimit' | 'publicRateLimit'>; rateLimiter: RateLimiter };
  em: EntityManager;
  req: Request;
  hints: ResponseHints;
};

const NOTHING_TO_GIVE_BACK: RateLimitSlot = { giveBack: async () => undefined };

/**
 * Counts this request against a limit of its client; over the limit, sets Retry-After and
 * throws TOO_MANY_REQUESTS (429) before the procedure runs, so nothing is stored. The contact
 * limit counts accepted requests only: its slot is given back when the procedure fails.
 * A database that cannot be reached throws its connection error (the databaseGuard's 503).
 */
export async function takeRateLimitSlot(ctx: RateLimitedCall, name: RateLimitName): Promise<RateLimitSlot> {
  const { env, rateLimiter } = ctx.deps;
  const limit = name === 'contact' ? env.contactRateLimit : env.publicRateLimit;
  if (!limit) return NOTHING_TO_GIVE_BACK;
  const key = `${name}:${clientKeyOf(ctx.req)}`;
  const hit = await rateLimiter.hit(ctx.em, key, limit);
  if (hit.count > limit.max) {
    ctx.hints.setRetryAfter(hit.retryAfterS);
    throw tooManyRequests(rateLimitedMessage(hit.retryAfterS));
  }
  if (name !== 'contact') return NOTHING_TO_GIVE_BACK;
  return {
    giveBack: () =>
      rateLimiter.giveBack(ctx.em, key, hit).catch((error: unknown) => {
        ctx.req.log.warn({ err: error }, 'could not give back a rate limit slot');
      }),
  };
}

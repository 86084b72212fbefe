/**
 * Login throttling of the security baseline, checked before any password is hashed, and kept in
 * PostgreSQL so that every instance behind a load balancer counts the same failures:
 * - per username+IP: after n failures the next try waits PAIR_DELAYS_S[n-1] seconds;
 * - per IP: 10 failures within 10 minutes block that IP for 10 minutes;
 * - per account: 20 failures of one username from any addresses, none of them 15 minutes after
 *   the one before, make every further try of it wait 30 s after its latest failure, then 60,
 *   120, ... up to 15 minutes. The count starts again after 15 minutes without a failure beyond
 *   the current wait; a successful login of that username lifts it.
 *
 * - per trusted device (a browser that signed in before, device-cookie.ts): its own budget
 *   instead of the three above: 10 failures within 15 minutes put the device on the lockout
 *   list for 15 minutes. Nobody else's failures count against it.
 *
 * `attempt` checks and, when the try may go on, records it as a failure in one transaction
 * under advisory locks of the username and the IP, so parallel guesses (from one instance or
 * several) are throttled like sequential ones. A success takes that provisional failure back.
 * Times come from the database clock unless a `now` is given (tests).
 */
import { createHash } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

export const PAIR_DELAYS_S = [0, 1, 2, 4, 8, 16, 30, 60, 180, 300];
export const IP_WINDOW_S = 10 * 60;
export const IP_MAX_FAILURES = 10;
/** Quiet time (beyond the current wait) after which an account's failures are forgotten. */
export const ACCOUNT_WINDOW_S = 15 * 60;
export const ACCOUNT_MAX_FAILURES = 20;
export const ACCOUNT_FIRST_DELAY_S = 30;
export const ACCOUNT_MAX_DELAY_S = 15 * 60;
/** A username+IP record idle this long is forgotten (the cleanup deletes it). */
export const PAIR_RETENTION_S = 24 * 60 * 60;
/** A trusted device's failures count while they come within this window of each other. */
export const DEVICE_WINDOW_S = 15 * 60;
export const DEVICE_MAX_FAILURES = 10;
/** How long a device that failed DEVICE_MAX_FAILURES times stays on the lockout list. */
export const DEVICE_LOCK_S = 15 * 60;

export type LoginAttempt =
  | { retryAfter: number; failureId?: undefined }
  /** May go on: the try is recorded as a failure until `recordSuccess` takes it back. */
  | { retryAfter: 0; failureId: number };

type State = {
  now_ms: number;
  pair_failures: number | null;
  pair_last_ms: number | null;
  ip_oldest_of_last_ms: number | null;
  account_failures: number | null;
  account_last_ms: number | null;
};

/** The wait after `failures` failures of one account in its window, or 0 below the threshold. */
export function accountDelayS(failures: number): number {
  if (failures < ACCOUNT_MAX_FAILURES) return 0;
  const exponent = Math.min(failures - ACCOUNT_MAX_FAILURES, 10);
  return Math.min(ACCOUNT_MAX_DELAY_S, ACCOUNT_FIRST_DELAY_S * 2 ** exponent);
}

/** A signed 64-bit advisory lock key for a text, as a decimal string. */
function lockKey(text: string): string {
  return createHash('sha256').update(text).digest().readBigInt64BE(0).toString();
}

export class LoginThrottle {
  private readonly orm: MikroORM;
  private readonly now: (() => number) | undefined;

  /** `now` (ms since the epoch) replaces the database clock: tests only. */
  constructor(orm: MikroORM, options: { now?: () => number } = {}) {
    this.orm = orm;
    this.now = options.now;
  }

  /** Seconds to wait before a try of this username from this IP is allowed, or 0. Records nothing. */
  async retryAfter(username: string, ip: string): Promise<number> {
    const em = this.orm.em.fork();
    return this.waitOf(await this.state(em, username.toLowerCase(), ip, await this.nowMs(em)));
  }

  /**
   * Atomically: the wait when this try must wait (nothing is recorded), otherwise records the
   * try as a failure before any hashing and returns its id for `recordSuccess`.
   */
  async attempt(username: string, ip: string): Promise<LoginAttempt> {
    const name = username.toLowerCase();
    return this.orm.em.fork().transactional(async (em) => {
      const state = await this.state(em, name, ip, await this.lock(em, name, ip));
      const wait = this.waitOf(state);
      if (wait > 0) return { retryAfter: wait };
      return { retryAfter: 0, failureId: await this.insertFailure(em, name, ip, state) };
    });
  }

  /** Records a failure whatever the waits (for tests and tools). */
  async recordFailure(username: string, ip: string): Promise<void> {
    const name = username.toLowerCase();
    await this.orm.em.fork().transactional(async (em) => {
      await this.insertFailure(em, name, ip, await this.state(em, name, ip, await this.lock(em, name, ip)));
    });
  }

  /**
   * After the right password: clears the username+IP record and the account's count and, with
   * the id `attempt` gave, takes back the provisional failure. The IP's other failures stay.
   */
  async recordSuccess(username: string, ip: string, failureId?: number): Promise<void> {
    const name = username.toLowerCase();
    await this.orm.em.fork().transactional(async (em) => {
      await this.lock(em, name, ip);
      await em.execute('delete from login_throttle_pairs where username = ? and ip = ?', [name, ip], 'run');
      await em.execute('delete from login_throttle_accounts where username = ?', [name], 'run');
      if (failureId !== undefined)
        await em.execute('delete from login_throttle_failures where id = ?', [failureId], 'run');
    });
  }

  /**
   * A try from a trusted device of this username: only that device's budget counts. While the
   * device is on the lockout list, the wait; otherwise the try is recorded as a failure before
   * hashing (reaching the limit locks the device) until `recordDeviceSuccess` clears it.
   */
  async attemptFromDevice(username: string, device: string): Promise<LoginAttempt> {
    return this.orm.em.fork().transactional(async (em) => {
      await em.execute(`select pg_advisory_xact_lock(${lockKey(`login-device:${device}`)})`);
      const nowMs = await this.nowMs(em);
      const [row] = await em.execute<{ failures: number; last_ms: number | null; locked_ms: number | null }[]>(
        `select failures,
           (extract(epoch from last_failure_at) * 1000)::float8 as last_ms,
           (extract(epoch from locked_until) * 1000)::float8 as locked_ms
         from login_throttle_devices where device = ?`,
        [device],
      );
      const lockedMs = row?.locked_ms === null || row?.locked_ms === undefined ? 0 : Number(row.locked_ms) - nowMs;
      if (lockedMs > 0) return { retryAfter: Math.ceil(lockedMs / 1000) };
      const recent =
        row?.last_ms !== null && row?.last_ms !== undefined && nowMs - Number(row.last_ms) < DEVICE_WINDOW_S * 1000;
      const failures = (recent ? Number(row.failures) : 0) + 1;
      const lock = failures >= DEVICE_MAX_FAILURES;
      await em.execute(
        `insert into login_throttle_devices (device, username, failures, last_failure_at, locked_until)
         values (?, ?, ?, to_timestamp(? / 1000.0), ${lock ? 'to_timestamp(? / 1000.0)' : 'null'})
         on conflict (device) do update set failures = excluded.failures,
           last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until`,
        [device, username.toLowerCase(), lock ? 0 : failures, nowMs, ...(lock ? [nowMs + DEVICE_LOCK_S * 1000] : [])],
        'run',
      );
      return { retryAfter: 0, failureId: 0 };
    });
  }

  /** After the right password from a trusted device: its failures (and any lock) are gone. */
  async recordDeviceSuccess(device: string): Promise<void> {
    await this.orm.em.fork().execute('delete from login_throttle_devices where device = ?', [device], 'run');
  }

  private async nowMs(em: EntityManager): Promise<number> {
    if (this.now) return this.now();
    const [row] = await em.execute<{ now_ms: number }[]>(
      'select (extract(epoch from clock_timestamp()) * 1000)::float8 as now_ms',
    );
    return Number(row.now_ms);
  }

  /** Serialises everything about this username and this IP until the transaction ends. */
  private async lock(em: EntityManager, username: string, ip: string): Promise<number> {
    // Always in the same order, so two transactions never wait for each other's second lock.
    const keys = [lockKey(`login-user:${username}`), lockKey(`login-ip:${ip}`)].sort();
    await em.execute(`select pg_advisory_xact_lock(${keys[0]}), pg_advisory_xact_lock(${keys[1]})`);
    return this.nowMs(em);
  }

  private async state(em: EntityManager, username: string, ip: string, nowMs: number): Promise<State> {
    const [row] = await em.execute<State[]>(
      `select
         (select failures from login_throttle_pairs where username = ? and ip = ?) as pair_failures,
         (select extract(epoch from last_failure_at) * 1000 from login_throttle_pairs where username = ? and ip = ?)::float8
           as pair_last_ms,
         (select extract(epoch from failed_at) * 1000 from login_throttle_failures
           where ip = ? and failed_at > to_timestamp(? / 1000.0) - make_interval(secs => ?)
           order by failed_at desc offset ? limit 1)::float8 as ip_oldest_of_last_ms,
         (select failures from login_throttle_accounts where username = ?) as account_failures,
         (select extract(epoch from last_failure_at) * 1000 from login_throttle_accounts where username = ?)::float8
           as account_last_ms`,
      [username, ip, username, ip, ip, nowMs, IP_WINDOW_S, IP_MAX_FAILURES - 1, username, username],
    );
    return { ...row, now_ms: nowMs };
  }

  /** The account's failures that still count (0 after a quiet spell). */
  private accountFailures(state: State): number {
    const failures = Number(state.account_failures ?? 0);
    if (failures === 0 || state.account_last_ms === null) return 0;
    const forgetAfterMs = (ACCOUNT_WINDOW_S + accountDelayS(failures)) * 1000;
    return state.now_ms - Number(state.account_last_ms) < forgetAfterMs ? failures : 0;
  }

  private waitOf(state: State): number {
    const nowMs = state.now_ms;
    let waitMs = 0;
    if (state.ip_oldest_of_last_ms !== null) {
      waitMs = Number(state.ip_oldest_of_last_ms) + IP_WINDOW_S * 1000 - nowMs;
    }
    const pairFailures = Number(state.pair_failures ?? 0);
    if (pairFailures > 0 && state.pair_last_ms !== null) {
      const delayS = PAIR_DELAYS_S[Math.min(pairFailures - 1, PAIR_DELAYS_S.length - 1)];
      waitMs = Math.max(waitMs, Number(state.pair_last_ms) + delayS * 1000 - nowMs);
    }
    const accountDelay = accountDelayS(this.accountFailures(state));
    if (accountDelay > 0 && state.account_last_ms !== null) {
      waitMs = Math.max(waitMs, Number(state.account_last_ms) + accountDelay * 1000 - nowMs);
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  private async insertFailure(em: EntityManager, username: string, ip: string, state: State): Promise<number> {
    const nowMs = state.now_ms;
    const [row] = await em.execute<{ id: string }[]>(
      'insert into login_throttle_failures (username, ip, failed_at) values (?, ?, to_timestamp(? / 1000.0)) returning id',
      [username, ip, nowMs],
    );
    await em.execute(
      `insert into login_throttle_pairs (username, ip, failures, last_failure_at)
       values (?, ?, 1, to_timestamp(? / 1000.0))
       on conflict (username, ip) do update
         set failures = login_throttle_pairs.failures + 1, last_failure_at = excluded.last_failure_at`,
      [username, ip, nowMs],
      'run',
    );
    await em.execute(
      `insert into login_throttle_accounts (username, failures, last_failure_at) values (?, ?, to_timestamp(? / 1000.0))
       on conflict (username) do update set failures = excluded.failures, last_failure_at = excluded.last_failure_at`,
      [username, this.accountFailures(state) + 1, nowMs],
      'run',
    );
    return Number(row.id);
  }
}

/** Deletes what no longer counts: old failures, idle username+IP, account and device records. */
export async function deleteExpiredLoginRecords(em: EntityManager): Promise<void> {
  const deletions: [string, number][] = [
    ['delete from login_throttle_failures where failed_at < clock_timestamp() - make_interval(secs => ?)', IP_WINDOW_S],
    [
      'delete from login_throttle_pairs where last_failure_at < clock_timestamp() - make_interval(secs => ?)',
      PAIR_RETENTION_S,
    ],
    [
      'delete from login_throttle_accounts where last_failure_at < clock_timestamp() - make_interval(secs => ?)',
      ACCOUNT_WINDOW_S + ACCOUNT_MAX_DELAY_S,
    ],
    [
      'delete from login_throttle_devices where coalesce(locked_until, last_failure_at) < clock_timestamp() - make_interval(secs => ?)',
      DEVICE_WINDOW_S,
    ],
  ];
  for (const [sql, seconds] of deletions) await em.execute(sql, [seconds], 'run');
}

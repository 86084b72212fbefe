import { p } from '@mikro-orm/core';
import { defineTable } from './define-table.ts';

/**
 * The counters of the abuse limits (server/abuse/), shared by every instance. Written only with
 * SQL (atomic upserts); the entities exist so the schema generator knows these tables.
 */

/** One fixed window per limit and client: `key` is `<limit>:<client>`. */
export const RateLimitCounterSchema = defineTable('RateLimitCounter', 'rate_limit_counters', {
  key: p.string().length(120).primary(),
  windowStart: p.datetime(),
  count: p.integer(),
  /** End of the window: the row is useless after it (periodic cleanup). */
  expiresAt: p.datetime().index(),
});
export class RateLimitCounter extends RateLimitCounterSchema.class {}
RateLimitCounterSchema.setClass(RateLimitCounter);

/** A failed login (or one being checked), for the per-IP window. */
export const LoginFailureSchema = defineTable(
  'LoginFailure',
  'login_throttle_failures',
  {
    id: p.bigint('number').primary().autoincrement(),
    username: p.text(),
    ip: p.string().length(64),
    failedAt: p.datetime().index(),
  },
  { indexes: [{ properties: ['ip', 'failedAt'] }] },
);
export class LoginFailure extends LoginFailureSchema.class {}
LoginFailureSchema.setClass(LoginFailure);

/** Consecutive failures of one username from one client: the growing wait. */
export const LoginThrottlePairSchema = defineTable('LoginThrottlePair', 'login_throttle_pairs', {
  username: p.text().primary(),
  ip: p.string().length(64).primary(),
  failures: p.integer(),
  lastFailureAt: p.datetime().index(),
});
export class LoginThrottlePair extends LoginThrottlePairSchema.class {}
LoginThrottlePairSchema.setClass(LoginThrottlePair);

/**
 * Failures of one username from any address, as long as they keep coming: the count starts
 * again after a quiet spell (15 minutes beyond the current wait) and is deleted by a success.
 */
export const LoginAccountStateSchema = defineTable('LoginAccountState', 'login_throttle_accounts', {
  username: p.text().primary(),
  failures: p.integer(),
  lastFailureAt: p.datetime().index(),
});
export class LoginAccountState extends LoginAccountStateSchema.class {}
LoginAccountStateSchema.setClass(LoginAccountState);

/** A trusted device's failures and its place on the lockout list (device cookies, OWASP). */
export const LoginThrottleDeviceSchema = defineTable('LoginThrottleDevice', 'login_throttle_devices', {
  device: p.string().length(64).primary(),
  username: p.text(),
  failures: p.integer(),
  lastFailureAt: p.datetime().index(),
  lockedUntil: p.datetime().nullable(),
});
export class LoginThrottleDevice extends LoginThrottleDeviceSchema.class {}
LoginThrottleDeviceSchema.setClass(LoginThrottleDevice);

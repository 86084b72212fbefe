import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { WEBHOOK_DISABLED_FAILING, WEBHOOK_TEST_EVENT } from '../../src/shared/webhooks.ts';
import { PollLoop } from '../jobs/poll-loop.ts';
import { writeResult } from '../jobs/write-result.ts';
import type { Logger } from '../logger.ts';
import { type PostResult, postWebhook, WEBHOOK_TIMEOUT_MS } from './post-webhook.ts';
import { signWebhook } from './signature.ts';
import type { AddressLookup } from './target-address.ts';
import { webhookSignal } from './webhook-outbox.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The wait after each failed try (the Standard Webhooks schedule): 5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h, 10 h, each ±10 %. Eight tries over about 27.5 hours (at least 24.8 with the jitter),
 * then the delivery is failed.
 */
export const WEBHOOK_RETRY_SCHEDULE_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];
export const WEBHOOK_JITTER = 0.1;
/** An endpoint whose every try failed for this long is turned off (with a notice in the admin). */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * HOUR;
/** How often an idle worker looks for due deliveries (a commit of this process wakes it at once). */
export const WEBHOOK_POLL_MS = 1_000;
/** A claim lasts longer than a try can (vetting + WEBHOOK_TIMEOUT_MS); after a crash the delivery is due again. */
export const WEBHOOK_LEASE_MS = 60_000;
export const WEBHOOK_BATCH_SIZE = 10;
/** The stored "last error": short. */
const ERROR_MAX = 300;

/** The wait after failed try number `attempts` (1-based), with jitter; undefined: no try left. */
export function retryDelayMs(
  attempts: number,
  schedule: readonly number[] = WEBHOOK_RETRY_SCHEDULE_MS,
  random: () => number = Math.random,
): number | undefined {
  const base = schedule[attempts - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (1 - WEBHOOK_JITTER + 2 * WEBHOOK_JITTER * random()));
}

export type WebhookWorkerOptions = {
  orm: MikroORM;
  logger: Logger;
  /** WEBHOOK_ALLOW_PRIVATE */
  allowPrivate: boolean;
  /** The resolver of target names (tests inject one). */
  lookup?: AddressLookup;
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  timeoutMs?: number;
  schedule?: readonly number[];
  disableAfterMs?: number;
  /** The clock of every due time, lease and failing period (tests move it). */
  now?: () => Date;
};

type ClaimedDelivery = {
  id: number;
  webhook_id: number;
  event: string;
  event_id: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
};

export type WebhookPassResult = { claimed: number; delivered: number; retried: number; failed: number };

/**
 * Delivers the webhook outbox. Every instance runs one; they share the table as the mail worker
 * does (server/mail/outbox-worker.ts): a claim sets a lease in one statement (`FOR UPDATE SKIP
 * LOCKED`, so two workers never take the same row), the POST happens outside any transaction,
 * and the result is written only under the claim's token. Delivery is at least once: a crash
 * between the receiver's 2xx and our commit sends the event again, with the same `webhook-id`.
 */
export class WebhookWorker {
  private readonly options: Required<Omit<WebhookWorkerOptions, 'lookup'>> & { lookup?: AddressLookup };
  private readonly poll: PollLoop;

  constructor(options: WebhookWorkerOptions) {
    this.options = {
      pollMs: WEBHOOK_POLL_MS,
      leaseMs: WEBHOOK_LEASE_MS,
      batchSize: WEBHOOK_BATCH_SIZE,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      schedule: WEBHOOK_RETRY_SCHEDULE_MS,
      disableAfterMs: WEBHOOK_DISABLE_AFTER_MS,
      now: () => new Date(),
      ...options,
    };
    this.poll = new PollLoop(this.options, webhookSignal, () => this.runOnce(), 'webhook delivery pass failed');
  }

  start(): this {
    this.poll.start();
    return this;
  }

  /** Ends the loop after the tries in hand, waiting at most `graceMs`; a try cut short is left to its lease. */
  stop(graceMs = 10_000): Promise<void> {
    return this.poll.stop(graceMs);
  }

  /** One pass: claims up to a batch of due deliveries and tries each once. Tests call it directly. */
  async runOnce(): Promise<WebhookPassResult> {
    const result: WebhookPassResult = { claimed: 0, delivered: 0, retried: 0, failed: 0 };
    const token = randomUUID();
    const claimed = await this.claim(token);
    result.claimed = claimed.length;
    const outcomes = await Promise.all(claimed.map((delivery) => this.deliver(delivery, token)));
    for (const outcome of outcomes) result[outcome]++;
    // Once the pass's tries are settled: an endpoint failing for too long is turned off.
    const failing = new Set(claimed.filter((_, i) => outcomes[i] !== 'delivered').map((d) => d.webhook_id));
    for (const webhookId of failing) await this.disableIfFailingTooLong(webhookId, this.options.now());
    return result;
  }

  private async claim(token: string): Promise<ClaimedDelivery[]> {
    const now = this.options.now();
    const leaseEnd = new Date(now.getTime() + this.options.leaseMs);
    // A disabled endpoint's deliveries wait (turned back on, it gets them); a test goes anyway.
    return this.options.orm.em.fork().execute<ClaimedDelivery[]>(
      `update webhook_deliveries d
          set locked_until = ?, lock_token = ?, attempts = d.attempts + 1
         from (select d2.id from webhook_deliveries d2 join webhooks w2 on w2.id = d2.webhook_id
                where d2.status = 'pending' and d2.next_attempt_at <= ?
                  and (d2.locked_until is null or d2.locked_until <= ?)
                  and (w2.enabled or d2.event = ?)
                order by d2.next_attempt_at, d2.id
                limit ?
                for update of d2 skip locked) due, webhooks w
        where d.id = due.id and w.id = d.webhook_id
        returning d.id, d.webhook_id, d.event, d.event_id, d.payload::text as body, d.attempts, w.url, w.secret`,
      [leaseEnd, token, now, now, WEBHOOK_TEST_EVENT, this.options.batchSize],
    );
  }

  private async deliver(delivery: ClaimedDelivery, token: string): Promise<'delivered' | 'retried' | 'failed'> {
    const timestampS = Math.floor(this.options.now().getTime() / 1000);
    const result = await postWebhook(delivery.url, delivery.body, {
      allowPrivate: this.options.allowPrivate,
      lookup: this.options.lookup,
      timeoutMs: this.options.timeoutMs,
      headers: {
        'webhook-id': delivery.event_id,
        'webhook-timestamp': String(timestampS),
        'webhook-signature': signWebhook(delivery.secret, delivery.event_id, timestampS, delivery.body),
      },
    });
    const now = this.options.now();
    const log = { deliveryId: delivery.id, webhookId: delivery.webhook_id, attempts: delivery.attempts };
    if (result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300) {
      await this.write(
        `with done as (
           update webhook_deliveries
              set status = 'delivered', delivered_at = ?, last_status_code = ?, last_error = null,
                  locked_until = null, lock_token = null
            where id = ? and lock_token = ? returning webhook_id)
         update webhooks set failing_since = null where id in (select webhook_id from done)`,
        [now, result.statusCode, delivery.id, token],
      );
      this.options.logger.info(log, 'webhook delivered');
      return 'delivered';
    }
    const delay = retryDelayMs(delivery.attempts, this.options.schedule);
    const failed = delay === undefined;
    await this.write(
      // An endpoint turned off meanwhile (by a try running beside this one) fails its deliveries.
      `with settled as (
         update webhook_deliveries d
            set status = case when ? or (event <> ? and not (select enabled from webhooks w where w.id = d.webhook_id))
                              then 'failed' else 'pending' end,
                last_status_code = ?, last_error = ?, next_attempt_at = ?, locked_until = null, lock_token = null
          where id = ? and lock_token = ? returning webhook_id)
       update webhooks set failing_since = coalesce(failing_since, ?) where id in (select webhook_id from settled)`,
      [
        failed,
        WEBHOOK_TEST_EVENT,
        result.statusCode,
        errorOf(result),
        new Date(now.getTime() + (delay ?? 0)),
        delivery.id,
        token,
        now,
      ],
    );
    this.options.logger.warn({ ...log, failed, error: errorOf(result) }, 'webhook not delivered');
    return failed ? 'failed' : 'retried';
  }

  /**
   * Turns off an endpoint whose every try failed for WEBHOOK_DISABLE_AFTER_MS; its waiting
   * deliveries are failed with it. The admin shows the reason; turning it on starts afresh.
   */
  private async disableIfFailingTooLong(webhookId: number, now: Date): Promise<void> {
    const since = new Date(now.getTime() - this.options.disableAfterMs);
    const disabled = await this.options.orm.em.fork().execute<{ id: number }[]>(
      `update webhooks set enabled = false, disabled_reason = ?, disabled_at = ?, updated_at = ?
        where id = ? and enabled and failing_since <= ? returning id`,
      [WEBHOOK_DISABLED_FAILING, now, now, webhookId, since],
    );
    if (disabled.length === 0) return;
    await this.write(
      // A try in flight on another instance keeps its lease token: its own result (delivered, or
      // failed as the endpoint is off) is still written.
      `update webhook_deliveries set status = 'failed', last_error = 'endpoint disabled'
        where webhook_id = ? and status = 'pending' and event <> ?`,
      [webhookId, WEBHOOK_TEST_EVENT],
    );
    this.options.logger.warn({ webhookId }, 'webhook endpoint disabled: every delivery failed for 3 days');
  }

  /** Writes a try's result; a few tries within the lease so that a database blink does not send it twice. */
  private write(sql: string, params: unknown[]): Promise<void> {
    return writeResult(this.options.orm, sql, params, {
      stepMs: 300,
      onGiveUp: (error) =>
        this.options.logger.error({ err: error }, 'webhook result not written; the lease makes it due again'),
    });
  }
}

/** The admin's "last error": the status and the start of the answer, or why no answer came. */
function errorOf(result: PostResult): string {
  const text =
    result.statusCode === null
      ? result.error
      : `HTTP ${result.statusCode}${result.body.trim() ? `: ${result.body.trim().replace(/\s+/g, ' ')}` : ''}`;
  return text.slice(0, ERROR_MAX);
}

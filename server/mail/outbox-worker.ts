import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PollLoop } from '../jobs/poll-loop.ts';
import { writeResult } from '../jobs/write-result.ts';
import type { Logger } from '../logger.ts';
import { outboxSignal } from './outbox.ts';
import { describeMailError, isPermanentFailure, type MailTransport } from './transport.ts';

/** How often an idle worker looks for due mail (new mail of this process wakes it at once). */
export const OUTBOX_POLL_MS = 2_000;
/**
 * How long a claim lasts. Longer than any send can take (SMTP_TIMEOUTS bound one at ~50 s), so
 * a live send never loses its lease; after a crash the mail is due again when it ends.
 */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/** Backoff after a failed try: 5 s, 10 s, 20 s, 40 s, then every 60 s. */
export const OUTBOX_BACKOFF = { baseMs: 5_000, maxMs: 60_000 } as const;
/**
 * Tries before a mail is failed: about a day once the backoff reaches 60 s, so a mail server
 * away for hours loses nothing. A permanent refusal (5xx for the recipient) fails at once.
 */
export const OUTBOX_MAX_ATTEMPTS = 1440;
export const OUTBOX_BATCH_SIZE = 10;

export type OutboxWorkerOptions = {
  orm: MikroORM;
  logger: Logger;
  /** undefined: mail is not configured (SMTP_URL unset); the worker leaves everything pending. */
  transport: MailTransport | undefined;
  from: string;
  pollMs?: number;
  leaseMs?: number;
  backoff?: { baseMs: number; maxMs: number };
  maxAttempts?: number;
  batchSize?: number;
};

type ClaimedMail = {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string>;
  message_id: string;
  attempts: number;
};

export type PassResult = { claimed: number; sent: number; retried: number; failed: number };

/** The delay before try `attempts + 1`: doubling from baseMs, at most maxMs. */
export function backoffMs(attempts: number, backoff: { baseMs: number; maxMs: number } = OUTBOX_BACKOFF): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
}

/**
 * Delivers the outbox. Every instance runs one; they share the table safely:
 * - a pass claims due mail in one statement (`FOR UPDATE SKIP LOCKED`, so two workers never
 *   pick the same row) that sets a lease (`locked_until`, `lock_token`) and counts the try;
 * - the SMTP conversation happens outside any transaction, with no row lock held;
 * - the result is written only `where lock_token = <ours>`: a worker whose lease was taken over
 *   cannot overwrite the result of the one that took it.
 * A process killed mid-send leaves a lease that runs out; the mail is then due again (see the
 * README: delivery is exactly once except for a crash between the server's "250 OK" and our
 * commit of "sent", where it is at least once, with the same Message-ID).
 */
export class OutboxWorker {
  private readonly options: Required<Omit<OutboxWorkerOptions, 'transport'>> & { transport: MailTransport | undefined };
  private readonly poll: PollLoop;

  constructor(options: OutboxWorkerOptions) {
    this.options = {
      pollMs: OUTBOX_POLL_MS,
      leaseMs: OUTBOX_LEASE_MS,
      backoff: OUTBOX_BACKOFF,
      maxAttempts: OUTBOX_MAX_ATTEMPTS,
      batchSize: OUTBOX_BATCH_SIZE,
      ...options,
    };
    this.poll = new PollLoop(this.options, outboxSignal, () => this.runOnce(), 'mail outbox pass failed');
  }

  get configured(): boolean {
    return this.options.transport !== undefined;
  }

  /** Starts the background loop (idle when mail is not configured). */
  start(): this {
    if (this.configured) this.poll.start();
    return this;
  }

  /**
   * Ends the loop after the mail in hand, waiting at most `graceMs` for it; a send cut short is
   * left to its lease (the mail becomes due again).
   */
  async stop(graceMs = 10_000): Promise<void> {
    await this.poll.stop(graceMs);
    this.options.transport?.close();
  }

  /** One pass: claims up to a batch of due mail and tries each once. Tests call it directly. */
  async runOnce(): Promise<PassResult> {
    const result: PassResult = { claimed: 0, sent: 0, retried: 0, failed: 0 };
    const transport = this.options.transport;
    if (!transport) return result;
    const token = randomUUID();
    const claimed = await this.claim(token);
    result.claimed = claimed.length;
    for (const mail of claimed) {
      const outcome = await this.deliver(transport, mail, token);
      result[outcome]++;
    }
    return result;
  }

  private async claim(token: string): Promise<ClaimedMail[]> {
    const connection = this.options.orm.em.fork().getConnection();
    return connection.execute<ClaimedMail[]>(
      `update mail_outbox m
          set locked_until = now() + (? * interval '1 millisecond'), lock_token = ?, attempts = m.attempts + 1
         from (select id from mail_outbox
                where status = 'pending' and next_attempt_at <= now()
                  and (locked_until is null or locked_until <= now())
                order by next_attempt_at, id
                limit ?
                for update skip locked) due
        where m.id = due.id
        returning m.id, m.recipient, m.subject, m.text_body, m.html_body, m.headers, m.message_id, m.attempts`,
      [this.options.leaseMs, token, this.options.batchSize],
    );
  }

  private async deliver(
    transport: MailTransport,
    mail: ClaimedMail,
    token: string,
  ): Promise<'sent' | 'retried' | 'failed'> {
    const { logger } = this.options;
    try {
      await transport.sendMail({
        from: this.options.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body ?? undefined,
        messageId: mail.message_id,
        headers: mail.headers,
      });
    } catch (error) {
      const failed = isPermanentFailure(error) || mail.attempts >= this.options.maxAttempts;
      await this.settle(
        `update mail_outbox
            set status = ?, last_error = ?, next_attempt_at = now() + (? * interval '1 millisecond'),
                locked_until = null, lock_token = null
          where id = ? and lock_token = ?`,
        [
          failed ? 'failed' : 'pending',
          describeMailError(error),
          backoffMs(mail.attempts, this.options.backoff),
          mail.id,
          token,
        ],
      );
      logger.warn({ mailId: mail.id, attempts: mail.attempts, failed, err: error }, 'mail not sent');
      return failed ? 'failed' : 'retried';
    }
    await this.settle(
      `update mail_outbox set status = 'sent', sent_at = now(), last_error = null, locked_until = null, lock_token = null
        where id = ? and lock_token = ?`,
      [mail.id, token],
    );
    logger.info({ mailId: mail.id }, 'mail sent');
    return 'sent';
  }

  /** Writes a send's result (retried within the lease: a database blink must not send a second copy). */
  private settle(sql: string, params: unknown[]): Promise<void> {
    return writeResult(this.options.orm, sql, params, {
      stepMs: 500,
      onGiveUp: (error) =>
        this.options.logger.error(
          { err: error },
          'mail outbox: result not written; the lease will make the mail due again',
        ),
    });
  }
}

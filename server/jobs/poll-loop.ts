import { EventEmitter } from 'node:events';
import type { Logger } from '../logger.ts';

/** Wakes this process's loops of one table after a commit, so new rows go without waiting for a poll. */
export class WakeSignal extends EventEmitter {
  wake(): void {
    this.emit('wake');
  }
}

/** The time `days` days before `now`: the limit of a retention period. */
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * 86_400_000);

/** What the loop takes from its worker's options. */
export type PollLoopSettings = {
  /** How long an idle loop sleeps between passes. */
  pollMs: number;
  /** A pass that claimed this many rows runs again at once: more may be due. */
  batchSize: number;
  logger: Logger;
};

/**
 * The background loop of a worker that claims rows of a shared table (the mail outbox, the
 * webhook deliveries): a pass, then at once another after a full batch, else a sleep of
 * `pollMs` that a 'wake' of the signal cuts short.
 */
export class PollLoop {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private readonly onSignal = () => this.wake?.();
  private readonly settings: PollLoopSettings;
  private readonly signal: EventEmitter;
  private readonly pass: () => Promise<{ claimed: number }>;
  private readonly failMessage: string;

  /**
   * `signal` emits 'wake' when this process commits new work (the sleep ends at once); `pass` is
   * one pass over the table; `failMessage` is logged when a pass throws (the database away: the
   * next poll tries again).
   */
  constructor(
    settings: PollLoopSettings,
    signal: EventEmitter,
    pass: () => Promise<{ claimed: number }>,
    failMessage: string,
  ) {
    this.settings = settings;
    this.signal = signal;
    this.pass = pass;
    this.failMessage = failMessage;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.signal.on('wake', this.onSignal);
    this.loop = this.run();
  }

  /** Ends the loop after the pass in hand, waiting at most `graceMs` for it. */
  async stop(graceMs: number): Promise<void> {
    this.running = false;
    this.signal.off('wake', this.onSignal);
    this.wake?.();
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([this.loop, grace]);
    clearTimeout(timer);
    this.loop = undefined;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let full = false;
      try {
        full = (await this.pass()).claimed >= this.settings.batchSize;
      } catch (error) {
        this.settings.logger.warn({ err: error }, this.failMessage);
      }
      if (!full && this.running) await this.sleep(this.settings.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}

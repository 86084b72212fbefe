import type { EventEmitter } from 'node:events';
import type { Logger } from '../logger.ts';

export type PollLoopOptions = {
  /** One pass over the table; true when it took a full batch, so more may be due at once. */
  pass: () => Promise<boolean>;
  /** How long an idle loop sleeps between passes. */
  pollMs: number;
  /** Emits 'wake' when this process commits new work: the sleep ends at once. */
  signal: EventEmitter;
  logger: Logger;
  /** Logged when a pass throws (the database away); the next poll tries again. */
  failMessage: string;
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
  private readonly options: PollLoopOptions;

  constructor(options: PollLoopOptions) {
    this.options = options;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.options.signal.on('wake', this.onSignal);
    this.loop = this.run();
  }

  /** Ends the loop after the pass in hand, waiting at most `graceMs` for it. */
  async stop(graceMs: number): Promise<void> {
    this.running = false;
    this.options.signal.off('wake', this.onSignal);
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
        full = await this.options.pass();
      } catch (error) {
        this.options.logger.warn({ err: error }, this.options.failMessage);
      }
      if (!full && this.running) await this.sleep(this.options.pollMs);
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

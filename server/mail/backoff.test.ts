import { describe, expect, it } from 'vitest';
import { backoffMs, OUTBOX_BACKOFF } from './outbox-worker.ts';
import { isPermanentFailure } from './transport.ts';

describe('outbox retries', () => {
  it('double from 5 s and never wait more than 60 s between tries', () => {
    expect([1, 2, 3, 4, 5, 6, 100, 5000].map((attempts) => backoffMs(attempts))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000, 60_000,
    ]);
    expect(OUTBOX_BACKOFF.maxMs).toBe(60_000);
  });

  it('fail at once only when the server refused the recipient or the message for good', () => {
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ code: 'EMESSAGE', responseCode: 554 })).toBe(true);
    // Temporary refusals, a wrong SMTP password and outages are retried.
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 450 })).toBe(false);
    expect(isPermanentFailure({ code: 'EAUTH', responseCode: 535 })).toBe(false);
    expect(isPermanentFailure({ code: 'ESOCKET' })).toBe(false);
    expect(isPermanentFailure(new Error('boom'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

const MINUTE = 60_000;

function throttleWithClock() {
  const clock = { now: 1_000_000 };
  const throttle = new LoginThrottle(() => clock.now);
  return { clock, throttle };
}

describe('LoginThrottle', () => {
  it('lets the first try through', () => {
    const { throttle } = throttleWithClock();
    expect(throttle.retryAfter('admin', '10.0.0.1')).toBe(0);
  });

  it('grows the wait per username+IP: 0 after the first failure, then 1, 2, 4 s', () => {
    const { clock, throttle } = throttleWithClock();
    throttle.recordFailure('admin', '10.0.0.1');
    expect(throttle.retryAfter('admin', '10.0.0.1')).toBe(0);

    throttle.recordFailure('admin', '10.0.0.1');
    expect(throttle.retryAfter('admin', '10.0.0.1')).toBe(1);
    clock.now += 999;
    expect(throttle.retryAfter('admin', '10.0.0.1')).toBe(1);
    clock.now += 1;
    expect(throttle.retryAfter('admin', '10.0.0.1')).toBe(0);

    throttle.recordFailure('admin', '10.0.0.1');
    expect(throttle.retryAfter('admin', '10.0.0.1')).toBe(2);
    clock.now += 1_500;
    expect(throttle.retryAfter('admin', '10.0.0.1')).toBe(1);
    clock.now += 500;
    expect(throttle.retryAfter('admin', '10.0.0.1')).toBe(0);

    throttle.recordFailure('admin', '10.0.0.1');
    expect(throttle.retryAfter('admin', '10.0.0.1')).toBe(4);
  });

  it('follows the whole schedule of the baseline and stays at 300 s', () => {
    const { clock, throttle } = throttleWithClock();
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      throttle.recordFailure('admin', '10.0.0.1');
      waits.push(throttle.retryAfter('admin', '10.0.0.1'));
      // Far apart, so the per-IP limit (10 within 10 minutes) never applies here.
      clock.now += 11 * MINUTE;
    }
    expect(waits).toEqual([0, 1, 2, 4, 8, 16, 30, 60, 180, 300, 300, 300]);
  });

  it('keeps username+IP pairs apart and ignores the case of the username', () => {
    const { throttle } = throttleWithClock();
    throttle.recordFailure('Admin', '10.0.0.1');
    throttle.recordFailure('ADMIN', '10.0.0.1');
    expect(throttle.retryAfter('admin', '10.0.0.1')).toBe(1);
    expect(throttle.retryAfter('admin', '10.0.0.2')).toBe(0);
    expect(throttle.retryAfter('editor', '10.0.0.1')).toBe(0);
  });

  it('resets the pair on success', () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 4; i++) throttle.recordFailure('admin', '10.0.0.1');
    expect(throttle.retryAfter('admin', '10.0.0.1')).toBe(4);
    throttle.recordSuccess('Admin', '10.0.0.1');
    expect(throttle.retryAfter('admin', '10.0.0.1')).toBe(0);
    throttle.recordFailure('admin', '10.0.0.1');
    expect(throttle.retryAfter('admin', '10.0.0.1')).toBe(0);
    throttle.recordFailure('admin', '10.0.0.1');
    expect(throttle.retryAfter('admin', '10.0.0.1')).toBe(1);
  });

  it('blocks an IP for 10 minutes after 10 failures across usernames', () => {
    const { clock, throttle } = throttleWithClock();
    for (let i = 0; i < 9; i++) throttle.recordFailure(`user${i}`, '10.0.0.1');
    expect(throttle.retryAfter('someone-else', '10.0.0.1')).toBe(0);

    throttle.recordFailure('user9', '10.0.0.1');
    expect(throttle.retryAfter('someone-else', '10.0.0.1')).toBe(600);
    expect(throttle.retryAfter('user0', '10.0.0.1')).toBe(600);
    // Other IPs are not affected.
    expect(throttle.retryAfter('someone-else', '10.0.0.2')).toBe(0);

    clock.now += 10 * MINUTE - 500;
    expect(throttle.retryAfter('someone-else', '10.0.0.1')).toBe(1);
    clock.now += 500;
    expect(throttle.retryAfter('someone-else', '10.0.0.1')).toBe(0);
  });

  it('does not block an IP whose 10 failures are spread over more than 10 minutes', () => {
    const { clock, throttle } = throttleWithClock();
    for (let i = 0; i < 10; i++) {
      throttle.recordFailure(`user${i}`, '10.0.0.1');
      clock.now += 70_000; // 10 failures over 11.7 minutes
    }
    expect(throttle.retryAfter('someone-else', '10.0.0.1')).toBe(0);
  });

  it('does not lift the IP block on a success', () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 10; i++) throttle.recordFailure(`user${i}`, '10.0.0.1');
    throttle.recordSuccess('user0', '10.0.0.1');
    expect(throttle.retryAfter('user0', '10.0.0.1')).toBe(600);
  });
});

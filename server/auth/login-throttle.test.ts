import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { query, withTwoPools } from '../test/harness.ts';
import { accountDelayS, deleteExpiredLoginRecords, LoginThrottle } from './login-throttle.ts';

const MINUTE = 60_000;

let orm: MikroORM;
/** A second connection pool on the same database: another instance of the app. */
let otherOrm: MikroORM;

withTwoPools(['login_throttle_failures', 'login_throttle_pairs', 'login_throttle_accounts'], (first, second) => {
  orm = first;
  otherOrm = second;
});

function throttleWithClock() {
  const clock = { now: Date.UTC(2026, 10, 1, 12) };
  const throttle = new LoginThrottle(orm, { now: () => clock.now });
  return { clock, throttle };
}

describe('LoginThrottle (PostgreSQL)', () => {
  it('lets the first try through', async () => {
    const { throttle } = throttleWithClock();
    expect(await throttle.retryAfter('admin', '10.0.0.1')).toBe(0);
  });

  it('grows the wait per username+IP: 0 after the first failure, then 1, 2, 4 s', async () => {
    const { clock, throttle } = throttleWithClock();
    // Each step, a failure or some milliseconds passing, then the wait in seconds it leaves.
    const steps: Array<['fail' | number, number]> = [
      ['fail', 0],
      ['fail', 1],
      [999, 1],
      [1, 0],
      ['fail', 2],
      [1_500, 1],
      [500, 0],
      ['fail', 4],
    ];
    for (const [step, wait] of steps) {
      if (step === 'fail') await throttle.recordFailure('admin', '10.0.0.1');
      else clock.now += step;
      expect(await throttle.retryAfter('admin', '10.0.0.1')).toBe(wait);
    }
  });

  it('follows the whole schedule of the baseline and stays at 300 s', async () => {
    const { clock, throttle } = throttleWithClock();
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      await throttle.recordFailure('admin', '10.0.0.1');
      waits.push(await throttle.retryAfter('admin', '10.0.0.1'));
      // Far apart, so neither the per-IP nor the per-account window applies here.
      clock.now += 16 * MINUTE;
    }
    expect(waits).toEqual([0, 1, 2, 4, 8, 16, 30, 60, 180, 300, 300, 300]);
  });

  it('keeps username+IP pairs apart and ignores the case of the username', async () => {
    const { throttle } = throttleWithClock();
    await throttle.recordFailure('Admin', '10.0.0.1');
    await throttle.recordFailure('ADMIN', '10.0.0.1');
    expect(await throttle.retryAfter('admin', '10.0.0.1')).toBe(1);
    expect(await throttle.retryAfter('admin', '10.0.0.2')).toBe(0);
    expect(await throttle.retryAfter('editor', '10.0.0.1')).toBe(0);
  });

  it('resets the pair on success', async () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 4; i++) await throttle.recordFailure('admin', '10.0.0.1');
    expect(await throttle.retryAfter('admin', '10.0.0.1')).toBe(4);
    await throttle.recordSuccess('Admin', '10.0.0.1');
    expect(await throttle.retryAfter('admin', '10.0.0.1')).toBe(0);
    await throttle.recordFailure('admin', '10.0.0.1');
    expect(await throttle.retryAfter('admin', '10.0.0.1')).toBe(0);
    await throttle.recordFailure('admin', '10.0.0.1');
    expect(await throttle.retryAfter('admin', '10.0.0.1')).toBe(1);
  });

  it('blocks an IP for 10 minutes after 10 failures across usernames', async () => {
    const { clock, throttle } = throttleWithClock();
    for (let i = 0; i < 9; i++) await throttle.recordFailure(`user${i}`, '10.0.0.1');
    expect(await throttle.retryAfter('someone-else', '10.0.0.1')).toBe(0);

    await throttle.recordFailure('user9', '10.0.0.1');
    expect(await throttle.retryAfter('someone-else', '10.0.0.1')).toBe(600);
    expect(await throttle.retryAfter('user0', '10.0.0.1')).toBe(600);
    // Other IPs are not affected.
    expect(await throttle.retryAfter('someone-else', '10.0.0.2')).toBe(0);

    clock.now += 10 * MINUTE - 500;
    expect(await throttle.retryAfter('someone-else', '10.0.0.1')).toBe(1);
    clock.now += 500;
    expect(await throttle.retryAfter('someone-else', '10.0.0.1')).toBe(0);
  });

  it('does not block an IP whose 10 failures are spread over more than 10 minutes', async () => {
    const { clock, throttle } = throttleWithClock();
    for (let i = 0; i < 10; i++) {
      await throttle.recordFailure(`user${i}`, '10.0.0.1');
      clock.now += 70_000; // 10 failures over 11.7 minutes
    }
    expect(await throttle.retryAfter('someone-else', '10.0.0.1')).toBe(0);
  });

  it('does not lift the IP block on a success', async () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 10; i++) await throttle.recordFailure(`user${i}`, '10.0.0.1');
    await throttle.recordSuccess('user0', '10.0.0.1');
    expect(await throttle.retryAfter('user0', '10.0.0.1')).toBe(600);
  });

  it('attempt records the try as a failure before hashing; a success takes it back', async () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 9; i++) await throttle.recordFailure(`user${i}`, '10.0.0.1');
    const attempt = await throttle.attempt('admin', '10.0.0.1');
    expect(attempt.retryAfter).toBe(0);
    expect(attempt.failureId).toEqual(expect.any(Number));
    // While the password is checked, the try counts: the IP is at 10 failures.
    expect(await throttle.retryAfter('someone-else', '10.0.0.1')).toBe(600);

    await throttle.recordSuccess('admin', '10.0.0.1', attempt.failureId);
    expect(await throttle.retryAfter('someone-else', '10.0.0.1')).toBe(0);
    expect(await query(orm, 'select 1 from login_throttle_failures')).toHaveLength(9);
  });

  it('attempt records nothing when the try must wait', async () => {
    const { throttle } = throttleWithClock();
    await throttle.recordFailure('admin', '10.0.0.1');
    await throttle.recordFailure('admin', '10.0.0.1');
    expect(await throttle.attempt('admin', '10.0.0.1')).toEqual({ retryAfter: 1 });
    expect(await query(orm, 'select 1 from login_throttle_failures')).toHaveLength(2);
    expect(await query(orm, 'select failures from login_throttle_pairs')).toEqual([{ failures: 2 }]);
  });

  it('keeps the same counts for every instance (another pool on the same database)', async () => {
    const clock = { now: Date.UTC(2026, 10, 1, 12) };
    const here = new LoginThrottle(orm, { now: () => clock.now });
    const there = new LoginThrottle(otherOrm, { now: () => clock.now });
    await here.recordFailure('admin', '10.0.0.1');
    await there.recordFailure('admin', '10.0.0.1');
    expect(await here.retryAfter('admin', '10.0.0.1')).toBe(1);
    expect(await there.retryAfter('admin', '10.0.0.1')).toBe(1);
  });

  it('lets exactly the allowed tries through when they arrive at once on two instances', async () => {
    const clock = { now: Date.UTC(2026, 10, 1, 12) };
    const instances = [orm, otherOrm].map((o) => new LoginThrottle(o, { now: () => clock.now }));
    // One username from one IP: the 1st and 2nd tries wait 0 s, the 3rd would wait 1 s.
    const pair = await Promise.all(Array.from({ length: 16 }, (_, i) => instances[i % 2].attempt('admin', '10.0.0.1')));
    expect(pair.filter((a) => a.failureId !== undefined)).toHaveLength(2);
    expect(pair.filter((a) => a.retryAfter === 1)).toHaveLength(14);

    // One IP, many usernames: exactly 10 failures before the IP is blocked.
    const spread = await Promise.all(
      Array.from({ length: 24 }, (_, i) => instances[i % 2].attempt(`user${i}`, '10.0.0.2')),
    );
    expect(spread.filter((a) => a.failureId !== undefined)).toHaveLength(10);
    expect(spread.filter((a) => a.retryAfter === 600)).toHaveLength(14);
  });

  describe('per-account lockout (one username failing from many addresses)', () => {
    it('grows from 30 s after 20 failures within 15 minutes, up to 15 minutes', () => {
      expect([19, 20, 21, 22, 23, 24, 25, 40].map(accountDelayS)).toEqual([0, 30, 60, 120, 240, 480, 900, 900]);
    });

    it('locks the username for every address after 20 failures from 20 addresses', async () => {
      const { clock, throttle } = throttleWithClock();
      for (let i = 0; i < 19; i++) {
        await throttle.recordFailure('admin', `198.51.100.${i}`);
        clock.now += 1_000;
      }
      expect(await throttle.retryAfter('admin', '203.0.113.1')).toBe(0);
      await throttle.recordFailure('admin', '198.51.100.19');
      expect(await throttle.retryAfter('admin', '203.0.113.1')).toBe(30);
      expect(await throttle.attempt('admin', '203.0.113.1')).toEqual({ retryAfter: 30 });
      // Other usernames are not affected.
      expect(await throttle.retryAfter('editor', '203.0.113.1')).toBe(0);

      // Each further failure after the wait doubles it, up to 15 minutes.
      const waits: number[] = [];
      for (let i = 0; i < 6; i++) {
        clock.now += (await throttle.retryAfter('admin', '203.0.113.1')) * 1000;
        const attempt = await throttle.attempt('admin', `203.0.113.${10 + i}`);
        expect(attempt.retryAfter).toBe(0);
        waits.push(await throttle.retryAfter('admin', '203.0.113.1'));
      }
      expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
    });

    it('forgets the count after 15 minutes without a failure', async () => {
      const { clock, throttle } = throttleWithClock();
      for (let i = 0; i < 19; i++) await throttle.recordFailure('admin', `198.51.100.${i}`);
      clock.now += 15 * MINUTE;
      await throttle.recordFailure('admin', '198.51.100.19');
      expect(await throttle.retryAfter('admin', '203.0.113.1')).toBe(0);
      expect(await query(orm, 'select failures from login_throttle_accounts')).toEqual([{ failures: 1 }]);
    });

    it('keeps counting while the failures keep coming, even slowly', async () => {
      const { clock, throttle } = throttleWithClock();
      for (let i = 0; i < 20; i++) {
        await throttle.recordFailure('admin', `198.51.100.${i}`);
        clock.now += 14 * MINUTE;
      }
      // 14 minutes after the 20th failure its 30 s are long over; the 21st makes it 60 s.
      expect(await throttle.retryAfter('admin', '203.0.113.1')).toBe(0);
      await throttle.recordFailure('admin', '203.0.113.2');
      expect(await throttle.retryAfter('admin', '203.0.113.1')).toBe(60);
    });

    it('is lifted by a successful login of that username', async () => {
      const { throttle } = throttleWithClock();
      for (let i = 0; i < 20; i++) await throttle.recordFailure('admin', `198.51.100.${i}`);
      expect(await throttle.retryAfter('admin', '203.0.113.1')).toBe(30);
      await throttle.recordSuccess('admin', '198.51.100.0');
      expect(await throttle.retryAfter('admin', '203.0.113.1')).toBe(0);
      // The failures before the success no longer count; new ones do, from 1 again.
      for (let i = 0; i < 19; i++) await throttle.recordFailure('admin', `192.0.2.${i}`);
      expect(await throttle.retryAfter('admin', '203.0.113.1')).toBe(0);
      await throttle.recordFailure('admin', '192.0.2.19');
      expect(await throttle.retryAfter('admin', '203.0.113.1')).toBe(30);
    });
  });

  it('the cleanup deletes failures and records that no longer count', async () => {
    const real = new LoginThrottle(orm);
    const old = new LoginThrottle(orm, { now: () => Date.now() - 25 * 60 * MINUTE });
    await old.recordFailure('editor', '10.0.0.1');
    await real.recordFailure('admin', '10.0.0.2');
    await deleteExpiredLoginRecords(orm.em.fork());
    expect(await query(orm, 'select ip from login_throttle_failures')).toEqual([{ ip: '10.0.0.2' }]);
    expect(await query(orm, 'select ip from login_throttle_pairs')).toEqual([{ ip: '10.0.0.2' }]);
    expect(await query(orm, 'select username from login_throttle_accounts')).toEqual([{ username: 'admin' }]);
  });
});

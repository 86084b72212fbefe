/**
 * Login throttling of the security baseline, checked before any password is hashed.
 * - per username+IP: after n failures the next try waits DELAYS[n-1] seconds;
 * - per IP: 10 failures within 10 minutes block that IP for 10 minutes.
 * In memory, so per process: behind a load balancer each instance throttles on its own.
 */
const DELAYS_S = [0, 1, 2, 4, 8, 16, 30, 60, 180, 300];
const IP_WINDOW_MS = 10 * 60 * 1000;
const IP_MAX_FAILURES = 10;
const MAX_ENTRIES = 100_000;

type PairState = { failures: number; lastFailure: number };

export class LoginThrottle {
  private pairs = new Map<string, PairState>();
  private ipFailures = new Map<string, number[]>();
  private now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /** Seconds to wait before this try is allowed, or 0. */
  retryAfter(username: string, ip: string): number {
    const now = this.now();
    const ipTimes = this.recentIpFailures(ip, now);
    let waitMs = 0;
    if (ipTimes.length >= IP_MAX_FAILURES) {
      waitMs = ipTimes[ipTimes.length - IP_MAX_FAILURES] + IP_WINDOW_MS - now;
    }
    const pair = this.pairs.get(pairKey(username, ip));
    if (pair && pair.failures > 0) {
      const delay = DELAYS_S[Math.min(pair.failures - 1, DELAYS_S.length - 1)] * 1000;
      waitMs = Math.max(waitMs, pair.lastFailure + delay - now);
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  recordFailure(username: string, ip: string): void {
    const now = this.now();
    this.evictIfFull();
    const key = pairKey(username, ip);
    const pair = this.pairs.get(key) ?? { failures: 0, lastFailure: now };
    pair.failures++;
    pair.lastFailure = now;
    this.pairs.set(key, pair);
    const times = this.recentIpFailures(ip, now);
    times.push(now);
    this.ipFailures.set(ip, times);
  }

  /**
   * Clears the username+IP record. With `provisional`, also takes back the IP failure that
   * was recorded before the password was checked.
   */
  recordSuccess(username: string, ip: string, options: { provisional?: boolean } = {}): void {
    this.pairs.delete(pairKey(username, ip));
    if (options.provisional) this.ipFailures.get(ip)?.pop();
  }

  private recentIpFailures(ip: string, now: number): number[] {
    return (this.ipFailures.get(ip) ?? []).filter((t) => now - t < IP_WINDOW_MS);
  }

  /** Bounded memory: forget entries idle for an hour, or everything when still full. */
  private evictIfFull(): void {
    if (this.pairs.size + this.ipFailures.size < MAX_ENTRIES) return;
    const cutoff = this.now() - 60 * 60 * 1000;
    for (const [key, pair] of this.pairs) if (pair.lastFailure < cutoff) this.pairs.delete(key);
    for (const [ip, times] of this.ipFailures) if ((times.at(-1) ?? 0) < cutoff) this.ipFailures.delete(ip);
    if (this.pairs.size + this.ipFailures.size >= MAX_ENTRIES) {
      this.pairs.clear();
      this.ipFailures.clear();
    }
  }
}

function pairKey(username: string, ip: string): string {
  return `${username.toLowerCase()}\u0000${ip}`;
}

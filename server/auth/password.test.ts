import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes with argon2id, 19456 KiB, 2 passes, parallelism 1', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{16,}\$[A-Za-z0-9+/]{32,}$/);
    expect(hash).not.toContain('correct horse battery');
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('never trims passwords', async () => {
    const hash = await hashPassword('  spaced out  ');
    expect(await verifyPassword(hash, 'spaced out')).toBe(false);
    expect(await verifyPassword(hash, '  spaced out  ')).toBe(true);
  });

  it('answers false, not an exception, for a malformed hash', async () => {
    expect(await verifyPassword('not-a-hash', 'whatever')).toBe(false);
  });

  it('the dummy verification for unknown users never succeeds', async () => {
    expect(await verifyAgainstDummy('dummy-password-for-timing')).toBe(false);
    expect(await verifyAgainstDummy('anything else')).toBe(false);
  });

  it('finishes a burst of more hashes than the concurrency limit', async () => {
    const passwords = Array.from({ length: 10 }, (_, i) => `password number ${i}`);
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
    const checks = await Promise.all(hashes.map((h, i) => verifyPassword(h, passwords[i])));
    expect(checks).toEqual(passwords.map(() => true));
    // The limiter handed every slot back: one more hash still completes.
    expect(await verifyPassword(await hashPassword('after the burst'), 'after the burst')).toBe(true);
  });
});

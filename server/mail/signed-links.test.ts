import { describe, expect, it } from 'vitest';
import { CONFIRM_LINK_TTL_S, signLink, verifyLink } from './signed-links.ts';

const KEY = 'k'.repeat(32);

describe('signed newsletter links', () => {
  it('verify with the key that signed them, for their own action only', () => {
    const token = signLink(KEY, 'confirm', 'a@example.com');
    expect(verifyLink(KEY, token, 'confirm')).toMatchObject({ action: 'confirm', email: 'a@example.com' });
    expect(verifyLink(KEY, token, 'unsubscribe')).toBeNull();
    expect(verifyLink('x'.repeat(32), token, 'confirm')).toBeNull();
  });

  it('refuse a changed payload or signature and malformed tokens', () => {
    const token = signLink(KEY, 'unsubscribe', 'a@example.com');
    const [payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ a: 'unsubscribe', e: 'b@example.com', t: 1 })).toString('base64url');
    for (const bad of [`${other}.${signature}`, `${payload}.${signature.slice(1)}`, payload, `${token}.x`, '', '..']) {
      expect(verifyLink(KEY, bad, 'unsubscribe'), bad).toBeNull();
    }
  });

  it('a confirmation link expires after a week; an unsubscribe link never does', () => {
    const issued = Date.UTC(2026, 0, 1);
    const later = issued + (CONFIRM_LINK_TTL_S + 60) * 1000;
    expect(verifyLink(KEY, signLink(KEY, 'confirm', 'a@example.com', issued), 'confirm', issued + 1000)).not.toBeNull();
    expect(verifyLink(KEY, signLink(KEY, 'confirm', 'a@example.com', issued), 'confirm', later)).toBeNull();
    expect(verifyLink(KEY, signLink(KEY, 'unsubscribe', 'a@example.com', issued), 'unsubscribe', later)).not.toBeNull();
  });
});

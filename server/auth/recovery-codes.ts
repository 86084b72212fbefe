import { createHash, randomBytes } from 'node:crypto';
import { base32Encode } from './totp.ts';

/** Recovery codes given when TOTP is turned on: each signs in once, instead of a code. */
export const RECOVERY_CODE_COUNT = 10;

/** "abcde-fghij": 50 random bits, lower-case base32 (no 0/1/8/9 to confuse with letters). */
export function generateRecoveryCode(): string {
  const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/**
 * The stored form of a code: SHA-256 of its letters, lower-cased, without dashes or spaces.
 * 50 random bits need no slow hash: nobody can try 2^50 codes through the throttled login.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}

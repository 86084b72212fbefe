import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, otpauthUrl, totpCode, totpStep, verifyTotp } from './totp.ts';

/** RFC 6238 appendix B: the SHA-1 secret is the ASCII of "12345678901234567890". */
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s the code ends in the RFC’s test vector %s', (seconds, eightDigits) => {
    expect(totpCode(RFC_SECRET, totpStep(seconds * 1000))).toBe(eightDigits.slice(-6));
  });

  it('base32 round-trips and ignores case, spaces and padding', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 17]);
    const text = base32Encode(bytes);
    expect(base32Decode(text)).toEqual(bytes);
    expect(
      base32Decode(
        `${text
          .toLowerCase()
          .match(/.{1,4}/g)
          ?.join(' ')}==`,
      ),
    ).toEqual(bytes);
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('accepts the step before and after now, never a replayed or older one', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now)).toBe(step);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now)).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now, step)).toBeNull();
    expect(verifyTotp(RFC_SECRET, '000000', now, null) === null || totpCode(RFC_SECRET, step) === '000000').toBe(true);
  });

  it('writes the otpauth address authenticator apps read', () => {
    expect(otpauthUrl('TBT Dijital', 'boss', 'ABC')).toBe(
      'otpauth://totp/TBT%20Dijital%3Aboss?secret=ABC&issuer=TBT+Dijital&algorithm=SHA1&digits=6&period=30',
    );
  });
});

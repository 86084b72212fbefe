import { describe, expect, it } from 'vitest';
import { ALL_ACCEPTED, ONLY_NECESSARY } from '../lib/consent/consent.ts';
import {
  CONSENT_COOKIE_MAX_AGE,
  consentCookieString,
  consentCookieValue,
  formatConsentCookie,
  hasConsentCookie,
  parseConsentCookie,
} from './consent-cookie.ts';

const AT = new Date('2026-11-26T20:00:00.000Z');

describe('the consent cookie', () => {
  it('carries the choice, its version and time, and reads back the same', () => {
    const value = formatConsentCookie('1.0', { ...ONLY_NECESSARY, functionality: true }, AT);
    expect(value).toBe(`v=1.0&p=0&f=1&m=0&t=${AT.getTime() / 1000}`);
    expect(parseConsentCookie(value)).toEqual({
      version: '1.0',
      preferences: { necessary: true, performance: false, functionality: true, marketing: false },
      timestamp: AT.toISOString(),
    });
    expect(parseConsentCookie(formatConsentCookie('1.0', ALL_ACCEPTED, AT))?.preferences).toEqual(ALL_ACCEPTED);
  });

  it('refuses values this site did not write', () => {
    for (const value of [
      '',
      '1',
      'v=1.0',
      'v=1.0&p=1&f=0&m=1',
      'v=1.0&p=2&f=0&m=1&t=1',
      'v=x&p=1&f=0&m=1&t=1',
      'v=1.0&p=1&f=0&m=1&t=-5',
    ]) {
      expect(parseConsentCookie(value), value).toBeNull();
    }
  });

  it('is found by its whole name in a Cookie header only', () => {
    const value = formatConsentCookie('1.0', ALL_ACCEPTED, AT);
    expect(consentCookieValue(`a=1; cookie-consent=${value}; b=2`)).toBe(value);
    expect(consentCookieValue(`cookie-consent=${value}`)).toBe(value);
    expect(hasConsentCookie(`session=x;cookie-consent=${value}`)).toBe(true);
    expect(hasConsentCookie(`x-cookie-consent=${value}`)).toBe(false);
    expect(hasConsentCookie('cookie-consent=yes')).toBe(false);
    expect(hasConsentCookie(undefined)).toBe(false);
    expect(hasConsentCookie('')).toBe(false);
  });

  it('is written for the whole site, for a year, same-site, Secure on https', () => {
    expect(consentCookieString('v=1.0', false)).toBe(
      `cookie-consent=v=1.0; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax`,
    );
    expect(CONSENT_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(consentCookieString('v=1.0', true)).toMatch(/; Secure$/);
  });
});

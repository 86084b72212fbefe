/**
 * The consent cookie beside the spec's localStorage record ('cookie-consent'): it tells the
 * server that a choice exists, so a first visit gets the cookie banner in its first HTML and a
 * returning visitor gets a page without it. A strictly necessary cookie (it only remembers the
 * choice), so it needs no consent itself. The browser writes it (no HttpOnly) with the same
 * choice as the record: `v=1.0&p=1&f=0&m=1&t=1764189270` (version, performance, functionality,
 * marketing, the choice's time in seconds), so a lost record can be restored from it.
 * Used by the server (page variant, page cache key) and the browser; no browser globals here.
 */
/** The visitor's choice per category; the strictly necessary ones are always on. */
export type ConsentPreferences = { necessary: true; performance: boolean; functionality: boolean; marketing: boolean };

export const CONSENT_COOKIE = 'cookie-consent';
/** A year, in seconds. */
export const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export type ConsentCookie = { version: string; preferences: ConsentPreferences; timestamp: string };

/** The cookie's value for a choice (cookie-safe: letters, digits, '.', '=', '&'). */
export function formatConsentCookie(version: string, preferences: ConsentPreferences, at: Date): string {
  const bit = (on: boolean) => (on ? '1' : '0');
  const seconds = Math.floor(at.getTime() / 1000);
  return `v=${version}&p=${bit(preferences.performance)}&f=${bit(preferences.functionality)}&m=${bit(preferences.marketing)}&t=${seconds}`;
}

const VERSION_CHARS = '0123456789.';

/** The choice in a cookie value, or null when it is not one this site wrote. */
export function parseConsentCookie(value: string): ConsentCookie | null {
  const fields = new Map<string, string>();
  for (const pair of value.split('&')) {
    const at = pair.indexOf('=');
    if (at > 0) fields.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const version = fields.get('v') ?? '';
  if (version.length === 0 || version.length > 8 || [...version].some((char) => !VERSION_CHARS.includes(char))) {
    return null;
  }
  const flag = (key: string) => {
    const raw = fields.get(key);
    return raw === '1' ? true : raw === '0' ? false : null;
  };
  const performance = flag('p');
  const functionality = flag('f');
  const marketing = flag('m');
  if (performance === null || functionality === null || marketing === null) return null;
  const seconds = Number(fields.get('t'));
  if (!Number.isSafeInteger(seconds) || seconds <= 0) return null;
  return {
    version,
    preferences: { necessary: true, performance, functionality, marketing },
    timestamp: new Date(seconds * 1000).toISOString(),
  };
}

/** The raw value of the consent cookie in a Cookie header (or document.cookie), if any. */
export function consentCookieValue(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader?.includes(CONSENT_COOKIE)) return undefined;
  const prefix = `${CONSENT_COOKIE}=`;
  for (const part of cookieHeader.split(';')) {
    const pair = part.trim();
    if (pair.startsWith(prefix)) return pair.slice(prefix.length);
  }
  return undefined;
}

/**
 * Whether a request (its Cookie header) carries a valid consent cookie: then the visitor has
 * chosen and the page is rendered without the banner. Cheap enough for every page request.
 */
export function hasConsentCookie(cookieHeader: string | undefined): boolean {
  const value = consentCookieValue(cookieHeader);
  return value !== undefined && parseConsentCookie(value) !== null;
}

/** The Set-Cookie text (document.cookie) for a choice; Secure on https. */
export function consentCookieString(value: string, secure: boolean): string {
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

import {
  type ConsentPreferences,
  consentCookieString,
  consentCookieValue,
  formatConsentCookie,
  parseConsentCookie,
} from '../../shared/consent-cookie.ts';
import { isBrowser, readStorage, writeStorage } from '../browser.ts';

/** The cookie consent record of spec 000 sections 3 and 9. */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
export const CONSENT_VERSION = '1.0';

export type { ConsentPreferences };
export type OptionalCategory = Exclude<keyof ConsentPreferences, 'necessary'>;
export type ConsentRecord = { preferences: ConsentPreferences; timestamp: string; version: string };

export const ALL_ACCEPTED: ConsentPreferences = {
  necessary: true,
  performance: true,
  functionality: true,
  marketing: true,
};
export const ONLY_NECESSARY: ConsentPreferences = {
  necessary: true,
  performance: false,
  functionality: false,
  marketing: false,
};

export function readConsent(): ConsentRecord | null {
  try {
    const record = JSON.parse(readStorage('localStorage', CONSENT_STORAGE_KEY) ?? 'null') as ConsentRecord | null;
    return record?.preferences ? record : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** Calls `listener` after every choice saved in this page (the banner, the panel, a map's button). */
export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Consent to one more category; the other categories stay as they were (none stored: off). */
export function grantConsent(category: OptionalCategory): ConsentRecord {
  const current = readConsent()?.preferences ?? ONLY_NECESSARY;
  return saveConsent({ ...current, [category]: true });
}

type Gtag = (command: 'consent', action: 'update', params: Record<string, 'granted' | 'denied'>) => void;

/** Tells Consent Mode: performance → analytics, marketing → ads. */
function signalConsent(preferences: ConsentPreferences): void {
  const gtag = isBrowser ? (window as unknown as { gtag?: Gtag }).gtag : undefined;
  const ads = preferences.marketing ? 'granted' : 'denied';
  gtag?.('consent', 'update', {
    analytics_storage: preferences.performance ? 'granted' : 'denied',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  });
}

/** The consent cookie for a record (src/shared/consent-cookie.ts): the server reads it, not the record. */
function writeConsentCookie(record: ConsentRecord): void {
  if (!isBrowser) return;
  const at = new Date(record.timestamp);
  const value = formatConsentCookie(
    record.version || CONSENT_VERSION,
    record.preferences,
    Number.isNaN(at.getTime()) ? new Date() : at,
  );
  if (consentCookieValue(document.cookie) === value) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safaris
  document.cookie = consentCookieString(value, window.location.protocol === 'https:');
}

/** Stores the choice (the record, and the cookie that tells the server) and tells Consent Mode. */
export function saveConsent(preferences: ConsentPreferences): ConsentRecord {
  const record: ConsentRecord = { preferences, timestamp: new Date().toISOString(), version: CONSENT_VERSION };
  writeStorage('localStorage', CONSENT_STORAGE_KEY, JSON.stringify(record));
  writeConsentCookie(record);
  signalConsent(preferences);
  for (const listener of [...listeners]) listener();
  return record;
}

/**
 * Whether a choice is stored, after bringing the record and the cookie together: a record
 * stored before the cookie existed gets its cookie (the next page comes without the banner);
 * a cookie whose record is gone (storage cleared) gives the record back, with its time, and
 * Consent Mode hears it. The browser only.
 */
export function syncStoredConsent(): boolean {
  if (!isBrowser) return false;
  const record = readConsent();
  if (record) {
    writeConsentCookie(record);
    return true;
  }
  const value = consentCookieValue(document.cookie);
  const cookie = value === undefined ? null : parseConsentCookie(value);
  if (!cookie) return false;
  writeStorage('localStorage', CONSENT_STORAGE_KEY, JSON.stringify(cookie satisfies ConsentRecord));
  signalConsent(cookie.preferences);
  return true;
}

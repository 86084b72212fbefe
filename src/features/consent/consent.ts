import { isBrowser, readStorage, writeStorage } from '../../lib/browser.ts';

/** The cookie consent record of spec 000 sections 3 and 9. */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
export const CONSENT_VERSION = '1.0';

export type ConsentPreferences = { necessary: true; performance: boolean; functionality: boolean; marketing: boolean };
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

/** Stores the choice and tells Consent Mode: performance → analytics, marketing → ads. */
export function saveConsent(preferences: ConsentPreferences): ConsentRecord {
  const record: ConsentRecord = { preferences, timestamp: new Date().toISOString(), version: CONSENT_VERSION };
  writeStorage('localStorage', CONSENT_STORAGE_KEY, JSON.stringify(record));
  const gtag = isBrowser ? (window as unknown as { gtag?: Gtag }).gtag : undefined;
  const ads = preferences.marketing ? 'granted' : 'denied';
  gtag?.('consent', 'update', {
    analytics_storage: preferences.performance ? 'granted' : 'denied',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  });
  for (const listener of [...listeners]) listener();
  return record;
}

import { useSyncExternalStore } from 'react';
import { CONSENT_STORAGE_KEY, type OptionalCategory, onConsentChange, readConsent } from './consent.ts';

/** Calls `listener` after every choice: saved in this page, or stored by another tab. */
export function subscribeToConsent(listener: () => void): () => void {
  const stop = onConsentChange(listener);
  // A choice made in another tab counts here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stop();
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Whether the visitor has consented to `category`, following every later choice. On a server
 * (and while hydrating) nothing is consented, so the first render is the same on both sides.
 */
export function useConsentTo(category: OptionalCategory): boolean {
  return useSyncExternalStore(
    subscribeToConsent,
    () => readConsent()?.preferences[category] === true,
    () => false,
  );
}

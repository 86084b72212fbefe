/**
 * The one place that touches browser-only globals. Every helper is safe to call during a
 * server render (it returns the fallback there), so components stay server-safe.
 */
export const isBrowser = typeof window !== 'undefined';

type StorageKind = 'localStorage' | 'sessionStorage';

export function readStorage(kind: StorageKind, key: string): string | null {
  if (!isBrowser) return null;
  try {
    return window[kind].getItem(key);
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string): void {
  if (!isBrowser) return;
  try {
    window[kind].setItem(key, value);
  } catch {
    // storage full or disabled: the choice simply is not remembered
  }
}

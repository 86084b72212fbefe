/**
 * What the cookie banner starts from, and requests to open the settings panel from elsewhere
 * (the footer's "Cookie settings" link).
 */
import { isBrowser } from '../browser.ts';

/** The attribute that marks the banner's element (server markup included). */
export const BANNER_ATTRIBUTE = 'data-cookie-banner';

/** Set by the server render just before each (synchronous) renderToString: no consent cookie came. */
let bannerOnServer = true;

export function setCookieBannerOnServer(show: boolean): void {
  bannerOnServer = show;
}

/**
 * The banner's first render: on the server, whether the request had no consent cookie; in the
 * browser, whether the server's markup holds the banner (so hydration sees the same tree). A
 * page rendered only in the browser has none: the banner appears after the stored choice is read.
 */
export function initialBannerVisible(): boolean {
  if (!isBrowser) return bannerOnServer;
  return document.querySelector(`[${BANNER_ATTRIBUTE}]`) !== null;
}

const settingsListeners = new Set<() => void>();

/** Opens the cookie settings panel (the banner's own layout listens on every public page). */
export function openCookieSettings(): void {
  for (const listener of [...settingsListeners]) listener();
}

export function onCookieSettingsRequest(listener: () => void): () => void {
  settingsListeners.add(listener);
  return () => {
    settingsListeners.delete(listener);
  };
}

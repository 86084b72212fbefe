/** Whether the cookie settings panel is open, so other dialogs (the promo) wait for it. */
let open = false;
const listeners = new Set<(open: boolean) => void>();

export function setCookiePanelOpen(value: boolean): void {
  open = value;
  for (const listener of listeners) listener(value);
}

export function isCookiePanelOpen(): boolean {
  return open;
}

export function onCookiePanelChange(listener: (open: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Copies text with the async Clipboard API. False when there is none (an insecure origin, an
 * old browser) or the browser refuses (no permission, page not focused): the caller then shows
 * the text to copy by hand.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

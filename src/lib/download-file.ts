import { ApiError } from './api-request.ts';

/**
 * Hands a file to the browser as a download: a Blob behind a temporary object URL and a
 * hidden <a download>. Call it from an event handler only (it touches the document).
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob only after click() returns; free it once the download has it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name of an attachment answer (`Content-Disposition: attachment; filename="..."`). */
export function attachmentFileName(disposition: string | null): string | undefined {
  return disposition?.match(/filename="([^"]+)"/)?.[1];
}

/**
 * Downloads a file the server makes (GET, with the session cookie). A failed answer becomes an
 * ApiError, so the screen reports it like any failed call (a 401 sends the admin to sign in).
 */
export async function downloadFromServer(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const blob = await response.blob();
  downloadBlob(blob, attachmentFileName(response.headers.get('content-disposition')) ?? fallbackName);
}

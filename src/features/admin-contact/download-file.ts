/**
 * Hands text to the browser as a file download: a Blob behind a temporary object URL and a
 * hidden <a download>. Call it from an event handler only (it touches the document).
 */
export function downloadTextFile(content: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
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

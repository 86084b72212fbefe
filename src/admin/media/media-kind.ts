import { extensionOf } from '../../shared/uploads.ts';

export type MediaPreviewKind = 'image' | 'video' | 'audio' | 'document';

/** How a library file is previewed, from the type the server stored for it. */
export function mediaKindOf(mimeType: string): MediaPreviewKind {
  const group = mimeType.split('/')[0];
  if (group === 'image' || group === 'video' || group === 'audio') return group;
  return 'document';
}

/** A short type label for the card, e.g. "PDF" (the stored name has the canonical extension). */
export function fileTypeLabel(url: string): string {
  return extensionOf(url).toUpperCase() || '?';
}

/**
 * The headers of a served upload (GET /uploads/<name>), the same whether the app streams it or
 * a bucket serves it directly (S3_PUBLIC_URL: set on the object when it is stored).
 */

const INLINE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
};

/** Types of the stored files that are not shown inline (documents, variants' formats). */
const OTHER_TYPES: Record<string, string> = {
  avif: 'image/avif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The Content-Type of a stored file or variant, by its extension (copying a folder to a bucket). */
export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return INLINE_TYPES[extension] ?? OTHER_TYPES[extension] ?? 'application/octet-stream';
}

/** Never a script context: nosniff, and a CSP that sandboxes (stops scripts in SVGs even if one slipped through). */
export const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The type a stored name is shown inline with; undefined: served as a download. */
export function inlineTypeOf(storedName: string): string | undefined {
  return INLINE_TYPES[storedName.slice(storedName.lastIndexOf('.') + 1)];
}

/** Documents and library SVGs are downloads (brand SVGs, the logo and marker, are shown inline). */
export function downloadDispositionOf(storedName: string): string | undefined {
  const extension = storedName.slice(storedName.lastIndexOf('.') + 1);
  const download = !inlineTypeOf(storedName) || (extension === 'svg' && !storedName.startsWith('brand-'));
  return download ? `attachment; filename="${storedName}"` : undefined;
}

/**
 * The Content-Type a restored object is stored with, from its name (the store's drivers serve
 * it with the object on S3). Every name the app stores ends in one of these extensions.
 */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function contentTypeOfKey(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot >= 0 && TYPES[key.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}

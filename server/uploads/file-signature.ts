import type { FileKind, FileTypeRule } from '../../src/shared/uploads.ts';
import { sanitizeSvg } from './svg-sanitizer.ts';

/**
 * Does a file's content match its extension? Checked on the stored bytes, never trusting the
 * name or the declared type. `head` is the first bytes; `whole` is read only for the kinds that
 * need it (SVG text, the part list of a .docx archive).
 */
const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  jpg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  webp: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  mp4: (head) => startsWith(head, ascii('ftyp'), 4),
  m4a: (head) => startsWith(head, ascii('ftyp'), 4),
  webm: (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]),
  mp3: (head) => startsWith(head, ascii('ID3')) || (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0),
  ogg: (head) => startsWith(head, ascii('OggS')),
  wav: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WAVE'), 8),
  pdf: (head) => startsWith(head, ascii('%PDF-')),
  doc: (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  docx: (head) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]),
};

/** Kinds whose check needs the whole file. */
export function needsWholeFile(kind: FileKind): boolean {
  return kind === 'svg' || kind === 'docx';
}

export function contentMatches(rule: FileTypeRule, head: Buffer, whole?: Buffer): boolean {
  if (rule.kind === 'svg') return whole !== undefined && looksLikeSvg(whole);
  const signature = SIGNATURES[rule.extension];
  if (!signature?.(head)) return false;
  // A .docx is a zip archive with a Word document part (its name is in the central directory).
  if (rule.kind === 'docx') return whole?.includes('word/document.xml') ?? false;
  return true;
}

/**
 * An SVG document: well-formed XML whose root is `svg` in the SVG namespace (svg-sanitizer.ts).
 * One that is unsafe is still an SVG here; isSafeSvg refuses it with its own message.
 */
export function looksLikeSvg(content: string | Buffer): boolean {
  const verdict = sanitizeSvg(content);
  return verdict.ok || verdict.reason === 'unsafe';
}

/**
 * An SVG that can run code or reach outside the document is refused: parsed and checked against
 * an allowlist by svg-sanitizer.ts (scripts in any namespace, event handlers, script and external
 * links, animation of links, foreignObject, CSS imports and external url(), DOCTYPE/entities,
 * processing instructions). Uploads are stored as the sanitizer's serialization (receive-upload.ts),
 * so this answers true for every file that reaches the library that way.
 */
export function isSafeSvg(content: string | Buffer): boolean {
  return sanitizeSvg(content).ok;
}

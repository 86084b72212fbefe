/** An SVG's bytes to text: by BOM or XML declaration; what we cannot decode is not an SVG. */
import { SINGLE_BYTE_LABELS, UTF8_LABELS } from './svg-allow-lists.ts';
import { notSvg } from './svg-refusal.ts';

function declaredEncoding(text: string): string | undefined {
  if (!text.startsWith('<?xml')) return undefined;
  const end = text.indexOf('?>');
  const declaration = text.slice(0, end === -1 ? Math.min(text.length, 200) : end);
  const at = declaration.indexOf('encoding');
  if (at === -1) return undefined;
  let index = at + 'encoding'.length;
  while (declaration.charCodeAt(index) <= 0x20) index++;
  if (declaration[index] !== '=') return undefined;
  index++;
  while (declaration.charCodeAt(index) <= 0x20) index++;
  const quote = declaration[index];
  if (quote !== '"' && quote !== "'") return undefined;
  const close = declaration.indexOf(quote, index + 1);
  return close === -1 ? undefined : declaration.slice(index + 1, close).toLowerCase();
}

/** Bytes to text: a BOM (UTF-8, UTF-16) or the declared encoding; UTF-8 when none is declared. */
export function decodeSvgBytes(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const label = declaredEncoding(bytes.subarray(0, 200).toString('latin1'));
  if (label === undefined || UTF8_LABELS.has(label)) return bytes.toString('utf8');
  if (SINGLE_BYTE_LABELS.has(label)) return new TextDecoder(label).decode(bytes);
  throw notSvg(`unsupported encoding: ${label}`);
}

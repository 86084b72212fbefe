/**
 * The URL rules of an SVG value: no script URL anywhere (as written or after CSS escapes), and
 * a link may only point inside the document (`#id`), or be an inline raster picture in <image>.
 */
import { compactUrl, RASTER_DATA_PREFIXES } from './svg-allow-lists.ts';
import { decodeCssEscapes } from './svg-css.ts';

const SCRIPT_SCHEMES = ['javascript:', 'vbscript:', 'livescript:'];
/** A script URL anywhere in the value, as written or after CSS escapes are decoded. */
export function hasScriptScheme(value: string): boolean {
  if (!value.includes(':') && !value.includes('\\')) return false;
  const compact = compactUrl(value).toLowerCase();
  const decoded = compactUrl(decodeCssEscapes(value)).toLowerCase();
  return SCRIPT_SCHEMES.some((scheme) => compact.includes(scheme) || decoded.includes(scheme));
}

/** `#id` (a reference inside this document), with what URL parsers ignore taken out. */
export function localReference(value: string): string | undefined {
  const compact = compactUrl(value);
  return compact.startsWith('#') ? compact : undefined;
}

/** A base64 PNG/JPEG/GIF/WebP picture (inert: images never run scripts). */
export function rasterDataUri(value: string): string | undefined {
  const compact = compactUrl(value);
  const lower = compact.toLowerCase();
  const prefix = RASTER_DATA_PREFIXES.find((candidate) => lower.startsWith(candidate));
  if (!prefix) return undefined;
  for (let index = prefix.length; index < compact.length; index++) {
    const char = compact[index];
    const base64 =
      (char >= 'A' && char <= 'Z') ||
      (char >= 'a' && char <= 'z') ||
      (char >= '0' && char <= '9') ||
      '+/='.includes(char);
    if (!base64) return undefined;
  }
  return compact;
}

/**
 * CSS in an SVG (`<style>`, style="", presentation attributes, animation values): escapes decoded
 * as a browser does, then refused when it could load something or run code.
 */
import { compactUrl } from './svg-allow-lists.ts';

const isHexDigit = (code: number) =>
  (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
const isCssNewline = (code: number) => code === 0x0a || code === 0x0d || code === 0x0c;
const isCssWhitespace = (code: number) => code === 0x20 || code === 0x09 || isCssNewline(code);

/**
 * CSS escapes decoded as the CSS tokenizer does (`\72`, `\000072 `, `\r`): one pass, linear.
 * An escaped newline is dropped (a line continuation in strings); elsewhere that joins two
 * tokens, which can only make the checks below stricter.
 */
export function decodeCssEscapes(css: string): string {
  const parts: string[] = [];
  let index = 0;
  while (index < css.length) {
    const slash = css.indexOf('\\', index);
    if (slash === -1) {
      parts.push(css.slice(index));
      break;
    }
    parts.push(css.slice(index, slash));
    index = slash + 1;
    if (index >= css.length) {
      parts.push('\uFFFD');
      break;
    }
    let end = index;
    while (end < css.length && end - index < 6 && isHexDigit(css.charCodeAt(end))) end++;
    if (end > index) {
      const code = Number.parseInt(css.slice(index, end), 16);
      const valid = code !== 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      parts.push(valid ? String.fromCodePoint(code) : '\uFFFD');
      index = end;
      if (css.charCodeAt(index) === 0x0d && css.charCodeAt(index + 1) === 0x0a) index += 2;
      else if (index < css.length && isCssWhitespace(css.charCodeAt(index))) index++;
    } else if (isCssNewline(css.charCodeAt(index))) {
      index += css.charCodeAt(index) === 0x0d && css.charCodeAt(index + 1) === 0x0a ? 2 : 1;
    } else {
      const char = String.fromCodePoint(css.codePointAt(index) ?? 0xfffd);
      parts.push(char);
      index += char.length;
    }
  }
  return parts.join('');
}

function withoutCssComments(css: string): string {
  const parts: string[] = [];
  let index = 0;
  while (index < css.length) {
    const start = css.indexOf('/*', index);
    if (start === -1) {
      parts.push(css.slice(index));
      break;
    }
    parts.push(css.slice(index, start));
    const end = css.indexOf('*/', start + 2);
    index = end === -1 ? css.length : end + 2;
  }
  return parts.join('');
}

const CSS_FORBIDDEN = [
  '@import',
  'expression(',
  'behavior',
  '-moz-binding',
  'javascript:',
  'vbscript:',
  'image-set(',
  'image(',
  'cross-fade(',
  'element(',
  'src(',
];

const CSS_SUSPECT = /[\\(@:]|behavior|binding/i;

/**
 * Why this CSS may not stay, or undefined. Checked twice after decoding escapes: as written
 * (comments included, so a comment cannot hide anything) and with comments and whitespace
 * removed (so a comment or a space cannot split a keyword).
 */
export function cssProblem(css: string): string | undefined {
  // Every word checked below needs one of these (or an escape that could spell it).
  if (!CSS_SUSPECT.test(css)) return undefined;
  const decoded = decodeCssEscapes(css).toLowerCase();
  const compact = compactUrl(withoutCssComments(decoded));
  for (const text of [decoded, compact]) {
    const forbidden = CSS_FORBIDDEN.find((word) => text.includes(word));
    if (forbidden) return `CSS: ${forbidden}`;
    let at = text.indexOf('url(');
    while (at !== -1) {
      let index = at + 4;
      while (index < text.length && (text.charCodeAt(index) <= 0x20 || text[index] === '"' || text[index] === "'")) {
        index++;
      }
      if (text[index] !== '#') return 'CSS: url() outside the document';
      at = text.indexOf('url(', index);
    }
  }
  return undefined;
}

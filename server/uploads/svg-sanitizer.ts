/**
 * SVG uploads (logo, map marker, media library): parsed with a real XML parser and rebuilt from an
 * allowlist, instead of searching the text for bad patterns.
 *
 * - Parsing: saxes, namespaces resolved (a prefix never hides what an element is), entities and
 *   character references decoded by the parser, then checked. Not well-formed XML, XML 1.1, an
 *   encoding we cannot decode or a root other than `svg` in the SVG namespace: not an SVG.
 *   Linear time: saxes is a one-pass state machine; its namespace lookup walks the open elements,
 *   so nesting is capped at MAX_DEPTH (checked before each element's attributes are resolved).
 *   Every check below is one pass over a value; the input is at most 2 MB (checked before).
 * - Output: the stored file is always our own serialization of what was kept (never the uploaded
 *   bytes), so what a browser parses is exactly what was checked here (no parser differential).
 *   Elements are written without prefixes in the SVG namespace; the only namespace declarations
 *   are ours (SVG, and XLink when the root declared it or an xlink:href stays). Output in UTF-8.
 *
 * Remove or refuse. An attack is refused, never quietly repaired: the uploader learns the file
 * was refused, and nothing of it is stored. Only what design tools write on their own is removed:
 * - Removed (harmless editor output): comments; `<metadata>` and its content; elements (with their
 *   content) and attributes of editor namespaces (Inkscape, Sodipodi, Adobe Illustrator, Sketch,
 *   Affinity, CorelDRAW, Figma, RDF / Dublin Core / Creative Commons); the standard public SVG
 *   DOCTYPE without an internal subset (Illustrator's "Save as SVG" writes it: it declares nothing
 *   and no parser of ours or of a browser fetches it); unknown SVG elements with their content
 *   (meshgradient, font, ...), plain attributes outside the allowlist (data-name, ...), xlink
 *   attributes other than xlink:href, xml:id. Removed content is still scanned for the dangers
 *   below, so an attack inside editor data is refused too.
 * - Refused (looks like an attack): a script / foreignObject / handler / listener / iframe /
 *   object / embed ... element in any namespace; any element or attribute in the XHTML, MathML,
 *   XSLT, XInclude, XBL, XUL, XForms, XML Events or VML namespace; any other element outside the
 *   SVG namespace and the editor namespaces; event handler attributes (on*, any namespace, any
 *   case); `javascript:`, `vbscript:` in any attribute value (after entity decoding, CSS escape
 *   decoding, whitespace and control characters removed, any case); an `href` (any namespace)
 *   that is not a local `#fragment` (data:, http:, //host, relative files: all refused; the one
 *   exception is a base64 PNG/JPEG/GIF/WebP picture in `<image>`, inert like any image, which
 *   design tools embed); src/action/data/... attributes; xml:base; animation (set, animate, ...)
 *   of href, of event attributes or of anything outside the animatable allowlist; CSS
 *   (`<style>`, style="", presentation attributes, animation values) with `@import`, `url()` not
 *   pointing to `#local`, `image-set()`, `expression(`, `behavior`, `-moz-binding`,
 *   `javascript:` after CSS escapes are decoded, or markup in a `<style>`; a `<style>` of a type
 *   other than text/css; any other DOCTYPE (entities, SYSTEM, internal subset); every processing
 *   instruction (xml-stylesheet, ...; the XML declaration is not one); markup hidden in CDATA or
 *   text (`<script`); nesting deeper than MAX_DEPTH.
 */
import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from 'saxes';

export type SvgVerdict =
  | { ok: true; svg: string; removed: string[] }
  | { ok: false; reason: 'notSvg' | 'unsafe'; detail: string };

export const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** Deeper than any drawing needs; bounds saxes' prefix lookup (it walks the open elements). */
export const MAX_DEPTH = 256;

const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'switch',
  'a',
  'view',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'marker',
  'clipPath',
  'mask',
  'image',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
  'animate',
  'animateMotion',
  'animateTransform',
  'set',
  'mpath',
]);

/** SVG animation elements: what they animate and to what is checked. */
const ANIMATION_ELEMENTS = new Set(['set', 'animate', 'animateColor', 'animateMotion', 'animateTransform', 'discard']);

/** Element names refused in any namespace (compared in lower case). */
const DANGEROUS_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'handler',
  'listener',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'base',
  'link',
  'meta',
]);

/** Namespaces whose elements or attributes can run code or fetch: refused anywhere. */
const DANGEROUS_NAMESPACES = new Set([
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/1998/Math/MathML',
  'http://www.w3.org/1999/XSL/Transform',
  'http://www.w3.org/2001/XInclude',
  'http://www.w3.org/2001/xml-events',
  'http://www.w3.org/2002/xforms',
  'http://www.mozilla.org/xbl',
  'http://www.mozilla.org/keymaster/gatekeeper/there.is.only.xul',
  'urn:schemas-microsoft-com:vml',
]);

/** Editor namespaces: their elements (with content) and attributes are removed. */
const EDITOR_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://inkscape.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.bohemiancoding.com/sketch/ns',
  'http://www.serif.com/',
  'http://www.corel.com/coreldraw/odm/2003',
  'http://www.figma.com/figma/ns',
  'https://boxy-svg.com',
  'http://vectornator.io',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://www.w3.org/2000/01/rdf-schema#',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
]);
const isEditorNamespace = (uri: string) => EDITOR_NAMESPACES.has(uri) || uri.startsWith('http://ns.adobe.com/');

/** Presentation attributes (SVG 1.1 / 2 and the CSS properties SVG maps to attributes). */
const PRESENTATION_ATTRIBUTES = [
  'alignment-baseline',
  'baseline-shift',
  'clip',
  'clip-path',
  'clip-rule',
  'color',
  'color-interpolation',
  'color-interpolation-filters',
  'color-rendering',
  'direction',
  'display',
  'dominant-baseline',
  'enable-background',
  'fill',
  'fill-opacity',
  'fill-rule',
  'filter',
  'flood-color',
  'flood-opacity',
  'font',
  'font-family',
  'font-size',
  'font-size-adjust',
  'font-stretch',
  'font-style',
  'font-variant',
  'font-weight',
  'glyph-orientation-horizontal',
  'glyph-orientation-vertical',
  'image-rendering',
  'isolation',
  'kerning',
  'letter-spacing',
  'lighting-color',
  'marker',
  'marker-end',
  'marker-mid',
  'marker-start',
  'mask',
  'mask-type',
  'mix-blend-mode',
  'opacity',
  'overflow',
  'paint-order',
  'pointer-events',
  'shape-rendering',
  'stop-color',
  'stop-opacity',
  'stroke',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'text-anchor',
  'text-decoration',
  'text-rendering',
  'transform',
  'transform-box',
  'transform-origin',
  'unicode-bidi',
  'vector-effect',
  'visibility',
  'word-spacing',
  'writing-mode',
];

/** Geometry and element attributes that animation may change. */
const GEOMETRY_ATTRIBUTES = [
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'width',
  'height',
  'd',
  'points',
  'pathLength',
  'viewBox',
  'preserveAspectRatio',
  'offset',
  'gradientTransform',
  'patternTransform',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'refX',
  'refY',
  'markerWidth',
  'markerHeight',
  'orient',
  'stdDeviation',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'values',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'kernelMatrix',
  'divisor',
  'bias',
  'surfaceScale',
  'diffuseConstant',
  'specularConstant',
  'specularExponent',
  'limitingConeAngle',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
  'azimuth',
  'elevation',
  'z',
  'scale',
  'radius',
  'baseFrequency',
  'numOctaves',
  'seed',
  'class',
];

/** Other plain attributes kept as they are (after the CSS check). */
const OTHER_ATTRIBUTES = [
  'id',
  'style',
  'lang',
  'tabindex',
  'role',
  'focusable',
  'version',
  'baseProfile',
  'gradientUnits',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerUnits',
  'filterUnits',
  'primitiveUnits',
  'filterRes',
  'in',
  'in2',
  'result',
  'type',
  'order',
  'targetX',
  'targetY',
  'edgeMode',
  'kernelUnitLength',
  'preserveAlpha',
  'xChannelSelector',
  'yChannelSelector',
  'stitchTiles',
  'method',
  'spacing',
  'side',
  'path',
  'requiredFeatures',
  'requiredExtensions',
  'systemLanguage',
  'media',
  'title',
  'attributeName',
  'attributeType',
  'begin',
  'dur',
  'end',
  'min',
  'max',
  'restart',
  'repeatCount',
  'repeatDur',
  'calcMode',
  'keyTimes',
  'keySplines',
  'keyPoints',
  'from',
  'to',
  'by',
  'additive',
  'accumulate',
  'origin',
];

/** Plain text, never read as CSS (still checked for script URLs like every value). */
const FREE_TEXT_ATTRIBUTES = new Set(['id', 'class', 'title', 'lang', 'role']);

const ANIMATABLE = new Set([...PRESENTATION_ATTRIBUTES, ...GEOMETRY_ATTRIBUTES]);
const ALLOWED_ATTRIBUTES = new Set([...PRESENTATION_ATTRIBUTES, ...GEOMETRY_ATTRIBUTES, ...OTHER_ATTRIBUTES]);

/** Attribute names that load or navigate somewhere (besides href): refused on any element. */
const URL_ATTRIBUTES = new Set([
  'src',
  'srcset',
  'srcdoc',
  'action',
  'formaction',
  'data',
  'codebase',
  'classid',
  'archive',
  'background',
  'poster',
  'dynsrc',
  'lowsrc',
  'ping',
  'manifest',
  'longdesc',
  'usemap',
  'profile',
]);

/** The public DOCTYPEs design tools write (compared with whitespace collapsed, quotes as "). */
const STANDARD_DOCTYPES = new Set([
  'svg',
  'svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"',
  'svg PUBLIC "-//W3C//DTD SVG 1.1 Basic//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11-basic.dtd"',
  'svg PUBLIC "-//W3C//DTD SVG 1.1 Tiny//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11-tiny.dtd"',
  'svg PUBLIC "-//W3C//DTD SVG 1.0//EN" "http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/svg10.dtd"',
  'svg PUBLIC "-//W3C//DTD SVG 20010904//EN" "http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/svg10.dtd"',
]);

const UTF8_LABELS = new Set(['utf-8', 'utf8', 'unicode-1-1-utf-8', 'us-ascii', 'ascii']);
/** Single-byte encodings older editors still write (Turkish ones included); decoded, stored as UTF-8. */
const SINGLE_BYTE_LABELS = new Set([
  'iso-8859-1',
  'latin1',
  'iso-8859-9',
  'latin5',
  'iso-8859-15',
  'windows-1252',
  'windows-1254',
  'cp1252',
  'cp1254',
]);

const RASTER_DATA_PREFIXES = [
  'data:image/png;base64,',
  'data:image/jpeg;base64,',
  'data:image/jpg;base64,',
  'data:image/gif;base64,',
  'data:image/webp;base64,',
];

class SvgRefusal extends Error {
  readonly reason: 'notSvg' | 'unsafe';
  constructor(reason: 'notSvg' | 'unsafe', detail: string) {
    super(detail);
    this.reason = reason;
  }
}
const unsafe = (detail: string) => new SvgRefusal('unsafe', detail);
const notSvg = (detail: string) => new SvgRefusal('notSvg', detail);

// ---------------------------------------------------------------------------------------------
// URLs and CSS

/** What a browser's URL parser ignores (spaces, tabs, newlines, control characters): removed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what it removes
const URL_IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;
const compactUrl = (value: string) => value.replace(URL_IGNORED, '');

const SCRIPT_SCHEMES = ['javascript:', 'vbscript:', 'livescript:'];
/** A script URL anywhere in the value, as written or after CSS escapes are decoded. */
function hasScriptScheme(value: string): boolean {
  if (!value.includes(':') && !value.includes('\\')) return false;
  const compact = compactUrl(value).toLowerCase();
  const decoded = compactUrl(decodeCssEscapes(value)).toLowerCase();
  return SCRIPT_SCHEMES.some((scheme) => compact.includes(scheme) || decoded.includes(scheme));
}

/** `#id` (a reference inside this document), with what URL parsers ignore taken out. */
function localReference(value: string): string | undefined {
  const compact = compactUrl(value);
  return compact.startsWith('#') ? compact : undefined;
}

/** A base64 PNG/JPEG/GIF/WebP picture (inert: images never run scripts). */
function rasterDataUri(value: string): string | undefined {
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

// ---------------------------------------------------------------------------------------------
// Encoding

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
function decodeSvgBytes(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const label = declaredEncoding(bytes.subarray(0, 200).toString('latin1'));
  if (label === undefined || UTF8_LABELS.has(label)) return bytes.toString('utf8');
  if (SINGLE_BYTE_LABELS.has(label)) return new TextDecoder(label).decode(bytes);
  throw notSvg(`unsupported encoding: ${label}`);
}

// ---------------------------------------------------------------------------------------------
// Serialization

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};
const escapeText = (text: string) => text.replace(/[&<>]/g, (char) => ESCAPES[char]);
const escapeAttribute = (text: string) => text.replace(/[&<>"\t\n\r]/g, (char) => ESCAPES[char]);

interface Frame {
  kept: boolean;
  name: string;
  /** The start tag is written without its closing `>` until the first child (else `/>`). */
  open: boolean;
  style: boolean;
}

// ---------------------------------------------------------------------------------------------
// The sanitizer

/**
 * Parses an SVG, refuses it when it could run code or reach outside the document, and otherwise
 * answers the cleaned serialization (see the top of this module). A string is taken as already
 * decoded (its declaration may then only name UTF-8); bytes are decoded by BOM or declaration.
 */
export function sanitizeSvg(input: string | Buffer): SvgVerdict {
  const fromBytes = typeof input !== 'string';
  try {
    const text = (fromBytes ? decodeSvgBytes(input) : input).replace(/^\uFEFF/, '');
    // The upload check asks twice about the same file (is it an SVG, is it safe): parsed once.
    if (last?.fromBytes === fromBytes && last.text === text) return last.verdict;
    const verdict = verdictOf(text, fromBytes);
    last = { fromBytes, text, verdict };
    return verdict;
  } catch (error) {
    return refusal(error);
  }
}

let last: { fromBytes: boolean; text: string; verdict: SvgVerdict } | undefined;

function verdictOf(text: string, fromBytes: boolean): SvgVerdict {
  try {
    return { ok: true, ...run(text, fromBytes) };
  } catch (error) {
    return refusal(error);
  }
}

function refusal(error: unknown): SvgVerdict {
  if (error instanceof SvgRefusal) return { ok: false, reason: error.reason, detail: error.message };
  // saxes reports what is not well-formed by throwing.
  return { ok: false, reason: 'notSvg', detail: error instanceof Error ? error.message : String(error) };
}

function run(text: string, fromBytes: boolean): { svg: string; removed: string[] } {
  const removed = new Set<string>();
  const out: string[] = [];
  const stack: Frame[] = [];
  let removedDepth = 0;
  let depth = 0;
  let sawRoot = false;
  let rootIndex = -1;
  let rootAttributes = '';
  let rootEmpty = true;
  let usesXlink = false;
  let styleText: string[] = [];

  const parser = new SaxesParser({ xmlns: true, position: false });

  const openParent = () => {
    const parent = stack[stack.length - 1];
    if (parent?.open) {
      out.push('>');
      parent.open = false;
    }
  };
  const writeCharacters = (characters: string) => {
    const parent = stack[stack.length - 1];
    if (!parent || removedDepth > 0) return;
    if (parent.style) {
      styleText.push(characters);
      return;
    }
    openParent();
    out.push(escapeText(characters));
  };

  parser.on('xmldecl', (declaration) => {
    if (declaration.version !== undefined && declaration.version !== '1.0') {
      throw notSvg(`XML ${declaration.version}`);
    }
    const encoding = declaration.encoding?.toLowerCase();
    if (!fromBytes && encoding !== undefined && !UTF8_LABELS.has(encoding)) {
      throw notSvg(`declared encoding ${encoding} in decoded text`);
    }
  });
  parser.on('doctype', (doctype) => {
    const normalized = doctype.trim().replace(/'/g, '"').split(/\s+/).join(' ');
    if (!STANDARD_DOCTYPES.has(normalized)) throw unsafe('DOCTYPE');
    removed.add('DOCTYPE');
  });
  // The XML declaration is not a processing instruction for saxes (see xmldecl above).
  parser.on('processinginstruction', ({ target }) => {
    throw unsafe(`processing instruction <?${target}?>`);
  });
  parser.on('comment', () => {
    removed.add('comment');
  });

  // Early checks, before namespaces are resolved: an attack is named even when the document is
  // also not well-formed (an unbound prefix, say), and nesting is bounded before any lookup.
  parser.on('opentagstart', (tag) => {
    depth++;
    if (depth > MAX_DEPTH) throw unsafe(`nesting deeper than ${MAX_DEPTH}`);
    const local = tag.name.slice(tag.name.indexOf(':') + 1).toLowerCase();
    if (DANGEROUS_ELEMENTS.has(local)) throw unsafe(`<${tag.name}>`);
  });
  parser.on('attribute', (attribute) => {
    const { name, prefix, local, value } = attribute;
    if (hasScriptScheme(value)) throw unsafe(`${name}: script URL`);
    if (prefix === 'xmlns' || name === 'xmlns') return;
    const lower = local.toLowerCase();
    if (lower.startsWith('on')) throw unsafe(`event handler ${name}`);
    if (URL_ATTRIBUTES.has(lower)) throw unsafe(`${name} attribute`);
    if (prefix === 'xml' && lower === 'base') throw unsafe('xml:base');
    if (lower === 'href' && !localReference(value) && !rasterDataUri(value)) {
      throw unsafe(`${name} outside the document`);
    }
  });

  parser.on('opentag', (tag: SaxesTagNS) => {
    const { uri, local, name } = tag;
    const attributes = Object.values(tag.attributes) as SaxesAttributeNS[];
    if (!sawRoot) {
      sawRoot = true;
      if (uri !== SVG_NS || local !== 'svg') throw notSvg(`root element <${name}> in namespace "${uri}"`);
    }
    if (DANGEROUS_NAMESPACES.has(uri)) throw unsafe(`<${name}> in ${uri}`);
    for (const attribute of attributes) {
      if (DANGEROUS_NAMESPACES.has(attribute.uri)) throw unsafe(`${attribute.name} in ${attribute.uri}`);
    }
    if (uri === SVG_NS && ANIMATION_ELEMENTS.has(local)) checkAnimation(attributes);

    const parent = stack[stack.length - 1];
    if (parent?.style) throw unsafe(`<${name}> inside <style>`);
    let keep = removedDepth === 0;
    if (keep && !(uri === SVG_NS && ALLOWED_ELEMENTS.has(local))) {
      if (uri !== SVG_NS && !isEditorNamespace(uri)) throw unsafe(`<${name}> outside the SVG namespace`);
      removed.add(uri === SVG_NS ? local : name);
      keep = false;
    }
    if (!keep) {
      removedDepth++;
      stack.push({ kept: false, name, open: false, style: false });
      return;
    }

    let written = '';
    for (const attribute of attributes) {
      // The XLink declaration of the root is kept (written by us with the SVG one).
      if (stack.length === 0 && attribute.uri === XMLNS_NS && attribute.local === 'xlink') usesXlink = true;
      const kept = keptAttribute(local, attribute);
      if (kept === undefined) {
        if (attribute.uri !== XMLNS_NS) removed.add(attribute.name);
        continue;
      }
      if (kept.startsWith('xlink:')) usesXlink = true;
      written += ` ${kept}`;
    }
    if (local === 'style') {
      const type = tag.attributes.type as SaxesAttributeNS | undefined;
      if (type && !['', 'text/css'].includes(type.value.trim().toLowerCase()))
        throw unsafe(`<style type="${type.value}">`);
      styleText = [];
    }
    if (stack.length === 0) {
      rootIndex = out.length;
      rootAttributes = written;
      out.push('');
    } else {
      openParent();
      out.push(`<${local}${written}`);
    }
    stack.push({ kept: true, name: local, open: true, style: local === 'style' });
  });

  parser.on('text', (characters) => {
    if (/<\s*script/i.test(characters)) throw unsafe('markup in text');
    writeCharacters(characters);
  });
  parser.on('cdata', (characters) => {
    if (/<\s*script/i.test(characters)) throw unsafe('markup in CDATA');
    const parent = stack[stack.length - 1];
    if (removedDepth === 0 && !parent?.style && characters.includes('<')) throw unsafe('markup in CDATA');
    writeCharacters(characters);
  });

  parser.on('closetag', () => {
    depth--;
    const frame = stack.pop();
    if (!frame) return;
    if (!frame.kept) {
      removedDepth--;
      return;
    }
    if (frame.style) {
      const css = styleText.join('');
      styleText = [];
      if (css.includes('<')) throw unsafe('markup in <style>');
      const problem = cssProblem(css);
      if (problem) throw unsafe(`<style>: ${problem}`);
      if (css.length > 0) {
        if (frame.open) out.push('>');
        frame.open = false;
        out.push(escapeText(css));
      }
    }
    if (stack.length === 0) rootEmpty = frame.open;
    else out.push(frame.open ? '/>' : `</${frame.name}>`);
  });

  parser.write(text).close();

  if (rootIndex === -1) throw notSvg('no root element');
  // The root's namespace declarations are known only now (xlink if any xlink:href stayed).
  const namespaces = ` xmlns="${SVG_NS}"${usesXlink ? ` xmlns:xlink="${XLINK_NS}"` : ''}`;
  out[rootIndex] = `<svg${namespaces}${rootAttributes}`;
  out.push(rootEmpty ? '/>' : '</svg>');
  return { svg: out.join(''), removed: [...removed] };

  /** ` name="value"` for an attribute that stays, undefined for one that is removed. */
  function keptAttribute(element: string, attribute: SaxesAttributeNS): string | undefined {
    const { uri, local, value } = attribute;
    if (uri === XMLNS_NS) return undefined;
    if (local === 'href' && (uri === '' || uri === XLINK_NS)) {
      const target = localReference(value) ?? (element === 'image' ? rasterDataUri(value) : undefined);
      if (target === undefined) throw unsafe(`<${element} ${attribute.name}> outside the document`);
      return `${uri === XLINK_NS ? 'xlink:' : ''}href="${escapeAttribute(target)}"`;
    }
    if (uri === XML_NS)
      return local === 'space' || local === 'lang' ? `xml:${local}="${escapeAttribute(value)}"` : undefined;
    if (uri !== '') return undefined;
    const text = FREE_TEXT_ATTRIBUTES.has(local) || local.startsWith('aria-');
    if (!ALLOWED_ATTRIBUTES.has(local) && !text) return undefined;
    const problem = text ? undefined : cssProblem(value);
    if (problem) throw unsafe(`${element} ${local}: ${problem}`);
    return `${local}="${escapeAttribute(value)}"`;
  }
}

/** set/animate/...: never of href, events or anything outside the animatable allowlist. */
function checkAnimation(attributes: SaxesAttributeNS[]): void {
  for (const attribute of attributes) {
    if (attribute.uri !== '') continue;
    if (attribute.local === 'attributeName') {
      const target = attribute.value.trim();
      if (!ANIMATABLE.has(target)) throw unsafe(`animation of "${target}"`);
    }
    if (['to', 'from', 'by', 'values'].includes(attribute.local)) {
      const problem = cssProblem(attribute.value);
      if (problem) throw unsafe(`animation ${attribute.local}: ${problem}`);
    }
  }
}

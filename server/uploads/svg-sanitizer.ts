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

import { decodeSvgBytes } from './svg-encoding.ts';
import { SvgRefusal, type SvgRefusalReason } from './svg-refusal.ts';
import { walkSvg } from './svg-walker.ts';

// The module's own pieces: svg-allow-lists.ts (what may stay), svg-urls.ts and svg-css.ts (the
// checks of values), svg-walker.ts (one handler per kind of node). Only what others use is here.
export { MAX_DEPTH, SVG_NS } from './svg-allow-lists.ts';
export { cssProblem, decodeCssEscapes } from './svg-css.ts';

export type SvgVerdict =
  | { ok: true; svg: string; removed: string[] }
  | { ok: false; reason: SvgRefusalReason; detail: string };

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
    return { ok: true, ...walkSvg(text, fromBytes) };
  } catch (error) {
    return refusal(error);
  }
}

function refusal(error: unknown): SvgVerdict {
  if (error instanceof SvgRefusal) return { ok: false, reason: error.reason, detail: error.message };
  // saxes reports what is not well-formed by throwing.
  return { ok: false, reason: 'notSvg', detail: error instanceof Error ? error.message : String(error) };
}

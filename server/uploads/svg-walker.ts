/**
 * One pass of saxes over an SVG: each kind of node has its handler below, which refuses what
 * looks like an attack (SvgRefusal), drops what editors add, and writes what stays with our own
 * serialization. The rules themselves are in svg-allow-lists.ts, svg-urls.ts and svg-css.ts.
 */
import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS, type XMLDecl } from 'saxes';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_ELEMENTS,
  ANIMATABLE,
  ANIMATION_ELEMENTS,
  DANGEROUS_ELEMENTS,
  DANGEROUS_NAMESPACES,
  FREE_TEXT_ATTRIBUTES,
  isEditorNamespace,
  MAX_DEPTH,
  STANDARD_DOCTYPES,
  SVG_NS,
  URL_ATTRIBUTES,
  UTF8_LABELS,
  XLINK_NS,
  XML_NS,
  XMLNS_NS,
} from './svg-allow-lists.ts';
import { cssProblem } from './svg-css.ts';
import { notSvg, unsafe } from './svg-refusal.ts';
import { hasScriptScheme, localReference, rasterDataUri } from './svg-urls.ts';

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

/** The cleaned serialization of `text` and what was removed; throws SvgRefusal (or saxes' error). */
export function walkSvg(text: string, fromBytes: boolean): { svg: string; removed: string[] } {
  const walk = new SvgWalk(fromBytes);
  const parser = new SaxesParser({ xmlns: true, position: false });
  parser.on('xmldecl', (declaration) => walk.xmlDeclaration(declaration));
  parser.on('doctype', (doctype) => walk.doctype(doctype));
  // The XML declaration is not a processing instruction for saxes (see xmldecl above).
  parser.on('processinginstruction', ({ target }) => {
    throw unsafe(`processing instruction <?${target}?>`);
  });
  parser.on('comment', () => walk.removed.add('comment'));
  // Early checks, before namespaces are resolved: an attack is named even when the document is
  // also not well-formed (an unbound prefix, say), and nesting is bounded before any lookup.
  parser.on('opentagstart', (tag) => walk.tagStart(tag.name));
  parser.on('attribute', (attribute) => checkRawAttribute(attribute));
  parser.on('opentag', (tag: SaxesTagNS) => walk.element(tag));
  parser.on('text', (characters) => walk.text(characters));
  parser.on('cdata', (characters) => walk.cdata(characters));
  parser.on('closetag', () => walk.close());
  parser.write(text).close();
  return walk.result();
}

/** An attribute as written (prefix unresolved): script URLs, handlers, URL attributes, outside links. */
function checkRawAttribute({
  name,
  prefix,
  local,
  value,
}: {
  name: string;
  prefix: string;
  local: string;
  value: string;
}) {
  if (hasScriptScheme(value)) throw unsafe(`${name}: script URL`);
  if (prefix === 'xmlns' || name === 'xmlns') return;
  const lower = local.toLowerCase();
  if (lower.startsWith('on')) throw unsafe(`event handler ${name}`);
  if (URL_ATTRIBUTES.has(lower)) throw unsafe(`${name} attribute`);
  if (prefix === 'xml' && lower === 'base') throw unsafe('xml:base');
  if (lower === 'href' && !localReference(value) && !rasterDataUri(value)) {
    throw unsafe(`${name} outside the document`);
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

/** The state of one walk: the output so far and the open elements. */
class SvgWalk {
  readonly removed = new Set<string>();
  private readonly out: string[] = [];
  private readonly stack: Frame[] = [];
  /** How many removed elements enclose the current node (their content is checked, not written). */
  private removedDepth = 0;
  private depth = 0;
  private sawRoot = false;
  private rootIndex = -1;
  private rootAttributes = '';
  private rootEmpty = true;
  private usesXlink = false;
  private styleText: string[] = [];
  private readonly fromBytes: boolean;

  constructor(fromBytes: boolean) {
    this.fromBytes = fromBytes;
  }

  xmlDeclaration(declaration: XMLDecl): void {
    if (declaration.version !== undefined && declaration.version !== '1.0') {
      throw notSvg(`XML ${declaration.version}`);
    }
    const encoding = declaration.encoding?.toLowerCase();
    if (!this.fromBytes && encoding !== undefined && !UTF8_LABELS.has(encoding)) {
      throw notSvg(`declared encoding ${encoding} in decoded text`);
    }
  }

  doctype(doctype: string): void {
    const normalized = doctype.trim().replace(/'/g, '"').split(/\s+/).join(' ');
    if (!STANDARD_DOCTYPES.has(normalized)) throw unsafe('DOCTYPE');
    this.removed.add('DOCTYPE');
  }

  tagStart(name: string): void {
    this.depth++;
    if (this.depth > MAX_DEPTH) throw unsafe(`nesting deeper than ${MAX_DEPTH}`);
    const local = name.slice(name.indexOf(':') + 1).toLowerCase();
    if (DANGEROUS_ELEMENTS.has(local)) throw unsafe(`<${name}>`);
  }

  element(tag: SaxesTagNS): void {
    const attributes = Object.values(tag.attributes) as SaxesAttributeNS[];
    this.checkElement(tag, attributes);
    if (!this.keeps(tag)) {
      this.removedDepth++;
      this.stack.push({ kept: false, name: tag.name, open: false, style: false });
      return;
    }
    this.writeStartTag(tag, attributes);
  }

  text(characters: string): void {
    if (/<\s*script/i.test(characters)) throw unsafe('markup in text');
    this.writeCharacters(characters);
  }

  cdata(characters: string): void {
    if (/<\s*script/i.test(characters)) throw unsafe('markup in CDATA');
    if (this.removedDepth === 0 && !this.parent()?.style && characters.includes('<')) throw unsafe('markup in CDATA');
    this.writeCharacters(characters);
  }

  close(): void {
    this.depth--;
    const frame = this.stack.pop();
    if (!frame) return;
    if (!frame.kept) {
      this.removedDepth--;
      return;
    }
    if (frame.style) this.writeStyle(frame);
    if (this.stack.length === 0) this.rootEmpty = frame.open;
    else this.out.push(frame.open ? '/>' : `</${frame.name}>`);
  }

  result(): { svg: string; removed: string[] } {
    if (this.rootIndex === -1) throw notSvg('no root element');
    // The root's namespace declarations are known only now (xlink if any xlink:href stayed).
    const namespaces = ` xmlns="${SVG_NS}"${this.usesXlink ? ` xmlns:xlink="${XLINK_NS}"` : ''}`;
    this.out[this.rootIndex] = `<svg${namespaces}${this.rootAttributes}`;
    this.out.push(this.rootEmpty ? '/>' : '</svg>');
    return { svg: this.out.join(''), removed: [...this.removed] };
  }

  private parent(): Frame | undefined {
    return this.stack[this.stack.length - 1];
  }

  /** Refusals that hold for every element, kept or removed: the root, namespaces, animation, <style>. */
  private checkElement({ uri, local, name }: SaxesTagNS, attributes: SaxesAttributeNS[]): void {
    if (!this.sawRoot) {
      this.sawRoot = true;
      if (uri !== SVG_NS || local !== 'svg') throw notSvg(`root element <${name}> in namespace "${uri}"`);
    }
    if (DANGEROUS_NAMESPACES.has(uri)) throw unsafe(`<${name}> in ${uri}`);
    for (const attribute of attributes) {
      if (DANGEROUS_NAMESPACES.has(attribute.uri)) throw unsafe(`${attribute.name} in ${attribute.uri}`);
    }
    if (uri === SVG_NS && ANIMATION_ELEMENTS.has(local)) checkAnimation(attributes);
    if (this.parent()?.style) throw unsafe(`<${name}> inside <style>`);
  }

  /** Is this element written? Unknown SVG and editor elements are removed, any other refused. */
  private keeps({ uri, local, name }: SaxesTagNS): boolean {
    if (this.removedDepth > 0) return false;
    if (uri === SVG_NS && ALLOWED_ELEMENTS.has(local)) return true;
    if (uri !== SVG_NS && !isEditorNamespace(uri)) throw unsafe(`<${name}> outside the SVG namespace`);
    this.removed.add(uri === SVG_NS ? local : name);
    return false;
  }

  private writeStartTag(tag: SaxesTagNS, attributes: SaxesAttributeNS[]): void {
    const { local } = tag;
    let written = '';
    for (const attribute of attributes) {
      // The XLink declaration of the root is kept (written by us with the SVG one).
      if (this.stack.length === 0 && attribute.uri === XMLNS_NS && attribute.local === 'xlink') this.usesXlink = true;
      const kept = keptAttribute(local, attribute);
      if (kept === undefined) {
        if (attribute.uri !== XMLNS_NS) this.removed.add(attribute.name);
        continue;
      }
      if (kept.startsWith('xlink:')) this.usesXlink = true;
      written += ` ${kept}`;
    }
    if (local === 'style') {
      const type = tag.attributes.type as SaxesAttributeNS | undefined;
      if (type && !['', 'text/css'].includes(type.value.trim().toLowerCase()))
        throw unsafe(`<style type="${type.value}">`);
      this.styleText = [];
    }
    if (this.stack.length === 0) {
      this.rootIndex = this.out.length;
      this.rootAttributes = written;
      this.out.push('');
    } else {
      this.openParent();
      this.out.push(`<${local}${written}`);
    }
    this.stack.push({ kept: true, name: local, open: true, style: local === 'style' });
  }

  /** A <style>'s text, gathered until it closes, checked as a whole, then written. */
  private writeStyle(frame: Frame): void {
    const css = this.styleText.join('');
    this.styleText = [];
    if (css.includes('<')) throw unsafe('markup in <style>');
    const problem = cssProblem(css);
    if (problem) throw unsafe(`<style>: ${problem}`);
    if (css.length > 0) {
      if (frame.open) this.out.push('>');
      frame.open = false;
      this.out.push(escapeText(css));
    }
  }

  private openParent(): void {
    const parent = this.parent();
    if (parent?.open) {
      this.out.push('>');
      parent.open = false;
    }
  }

  private writeCharacters(characters: string): void {
    const parent = this.parent();
    if (!parent || this.removedDepth > 0) return;
    if (parent.style) {
      this.styleText.push(characters);
      return;
    }
    this.openParent();
    this.out.push(escapeText(characters));
  }
}

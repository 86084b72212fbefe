/**
 * The SVG check on real parses: a corpus of known attack payloads (each refused), ordinary
 * designer SVGs (accepted, drawing kept, editor leftovers removed), the CSS decoding, and the
 * time a worst-case 2 MB file takes.
 */
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { SVG_MAX_BYTES } from '../../src/shared/uploads.ts';
import { DESIGNER_SVGS, ISSUE_BYPASSES, SVG_ATTACKS, svgDocument } from '../test/svg-attack-corpus.ts';
import { describeGrowth, nearLinearGrowth } from '../test/work-growth.ts';
import { isSafeSvg, looksLikeSvg } from './file-signature.ts';
import { cssProblem, decodeCssEscapes, MAX_DEPTH, SVG_NS, type SvgVerdict, sanitizeSvg } from './svg-sanitizer.ts';

function accepted(verdict: SvgVerdict): string {
  if (!verdict.ok) throw new Error(`refused (${verdict.reason}): ${verdict.detail}`);
  return verdict.svg;
}

/** Local names of the SVG elements of a document, in order (what a renderer would draw from). */
function svgElements(svg: string): string[] {
  const names: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', (tag) => {
    if (tag.uri === SVG_NS) names.push(tag.local);
  });
  parser.write(svg).close();
  return names;
}

describe('attack corpus', () => {
  it('holds at least 30 distinct payloads, the four bypasses of issue 10 among them', () => {
    expect(SVG_ATTACKS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SVG_ATTACKS.map((attack) => attack.name)).size).toBe(SVG_ATTACKS.length);
    expect(new Set(SVG_ATTACKS.map((attack) => attack.svg)).size).toBe(SVG_ATTACKS.length);
    for (const bypass of ISSUE_BYPASSES) expect(SVG_ATTACKS).toContain(bypass);
  });

  it.each(SVG_ATTACKS.map((attack) => [attack.name, attack] as const))('refuses %s', (_name, attack) => {
    for (const input of [attack.svg, Buffer.from(attack.svg)]) {
      const verdict = sanitizeSvg(input);
      expect(verdict.ok).toBe(false);
      if (!verdict.ok) expect(verdict.reason, verdict.detail).toBe(attack.reason);
    }
    expect(isSafeSvg(attack.svg)).toBe(false);
  });

  it('names an attack as unsafe even when the document is not well-formed besides', () => {
    // The unbound xlink prefix makes it ill-formed; the handler and the link are still named.
    const unbound = `<svg xmlns="${SVG_NS}"><a xlink:href="javascript:alert(1)"><rect/></a></svg>`;
    expect(sanitizeSvg(unbound)).toMatchObject({ ok: false, reason: 'unsafe' });
    expect(sanitizeSvg(`<svg xmlns="${SVG_NS}" onload="alert(1)">`)).toMatchObject({ ok: false, reason: 'unsafe' });
    expect(looksLikeSvg(unbound)).toBe(true);
  });
});

describe('designer SVGs', () => {
  it.each(DESIGNER_SVGS.map((sample) => [sample.name, sample] as const))(
    'accepts %s and keeps its drawing',
    (_name, sample) => {
      const svg = accepted(sanitizeSvg(sample.svg));
      for (const kept of sample.keeps) expect(svg).toContain(kept);
      for (const dropped of sample.drops) expect(svg).not.toContain(dropped);
      expect(svg.startsWith(`<svg xmlns="${SVG_NS}"`)).toBe(true);
      // Every drawing element of the original is still there, in order (only metadata went).
      const original = typeof sample.svg === 'string' ? sample.svg : sanitizedInput(sample.svg);
      const removable = new Set(['metadata']);
      expect(svgElements(svg)).toEqual(svgElements(original).filter((name) => !removable.has(name)));
      // The cleaned file is itself accepted unchanged: what is stored passes the same check.
      expect(accepted(sanitizeSvg(svg))).toBe(svg);
      expect(accepted(sanitizeSvg(Buffer.from(svg)))).toBe(svg);
      expect(looksLikeSvg(svg) && isSafeSvg(svg)).toBe(true);
    },
  );

  it('lists what it removed from editor output', () => {
    const inkscape = DESIGNER_SVGS.find((sample) => sample.name.startsWith('Inkscape'));
    const verdict = sanitizeSvg(inkscape?.svg ?? '');
    expect(verdict.ok && verdict.removed).toEqual(
      expect.arrayContaining(['comment', 'sodipodi:namedview', 'metadata', 'inkscape:version', 'sodipodi:role']),
    );
  });

  it('keeps text and attribute values exact through the serialization', () => {
    const svg = accepted(
      sanitizeSvg(
        svgDocument('<text x="1" aria-label="a &quot;b&quot; &lt;c&gt;&#10;d">x &amp; y &lt; z &gt; w</text>'),
      ),
    );
    expect(svg).toContain('aria-label="a &quot;b&quot; &lt;c&gt;&#10;d"');
    expect(svg).toContain('>x &amp; y &lt; z &gt; w</text>');
  });

  it('accepts a raster picture in <image> but no data: URI anywhere else', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeSvg(svgDocument(`<image href="${png}"/>`)).ok).toBe(true);
    expect(sanitizeSvg(svgDocument(`<use href="${png}"/>`))).toMatchObject({ ok: false, reason: 'unsafe' });
    expect(sanitizeSvg(svgDocument('<image href="data:image/png;base64,iVBOR<w0K"/>')).ok).toBe(false);
  });

  it('removes unknown SVG elements and plain attributes it has no use for, refuses foreign ones', () => {
    const verdict = sanitizeSvg(
      svgDocument('<meshgradient id="m"><meshrow/></meshgradient><rect data-name="Katman 1" contentScriptType="x"/>'),
    );
    expect(verdict.ok && verdict.svg).toBe(
      `<svg xmlns="${SVG_NS}" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100"><rect/></svg>`,
    );
    expect(verdict.ok && verdict.removed).toEqual(['meshgradient', 'data-name', 'contentScriptType']);
  });
});

describe('what is not an SVG', () => {
  it.each([
    ['HTML', '<html><body>hi</body></html>'],
    ['svg without the SVG namespace', '<svg viewBox="0 0 1 1"><rect/></svg>'],
    ['a root of another namespace named svg', '<svg xmlns="http://example.com/"/>'],
    ['unclosed element', `<svg xmlns="${SVG_NS}"><g></svg>`],
    ['two roots', `<svg xmlns="${SVG_NS}"/><svg xmlns="${SVG_NS}"/>`],
    ['an undefined entity', `<svg xmlns="${SVG_NS}"><text>&nbsp;</text></svg>`],
    ['a NUL character', `<svg xmlns="${SVG_NS}">\u0000</svg>`],
    ['XML 1.1', `<?xml version="1.1"?><svg xmlns="${SVG_NS}"/>`],
    ['text that declares a non-UTF-8 encoding', `<?xml version="1.0" encoding="ISO-8859-9"?><svg xmlns="${SVG_NS}"/>`],
    ['an empty file', ''],
  ])('%s', (_name, text) => {
    expect(sanitizeSvg(text)).toMatchObject({ ok: false, reason: 'notSvg' });
    expect(looksLikeSvg(text)).toBe(false);
  });

  it('refuses bytes in an encoding it cannot decode', () => {
    const bytes = Buffer.from(`<?xml version="1.0" encoding="Shift_JIS"?><svg xmlns="${SVG_NS}"/>`);
    expect(sanitizeSvg(bytes)).toMatchObject({ ok: false, reason: 'notSvg' });
  });
});

describe('CSS', () => {
  it('decodes escapes as the CSS tokenizer does', () => {
    expect(decodeCssEscapes('u\\72l(')).toBe('url(');
    expect(decodeCssEscapes('\\000075 rl(')).toBe('url(');
    expect(decodeCssEscapes('\\75\r\nrl(')).toBe('url(');
    expect(decodeCssEscapes('u\\rl(')).toBe('url(');
    expect(decodeCssEscapes('\\0 \\110000 \\d800 x')).toBe('\uFFFD\uFFFD\uFFFDx');
    expect(decodeCssEscapes('a\\\nb\\')).toBe('ab\uFFFD');
    expect(decodeCssEscapes('\\1F600 !')).toBe('😀!');
  });

  it.each([
    'fill: url(#a)',
    "fill: url( '#a' )",
    'stroke:#fff;stroke-width:2',
    '.a{fill:url(#g)} @media (max-width: 10px) { .a { fill: red } }',
    '@font-face { font-family: x; src: local("X") }',
  ])('allows %s', (css) => {
    expect(cssProblem(css)).toBeUndefined();
  });

  it.each([
    'fill: url(https://x/y#a)',
    'fill: URL(http://x)',
    'fill: url(/**/#a)',
    'fill: url(data:image/png;base64,AAAA)',
    '@import "x.css"',
    '@\\69mport "x.css"',
    'width: expression(alert(1))',
    'x: java\\73 cript:alert(1)',
    'behavior: url(#default#x)',
    '-moz-binding: url(#x)',
    'fill: image-set("x.png" 1x)',
    'fill: u/**/rl(#a) url(x)',
  ])('refuses %s', (css) => {
    expect(cssProblem(css)).toBeDefined();
  });
});

describe('bounded work', () => {
  // Each shape is checked at an eighth of the size limit and at the limit: the time may grow
  // about linearly with the file, not with its square (a wall-clock bound flaked under load).
  const eighth = Math.floor(SVG_MAX_BYTES / 8);
  const expectLinear = (make: (bytes: number) => string, ok: boolean) => {
    const full = make(SVG_MAX_BYTES);
    expect(full.length).toBeLessThanOrEqual(SVG_MAX_BYTES);
    expect(full.length).toBeGreaterThan(SVG_MAX_BYTES * 0.9);
    expect(sanitizeSvg(Buffer.from(full)).ok).toBe(ok);
    const linear = nearLinearGrowth(make, (svg) => sanitizeSvg(Buffer.from(svg)), eighth);
    expect(linear.ok, describeGrowth(linear.growth)).toBe(true);
  };
  const fill = (unit: string, bytes: number, around = 200) => unit.repeat(Math.floor((bytes - around) / unit.length));

  it('checks a 2 MB file of 40 000 styled shapes in linear time', () => {
    const shape = '<path d="M0 0L10 10" fill="#fff" style="stroke:red;fill:url(#g)"/>';
    expectLinear((bytes) => svgDocument(fill(shape, bytes)), true);
  });

  it.each([
    ['a 2 MB comment', (bytes: number) => `<svg xmlns="${SVG_NS}"><!--${fill('-x', bytes, 60)}--></svg>`, true],
    [
      '2 MB of CSS escapes and url(',
      (bytes: number) => `<svg xmlns="${SVG_NS}"><style>${fill('\\72 url(  ', bytes, 80)}</style></svg>`,
      false,
    ],
    [
      '2 MB of unclosed CSS comments',
      (bytes: number) => `<svg xmlns="${SVG_NS}"><style>${fill('/*', bytes, 80)}</style></svg>`,
      true,
    ],
    [
      '200 000 attributes',
      (bytes: number) =>
        `<svg xmlns="${SVG_NS}"><g ${Array.from({ length: Math.floor((bytes - 80) / 10) }, (_, i) => `a${i.toString(36).padStart(4, '0')}="1"`).join(' ')}/></svg>`,
      true,
    ],
    ['an element 400 000 levels deep', (bytes: number) => `<svg xmlns="${SVG_NS}">${fill('<g>', bytes, 60)}`, false],
  ])('answers in linear time on %s', (_name, make, ok) => {
    expectLinear(make, ok);
  });

  it(`accepts nesting up to ${MAX_DEPTH} levels and refuses deeper`, () => {
    const nested = (levels: number) => `<svg xmlns="${SVG_NS}">${'<g>'.repeat(levels)}${'</g>'.repeat(levels)}</svg>`;
    expect(sanitizeSvg(nested(MAX_DEPTH - 1)).ok).toBe(true);
    expect(sanitizeSvg(nested(MAX_DEPTH))).toMatchObject({ ok: false, reason: 'unsafe' });
  });
});

/** The decoded text of a designer sample given as bytes (for the element comparison). */
function sanitizedInput(bytes: Buffer): string {
  const text = new TextDecoder(bytes.includes('ISO-8859-9') ? 'iso-8859-9' : 'utf-8').decode(bytes);
  return text.replace(/^\uFEFF/, '');
}

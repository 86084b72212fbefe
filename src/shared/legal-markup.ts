/**
 * The small markup of the legal texts (content entries `legal.<page>.body`, issue 22), read in
 * one pass over the lines (linear time, no regular expressions):
 *
 *   # Title                       the page title (the first one; optional)
 *   ## 1. Heading {#anchor}       a section; the anchor is given or derived from the heading
 *   - item                        a bullet list (consecutive lines)
 *   Table: caption                a table: the caption line, then `| a | b |` rows; the first
 *   | Head | Head |               row is the head, the first cell of each row heads its row;
 *   | Cell | Cell |               `|---|---|` lines are skipped
 *   any other line                a paragraph (a blank line ends it; lines join with a space)
 *
 * Text before the first section is the introduction. Tokens such as `{company}` are filled from
 * the site settings (fillLegalDocument); `[[ ... ]]` marks an optional fragment that is left out
 * when a token in it has no value.
 */

export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] };

export type LegalSection = {
  /** Anchor id, unique on the page. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
};

export type LegalDocument = { title: string; intro: LegalBlock[]; sections: LegalSection[] };

/** A section anchor of the derived kind is at most this long. */
const MAX_ANCHOR = 60;
const TABLE_PREFIX = 'Table:';

/** Lower case ASCII letters and digits joined by '-', Turkish letters spelled in ASCII. */
const ASCII_OF: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/** '1. Toplanan Veriler' → 'toplanan-veriler' (the leading number goes); '' when no Latin letter or digit is left. */
export function anchorOf(heading: string): string {
  let start = 0;
  // A leading "1." or "10 -" numbers the section; it is no part of its name.
  while (start < heading.length && ((heading[start] >= '0' && heading[start] <= '9') || heading[start] === '.'))
    start++;
  let out = '';
  let dash = false;
  for (const char of heading.slice(start).toLocaleLowerCase('tr')) {
    const letter = ASCII_OF[char] ?? char;
    if ((letter >= 'a' && letter <= 'z') || (letter >= '0' && letter <= '9')) {
      if (dash && out !== '') out += '-';
      out += letter;
      dash = false;
      if (out.length >= MAX_ANCHOR) break;
    } else if (char !== '\u0307') {
      // (U+0307 is the dot that lower-casing 'İ' leaves behind: no word break.)
      dash = true;
    }
  }
  return out;
}

/** An explicit anchor: letters, digits, '-' and '_' only (it lands in an id and a #fragment). */
function isAnchor(text: string): boolean {
  if (text === '' || text.length > MAX_ANCHOR) return false;
  for (const char of text) {
    const ok =
      (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z') || (char >= '0' && char <= '9') || char === '-';
    if (!ok && char !== '_') return false;
  }
  return true;
}

/** `Heading {#id}` → heading and the given id, else the heading alone. */
function splitHeading(text: string): { heading: string; id: string | undefined } {
  if (text.endsWith('}')) {
    const open = text.lastIndexOf('{#');
    if (open >= 0) {
      const id = text.slice(open + 2, -1);
      if (isAnchor(id)) return { heading: text.slice(0, open).trim(), id };
    }
  }
  return { heading: text, id: undefined };
}

/** `| a | b |` → ['a', 'b']; a `|---|:--:|` separator → undefined. */
function cellsOf(line: string): string[] | undefined {
  let inner = line.slice(1);
  if (inner.endsWith('|')) inner = inner.slice(0, -1);
  const cells = inner.split('|').map((cell) => cell.trim());
  const separator = cells.every((cell) => {
    if (cell === '') return true;
    for (const char of cell) if (char !== '-' && char !== ':') return false;
    return true;
  });
  return separator ? undefined : cells;
}

/** Parses a legal text; never throws (unknown lines are paragraphs). */
export function parseLegalMarkup(source: string): LegalDocument {
  const document: LegalDocument = { title: '', intro: [], sections: [] };
  const usedIds = new Set<string>(['legal-title']);
  let blocks = document.intro;
  let paragraph: string[] = [];
  let list: string[] | undefined;
  let table: { caption: string; head: string[]; rows: string[][] } | undefined;

  const close = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', items: list });
    if (table && (table.head.length > 0 || table.caption !== ''))
      blocks.push({ kind: 'table', caption: table.caption, head: table.head, rows: table.rows });
    paragraph = [];
    list = undefined;
    table = undefined;
  };
  /** The next number to try per base id: many equal headings stay linear. */
  const nextNumber = new Map<string, number>();
  const uniqueId = (wanted: string) => {
    const base = wanted || 'section';
    let id = wanted || `section-${document.sections.length + 1}`;
    let n = nextNumber.get(base) ?? 2;
    while (usedIds.has(id)) id = `${base}-${n++}`;
    nextNumber.set(base, n);
    usedIds.add(id);
    return id;
  };

  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      close();
    } else if (line.startsWith('## ')) {
      close();
      const { heading, id } = splitHeading(line.slice(3).trim());
      const section: LegalSection = { id: uniqueId(id ?? anchorOf(heading)), heading, blocks: [] };
      document.sections.push(section);
      blocks = section.blocks;
    } else if (line.startsWith('# ')) {
      close();
      if (document.title === '') document.title = line.slice(2).trim();
    } else if (line.startsWith('- ') || line === '-') {
      if (!list) close();
      list ??= [];
      const item = line.slice(1).trim();
      if (item !== '') list.push(item);
    } else if (line.startsWith(TABLE_PREFIX)) {
      close();
      table = { caption: line.slice(TABLE_PREFIX.length).trim(), head: [], rows: [] };
    } else if (line.startsWith('|')) {
      if (!table) close();
      table ??= { caption: '', head: [], rows: [] };
      const cells = cellsOf(line);
      if (cells) {
        if (table.head.length === 0) table.head = cells;
        else table.rows.push(cells);
      }
    } else {
      if (list || table) close();
      paragraph.push(line);
    }
  }
  close();
  return document;
}

/** The names a legal text may use as `{name}`; each is filled from the settings. */
export const LEGAL_TOKENS = ['company', 'address', 'email', 'phone', 'mersis', 'kep'] as const;
export type LegalToken = (typeof LEGAL_TOKENS)[number];
export type LegalValues = Record<LegalToken, string>;

const isToken = (name: string): name is LegalToken => (LEGAL_TOKENS as readonly string[]).includes(name);

/**
 * A text with its tokens filled; undefined when a token outside an optional fragment has no
 * value (the caller leaves out the paragraph, item or row, so no sentence shows a gap). An
 * optional fragment `[[...]]` whose tokens are not all set is left out alone. Unknown `{...}`
 * stay as written.
 */
export function fillLegalText(text: string, values: LegalValues, lenient = false): string | undefined {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('[[', index);
    if (open < 0) break;
    const end = text.indexOf(']]', open + 2);
    if (end < 0) break;
    const before = fillTokens(text.slice(index, open), values, lenient);
    if (before === undefined) return undefined;
    out += before + (fillTokens(text.slice(open + 2, end), values, false) ?? '');
    index = end + 2;
  }
  const rest = fillTokens(text.slice(index), values, lenient);
  return rest === undefined ? undefined : out + rest;
}

/** The longest token name: a `{` further back than this from a `}` opens no token. */
const MAX_TOKEN = Math.max(...LEGAL_TOKENS.map((name) => name.length));

/**
 * `lenient`: an empty token becomes '' instead of failing the text. Each `}` is looked at once,
 * with a bounded look back for its `{`, so any run of braces stays linear.
 */
function fillTokens(text: string, values: LegalValues, lenient: boolean): string | undefined {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const close = text.indexOf('}', index);
    if (close < 0) break;
    const from = Math.max(index, close - MAX_TOKEN - 1);
    const open = text.slice(from, close).lastIndexOf('{');
    const name = open < 0 ? '' : text.slice(from + open + 1, close);
    if (open >= 0 && isToken(name)) {
      const value = values[name].trim();
      if (value === '' && !lenient) return undefined;
      out += text.slice(index, from + open) + value;
    } else {
      out += text.slice(index, close + 1);
    }
    index = close + 1;
  }
  return out + text.slice(index);
}

/** A text whose empty tokens are simply dropped (headings, captions, table heads: never left out). */
const fillAlways = (text: string, values: LegalValues) => (fillLegalText(text, values, true) ?? text).trim();

function fillBlocks(blocks: LegalBlock[], values: LegalValues): LegalBlock[] {
  return blocks.flatMap((block): LegalBlock[] => {
    if (block.kind === 'paragraph') {
      const text = fillLegalText(block.text, values);
      return text === undefined ? [] : [{ kind: 'paragraph', text }];
    }
    if (block.kind === 'list') {
      const items = block.items.flatMap((item) => fillLegalText(item, values) ?? []);
      return items.length === 0 ? [] : [{ kind: 'list', items }];
    }
    const rows = block.rows.flatMap((row) => {
      const cells = row.map((cell) => fillLegalText(cell, values));
      return cells.every((cell) => cell !== undefined) ? [cells as string[]] : [];
    });
    return [
      {
        kind: 'table',
        caption: fillAlways(block.caption, values),
        head: block.head.map((cell) => fillAlways(cell, values)),
        rows,
      },
    ];
  });
}

/** The document with every token filled (see fillLegalText); its structure stays. */
export function fillLegalDocument(document: LegalDocument, values: LegalValues): LegalDocument {
  return {
    title: fillAlways(document.title, values),
    intro: fillBlocks(document.intro, values),
    sections: document.sections.map((section) => ({
      id: section.id,
      heading: fillAlways(section.heading, values),
      blocks: fillBlocks(section.blocks, values),
    })),
  };
}

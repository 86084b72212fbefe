/**
 * Test helper: reads CSV back (RFC 4180: quoted fields, doubled quotes, CRLF between rows), so
 * the exports are checked by parsing them, in vitest and in the browser tests alike.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** Every field quoted, quotes doubled, every row ended by CRLF: how our exports write CSV. */
export const STRICTLY_QUOTED_CSV = /^(?:"(?:[^"]|"")*"(?:,|\r\n))*$/;

import type { AdminContactMessage } from './admin-inbox.ts';

/**
 * CSV as spreadsheets read it safely: RFC 4180 (every field quoted, quotes doubled, CRLF
 * rows), UTF-8 with a byte-order mark so Excel shows Turkish letters, and cells that a
 * spreadsheet would run as a formula (= + - @ tab CR LF first) neutralised with a leading '.
 */
const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One record and its CRLF. */
export function csvLine(cells: ReadonlyArray<string | number | null>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The start of a file: the byte-order mark and the header record. */
export function csvHeader(header: readonly string[]): string {
  return `${BOM}${csvLine(header)}`;
}

/** The export's columns (spec 001 section 9). */
export const CONTACT_CSV_COLUMNS = ['name', 'email', 'phone', 'subject', 'message', 'status', 'date'] as const;

/** Dates as the admin shows them: Turkish locale, Istanbul time. */
export function formatTurkishDateTime(iso: string): string {
  return new Intl.DateTimeFormat('tr-TR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));
}

/** One message as a record of the export (the server streams the file record by record). */
export function contactMessageCsvRow(m: AdminContactMessage): string {
  return csvLine([m.name, m.email, m.phone, m.subject, m.message, m.status, formatTurkishDateTime(m.createdAt)]);
}

/** Fixed file name with the date (security baseline), e.g. iletisim-mesajlari-2026-11-22.csv. */
export function contactCsvFileName(now: Date = new Date()): string {
  return `iletisim-mesajlari-${now.toISOString().slice(0, 10)}.csv`;
}

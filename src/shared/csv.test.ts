import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../server/test/csv-reader.ts';
import type { AdminContactMessage } from './admin-inbox.ts';
import {
  CONTACT_CSV_COLUMNS,
  contactCsvFileName,
  contactMessageCsvRow,
  csvCell,
  csvHeader,
  csvLine,
  formatTurkishDateTime,
} from './csv.ts';

const BOM = '\uFEFF';

/** A whole file, as the server streams it: the header, then one record after another. */
const toCsv = (header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>) =>
  csvHeader(header) + rows.map(csvLine).join('');
const contactMessagesCsv = (messages: readonly AdminContactMessage[]) =>
  csvHeader(CONTACT_CSV_COLUMNS) + messages.map(contactMessageCsvRow).join('');

function message(fields: Partial<AdminContactMessage>): AdminContactMessage {
  const base = {
    id: 1,
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    phone: '+90 555 000 00 00',
    subject: 'Teklif',
    message: 'Merhaba',
    status: 'new' as const,
    createdAt: '2026-03-04T09:05:00.000Z',
    updatedAt: '2026-03-04T09:05:00.000Z',
    packageName: null,
    language: 'tr',
    recommendation: null,
    recommendationTr: null,
    page: null,
    spamReason: null,
    ...fields,
  };
  return { ...base, fullName: base.name, serviceType: base.subject };
}

describe('csvCell', () => {
  it('quotes every field and doubles quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell('')).toBe('""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it.each(['=', '+', '-', '@', '\t', '\r', '\n'])('neutralises a cell starting with %j', (start) => {
    expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
  });

  it('leaves those characters alone elsewhere in the cell', () => {
    expect(csvCell('a=b+c-d@e')).toBe('"a=b+c-d@e"');
    expect(csvCell(' =1')).toBe('" =1"');
  });

  it('neutralises a formula that also needs its quotes doubled', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
  });

  it('keeps Turkish letters as they are', () => {
    expect(csvCell('ÇĞİÖŞÜ çğıöşü')).toBe('"ÇĞİÖŞÜ çğıöşü"');
  });
});

describe('toCsv', () => {
  it('starts with the BOM, separates rows with CRLF and ends with one', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        ['1', '2'],
        ['3', null],
      ],
    );
    expect(csv).toBe(`${BOM}"a","b"\r\n"1","2"\r\n"3",""\r\n`);
  });

  it('keeps line breaks inside a quoted field', () => {
    const csv = toCsv(['message'], [['first line\nsecond line\r\nthird']]);
    expect(csv).toBe(`${BOM}"message"\r\n"first line\nsecond line\r\nthird"\r\n`);
    expect(parseCsv(csv.slice(1))).toEqual([['message'], ['first line\nsecond line\r\nthird']]);
  });
});

describe('contactMessagesCsv', () => {
  it('has the spec columns and one row per message that reads back to the same values', () => {
    const messages = [
      message({ id: 2, subject: '=cmd|"/c calc"!A1, şimdi', message: 'Satır 1\nSatır 2, "alıntı"', status: 'read' }),
      message({ id: 1, name: '@Ali', phone: '-5', email: '+x@example.com' }),
    ];
    const csv = contactMessagesCsv(messages);
    expect(csv.startsWith(`${BOM}"name","email","phone","subject","message","status","date"\r\n`)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);

    const rows = parseCsv(csv.slice(1));
    expect(rows[0]).toEqual([...CONTACT_CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      'Ayşe Yılmaz',
      'ayse@example.com',
      "'+90 555 000 00 00",
      '\'=cmd|"/c calc"!A1, şimdi',
      'Satır 1\nSatır 2, "alıntı"',
      'read',
      formatTurkishDateTime('2026-03-04T09:05:00.000Z'),
    ]);
    // Turkish locale, Istanbul time (UTC+3).
    expect(rows[1][6]).toMatch(/^0?4\.03\.2026 12:05$/);
    expect(rows[2].slice(0, 3)).toEqual(["'@Ali", "'+x@example.com", "'-5"]);
  });

  it('is only the header for no messages', () => {
    expect(contactMessagesCsv([])).toBe(`${BOM}"name","email","phone","subject","message","status","date"\r\n`);
  });
});

describe('contactCsvFileName', () => {
  it('is fixed, with the date', () => {
    expect(contactCsvFileName(new Date('2026-11-22T10:00:00Z'))).toBe('iletisim-mesajlari-2026-11-22.csv');
  });
});

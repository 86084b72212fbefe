import type { AdminContactMessage } from './admin-inbox.ts';
import type { ContactStatus } from './contact.ts';
import { csvCell, formatTurkishDateTime } from './csv.ts';

/**
 * The owner's "Excel (Türkçe)" export beside the spec's CSV (issue 22): what Excel in a Turkish
 * locale opens by double-click — semicolons between cells (its list separator), a byte-order
 * mark, Turkish headers and status names, and every field of a lead, package, language, page
 * and the recommender's answers included. Cells are quoted and formulas neutralised as in the CSV.
 * Turkish by design (the owner's working language), like the owner's notification mail.
 */
export const CONTACT_EXCEL_COLUMNS = [
  'Tarih',
  'Ad Soyad',
  'E-posta',
  'Telefon',
  'Konu',
  'Mesaj',
  'Durum',
  'Paket',
  'Öneri ve cevaplar',
  'Dil',
  'Sayfa',
] as const;

export const CONTACT_STATUS_TR: Record<ContactStatus, string> = {
  new: 'Yeni',
  read: 'Okundu',
  replied: 'Yanıtlandı',
  archived: 'Arşivlendi',
  spam: 'Spam',
};

const BOM = '\uFEFF';
const line = (cells: ReadonlyArray<string | null>) => `${cells.map(csvCell).join(';')}\r\n`;
const languageNames = new Intl.DisplayNames('tr', { type: 'language' });

/** A language code as a Turkish name ("İngilizce"); an unknown or missing one as it is. */
function languageName(code: string | null): string {
  if (!code) return '';
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

export const contactExcelHeader = () => `${BOM}${line(CONTACT_EXCEL_COLUMNS)}`;

export function contactExcelRow(m: AdminContactMessage): string {
  return line([
    formatTurkishDateTime(m.createdAt),
    m.name,
    m.email,
    m.phone,
    m.subject,
    m.message,
    CONTACT_STATUS_TR[m.status],
    m.packageName,
    // The owner's sheet: the answers in Turkish where the visitor wrote in another language.
    m.recommendationTr ?? m.recommendation,
    languageName(m.language),
    m.page,
  ]);
}

/** e.g. iletisim-mesajlari-2026-11-22-excel.csv: a .csv Excel opens, named apart from the spec's file. */
export function contactExcelFileName(now: Date = new Date()): string {
  return `iletisim-mesajlari-${now.toISOString().slice(0, 10)}-excel.csv`;
}

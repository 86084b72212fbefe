import { describe, expect, it } from 'vitest';
import type { AdminContactMessage } from './admin-inbox.ts';
import { contactExcelFileName, contactExcelHeader, contactExcelRow } from './contact-excel.ts';

const message: AdminContactMessage = {
  id: 1,
  name: 'Ayşe "Aysel" Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 555 000 00 00',
  subject: 'Teklif',
  message: '=HYPERLINK("x")\nikinci satır',
  status: 'replied',
  createdAt: '2026-11-27T09:30:00.000Z',
  fullName: 'Ayşe Yılmaz',
  serviceType: 'Teklif',
  packageName: 'Profesyonel',
  language: 'en',
  recommendation: 'Products: 50; budget: 50.000 TL',
  recommendationTr: null,
  page: '/en/ecommerce',
  spamReason: null,
  updatedAt: '2026-11-27T09:30:00.000Z',
};

describe('the Turkish Excel export', () => {
  it('has Turkish headers after a byte-order mark, separated by semicolons', () => {
    expect(contactExcelHeader()).toBe(
      '\uFEFF"Tarih";"Ad Soyad";"E-posta";"Telefon";"Konu";"Mesaj";"Durum";"Paket";"Öneri ve cevaplar";"Dil";"Sayfa"\r\n',
    );
  });

  it('writes Turkish status and language names, the package, answers and page, and neutralises formulas', () => {
    const row = contactExcelRow(message);
    expect(row).toBe(
      '"27.11.2026 12:30";"Ayşe ""Aysel"" Yılmaz";"ayse@example.com";"\'+90 555 000 00 00";"Teklif";"\'=HYPERLINK(""x"")\nikinci satır";"Yanıtlandı";"Profesyonel";"Products: 50; budget: 50.000 TL";"İngilizce";"/en/ecommerce"\r\n',
    );
    expect(contactExcelRow({ ...message, language: null, packageName: null, status: 'new' })).toContain('"Yeni";"";');
  });

  it('is named apart from the spec CSV', () => {
    expect(contactExcelRow({ ...message, recommendationTr: 'Ürünler: 50' })).toContain('"Profesyonel";"Ürünler: 50";');
    expect(contactExcelFileName(new Date('2026-11-27T10:00:00Z'))).toBe('iletisim-mesajlari-2026-11-27-excel.csv');
  });
});

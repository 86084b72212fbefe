import { describe, expect, it } from 'vitest';
import type { AdminContactMessage } from '../../shared/admin-inbox.ts';
import { filterMessages, foldForSearch } from './message-filter.ts';

function message(id: number, fields: Partial<AdminContactMessage>): AdminContactMessage {
  const base = {
    id,
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    phone: '+90 555 000 00 00',
    subject: 'Web sitesi',
    message: 'Merhaba, teklif almak istiyorum.',
    status: 'new' as const,
    createdAt: '2026-01-02T10:00:00.000Z',
    packageName: null,
    language: 'tr',
    ...fields,
  };
  return { ...base, fullName: base.name, serviceType: base.subject };
}

const MESSAGES = [
  message(1, {}),
  message(2, { name: 'John Smith', email: 'JOHN@EXAMPLE.COM', status: 'read', subject: 'İSTANBUL ofisi' }),
  message(3, { name: 'Mehmet Öz', status: 'archived', packageName: 'Kurumsal Paket', message: 'Şirketimiz için' }),
];

const ids = (list: AdminContactMessage[]) => list.map((m) => m.id);

describe('message filter', () => {
  it('keeps everything without a filter', () => {
    expect(ids(filterMessages(MESSAGES, 'all', '  '))).toEqual([1, 2, 3]);
  });

  it('filters by status', () => {
    expect(ids(filterMessages(MESSAGES, 'read', ''))).toEqual([2]);
    expect(ids(filterMessages(MESSAGES, 'replied', ''))).toEqual([]);
  });

  it('searches every text field, ignoring case, accents and the Turkish dotless i', () => {
    expect(ids(filterMessages(MESSAGES, 'all', 'john@example'))).toEqual([2]);
    expect(ids(filterMessages(MESSAGES, 'all', 'istanbul'))).toEqual([2]);
    expect(ids(filterMessages(MESSAGES, 'all', 'sirketimiz'))).toEqual([3]);
    expect(ids(filterMessages(MESSAGES, 'all', 'kurumsal'))).toEqual([3]);
    expect(ids(filterMessages(MESSAGES, 'all', 'AYSE YILMAZ'))).toEqual([1]);
    expect(ids(filterMessages(MESSAGES, 'all', '555 000'))).toEqual([1, 2, 3]);
  });

  it('combines status and search', () => {
    expect(ids(filterMessages(MESSAGES, 'new', 'john'))).toEqual([]);
    expect(ids(filterMessages(MESSAGES, 'archived', 'öz'))).toEqual([3]);
  });

  it('folds Turkish letters', () => {
    expect(foldForSearch('ŞİŞLİ Çağrı INFO')).toBe('sisli cagri info');
  });
});

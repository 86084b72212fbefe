import { describe, expect, it } from 'vitest';
import { exportPath } from './export-path.ts';

describe('exportPath', () => {
  it('gives the CSV address without filters', () => {
    expect(exportPath({})).toBe('/api/admin/contacts/export');
  });

  it('gives the Excel address with the same filters as the CSV', () => {
    const filters = { status: 'new' as const, search: 'çay & simit' };
    expect(exportPath(filters, 'excel')).toBe('/api/admin/contacts/export/excel?status=new&search=%C3%A7ay+%26+simit');
    expect(exportPath(filters, 'csv')).toBe('/api/admin/contacts/export?status=new&search=%C3%A7ay+%26+simit');
  });
});

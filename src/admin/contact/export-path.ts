import type { ContactMessageFilters } from '../../shared/admin-inbox.ts';

/** The spec's CSV, or the Turkish file for Excel (issue 22); both take the same filters. */
export type ExportFormat = 'csv' | 'excel';

const EXPORT_BASE: Record<ExportFormat, string> = {
  csv: '/api/admin/contacts/export',
  excel: '/api/admin/contacts/export/excel',
};

/** The export of the filters' messages: `/api/admin/contacts/export[/excel]?status=...&search=...`. */
export function exportPath(filters: ContactMessageFilters, format: ExportFormat = 'csv'): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.search) query.set('search', filters.search);
  const search = query.toString();
  return `${EXPORT_BASE[format]}${search ? `?${search}` : ''}`;
}

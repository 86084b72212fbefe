import type { AdminContactMessage } from '../../shared/admin-inbox.ts';
import type { ContactStatus } from '../../shared/contact.ts';

export type StatusFilter = ContactStatus | 'all';

/**
 * Search text folded so that Turkish letters, case and accents do not matter: "sirket" finds
 * "Şirket", "istanbul" finds "İSTANBUL" and "ınfo" finds "INFO".
 */
export function foldForSearch(text: string): string {
  return text.toLocaleLowerCase('tr-TR').replaceAll('ı', 'i').normalize('NFD').replace(/\p{M}/gu, '');
}

/** The messages of a status (or all) whose name, e-mail, phone, subject, message or package contain the search. */
export function filterMessages(
  messages: readonly AdminContactMessage[],
  status: StatusFilter,
  search: string,
): AdminContactMessage[] {
  const needle = foldForSearch(search.trim());
  return messages.filter((message) => {
    if (status !== 'all' && message.status !== status) return false;
    if (!needle) return true;
    const haystack = [
      message.name,
      message.email,
      message.phone,
      message.subject,
      message.message,
      message.packageName ?? '',
    ].join('\n');
    return foldForSearch(haystack).includes(needle);
  });
}

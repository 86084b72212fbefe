import { CONTACT_STATUSES, type ContactStatus } from '../../shared/contact.ts';

/** The four statuses in selector order, with their text ids and badge colours. */
export const STATUS_OPTIONS = CONTACT_STATUSES;

export function statusMessageId(status: ContactStatus): string {
  return `admin.contact.status.${status}`;
}

export const STATUS_COLOR: Record<ContactStatus, string> = {
  new: 'blue',
  read: 'gray',
  replied: 'green',
  archived: 'dark',
};

import type { AdminMessageId } from '../../i18n/message-ids.ts';
import { CONTACT_STATUSES, type ContactStatus } from '../../shared/contact.ts';

/** The statuses in selector order, with their text ids and badge colours. */
export const STATUS_OPTIONS = CONTACT_STATUSES;
/** The statuses of the messages tab's filter: spam has a tab of its own. */
export const LEAD_STATUSES = CONTACT_STATUSES.filter((status) => status !== 'spam');

export function statusMessageId(status: ContactStatus): AdminMessageId {
  return `admin.contact.status.${status}`;
}

export const STATUS_COLOR: Record<ContactStatus, string> = {
  new: 'blue',
  read: 'gray',
  replied: 'green',
  archived: 'dark',
  spam: 'red',
};

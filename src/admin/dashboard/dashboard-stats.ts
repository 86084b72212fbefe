import type { AdminMessageId } from '../../i18n/message-ids.ts';
import type { AdminStats } from '../../shared/admin-inbox.ts';
import type { ContactStatus } from '../../shared/contact.ts';

export type StatCard = {
  key: string;
  labelId: AdminMessageId;
  value: (stats: AdminStats) => number;
  /** A second, smaller count under the main one (new messages, active subscribers). */
  detail?: { messageId: AdminMessageId; value: (stats: AdminStats) => number };
};

/** The eight cards of spec 001 section 2, in its order. */
export const STAT_CARDS: readonly StatCard[] = [
  { key: 'totalContent', labelId: 'admin.dashboard.stat.totalContent', value: (s) => s.totalContent },
  { key: 'activeLanguages', labelId: 'admin.dashboard.stat.activeLanguages', value: (s) => s.activeLanguages },
  {
    key: 'contacts',
    labelId: 'admin.dashboard.stat.contacts',
    value: (s) => s.totalContacts,
    detail: { messageId: 'admin.dashboard.stat.newContacts', value: (s) => s.newContacts },
  },
  {
    key: 'subscribers',
    labelId: 'admin.dashboard.stat.subscribers',
    value: (s) => s.totalSubscriptions,
    detail: { messageId: 'admin.dashboard.stat.activeSubscribers', value: (s) => s.activeSubscriptions },
  },
  { key: 'media', labelId: 'admin.dashboard.stat.media', value: (s) => s.totalMedia },
  { key: 'services', labelId: 'admin.dashboard.stat.services', value: (s) => s.totalServices },
  { key: 'projects', labelId: 'admin.dashboard.stat.projects', value: (s) => s.totalProjects },
  { key: 'packages', labelId: 'admin.dashboard.stat.packages', value: (s) => s.totalPackages },
];

/**
 * Badge look of each contact status; the colours keep 4.5:1 text contrast (Mantine's light
 * green and teal do not, hence filled teal.9 for the good states).
 */
export const STATUS_BADGE: Record<ContactStatus, BadgeLook> = {
  new: { color: 'orange', variant: 'filled' },
  read: { color: 'blue', variant: 'light', c: 'blue.9' },
  replied: { color: 'teal.9', variant: 'filled' },
  archived: { color: 'gray', variant: 'light', c: 'gray.8' },
  spam: { color: 'red', variant: 'light', c: 'red.9' },
};

export type BadgeLook = { color: string; variant: 'filled' | 'light'; c?: string };

/** Active and inactive subscribers. */
export const ACTIVE_BADGE: BadgeLook = { color: 'teal.9', variant: 'filled' };
export const INACTIVE_BADGE: BadgeLook = { color: 'gray', variant: 'light', c: 'gray.8' };

import { describe, expect, it } from 'vitest';
import { ADMIN_CATALOGS as adminDashboardMessages } from '../../i18n/all-catalogs.ts';
import type { AdminStats } from '../../shared/admin-inbox.ts';
import { CONTACT_STATUSES } from '../../shared/contact.ts';
import { STAT_CARDS, STATUS_BADGE } from './dashboard-stats.ts';

const STATS: AdminStats = {
  totalContent: 1,
  activeLanguages: 5,
  totalContacts: 2,
  newContacts: 3,
  spamContacts: 0,
  totalSubscriptions: 4,
  activeSubscriptions: 5,
  totalMedia: 6,
  totalServices: 7,
  totalProjects: 8,
  totalPackages: 9,
};

describe('dashboard cards', () => {
  it('are the eight counts of spec 001 in its order, with new messages and active subscribers', () => {
    expect(STAT_CARDS.map((card) => card.value(STATS))).toEqual([1, 5, 2, 4, 6, 7, 8, 9]);
    expect(STAT_CARDS.filter((card) => card.detail).map((card) => card.detail?.value(STATS))).toEqual([3, 5]);
  });

  it('have labels, and every contact status a badge and a label', () => {
    const ids = [
      ...STAT_CARDS.flatMap((card) => [card.labelId, card.detail?.messageId ?? card.labelId]),
      ...CONTACT_STATUSES.map((status) => `admin.dashboard.status.${status}`),
    ];
    for (const id of ids) expect(adminDashboardMessages.tr, id).toHaveProperty(id);
    for (const status of CONTACT_STATUSES) expect(STATUS_BADGE[status], status).toBeDefined();
  });
});

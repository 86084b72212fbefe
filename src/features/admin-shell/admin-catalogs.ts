import type { Language } from '../../shared/languages.ts';
import { adminAccountMessages } from '../admin-account/messages.ts';
import { adminActivityMessages } from '../admin-activity/messages.ts';
import { adminContactMessages } from '../admin-contact/messages.ts';
import { adminContentMessages } from '../admin-content/messages.ts';
import { adminDashboardMessages } from '../admin-dashboard/messages.ts';
import { adminMediaMessages } from '../admin-media/messages.ts';
import { adminOutboxMessages } from '../admin-outbox/messages.ts';
import { adminPricingMessages } from '../admin-pricing/messages.ts';
import { adminProjectsMessages } from '../admin-projects/messages.ts';
import { adminServicesMessages } from '../admin-services/messages.ts';
import { adminSettingsMessages } from '../admin-settings/messages.ts';
import { adminUsersMessages } from '../admin-users/messages.ts';
import type { AdminCatalog } from './admin-messages.ts';
import { adminCommonMessages } from './messages.ts';

/** Every admin screen's texts; add a screen's catalog here. */
export const ADMIN_CATALOGS: Record<string, AdminCatalog> = {
  common: adminCommonMessages,
  dashboard: adminDashboardMessages,
  settings: adminSettingsMessages,
  content: adminContentMessages,
  services: adminServicesMessages,
  projects: adminProjectsMessages,
  pricing: adminPricingMessages,
  media: adminMediaMessages,
  contact: adminContactMessages,
  outbox: adminOutboxMessages,
  account: adminAccountMessages,
  users: adminUsersMessages,
  activity: adminActivityMessages,
};

/** The admin texts of one language, Turkish underneath for any gap. */
export function adminMessagesFor(language: Language): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const catalog of Object.values(ADMIN_CATALOGS)) Object.assign(merged, catalog.tr, catalog[language]);
  return merged;
}

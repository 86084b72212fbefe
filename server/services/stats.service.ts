import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminStats } from '../../src/shared/admin-inbox.ts';
import { LANGUAGES } from '../../src/shared/languages.ts';

/** The dashboard's counts in one round trip. */
export async function getAdminStats(em: EntityManager): Promise<AdminStats> {
  const [row] = await em
    .getConnection()
    .execute<Array<Record<Exclude<keyof AdminStats, 'activeLanguages'>, string | number>>>(`select
      (select count(*) from content_entries) as "totalContent",
      (select count(*) from contact_messages where status <> 'spam') as "totalContacts",
      (select count(*) from contact_messages where status = 'spam') as "spamContacts",
      (select count(*) from contact_messages where status = 'new') as "newContacts",
      (select count(*) from newsletter_subscribers) as "totalSubscriptions",
      (select count(*) from newsletter_subscribers where is_active) as "activeSubscriptions",
      (select count(*) from media_files) as "totalMedia",
      (select count(*) from services) as "totalServices",
      (select count(*) from projects) as "totalProjects",
      (select count(*) from pricing_packages) as "totalPackages"`);
  const count = (key: keyof typeof row) => Number(row[key]);
  return {
    totalContent: count('totalContent'),
    activeLanguages: LANGUAGES.length,
    totalContacts: count('totalContacts'),
    newContacts: count('newContacts'),
    spamContacts: count('spamContacts'),
    totalSubscriptions: count('totalSubscriptions'),
    activeSubscriptions: count('activeSubscriptions'),
    totalMedia: count('totalMedia'),
    totalServices: count('totalServices'),
    totalProjects: count('totalProjects'),
    totalPackages: count('totalPackages'),
  };
}

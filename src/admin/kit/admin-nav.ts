/** The admin sections of spec 001 section 2 after the dashboard, in sidebar order. */
const ADMIN_SECTIONS = [
  'content',
  'settings',
  'services',
  'projects',
  'pricing',
  'media',
  'contact',
  'outbox',
  'users',
  'activity',
  'integrations',
] as const;
type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** A section's link: its page `/admin/<section>` and its name `admin.nav.<section>`. */
export const adminSectionLink = <const Section extends AdminSection>(section: Section) =>
  ({ to: `/admin/${section}`, labelId: `admin.nav.${section}` }) as const;

/** Sidebar links: the dashboard, then every section. */
export const ADMIN_NAV = [
  { to: '/admin', labelId: 'admin.nav.dashboard' },
  ...ADMIN_SECTIONS.map(adminSectionLink),
] as const;

import type { SiteMessageId } from '../i18n/message-ids.ts';
import type { PublicPricingPackage } from '../shared/catalog.ts';

/** Package categories of the /ecommerce filter (spec 000 sections 2 and 4); 'all' first. */
export const PACKAGE_FILTERS = ['all', 'baslangic', 'standart', 'profesyonel', 'kurumsal'] as const;
export type PackageFilter = (typeof PACKAGE_FILTERS)[number];

/** A package's category: its slug without the 'tbt-' prefix (tbt-profesyonel → profesyonel). */
export function packageCategory(slug: string): string {
  return slug.replace(/^tbt-/, '');
}

/** Business days until delivery (spec 000 section 9); an unknown slug gets the enterprise value. */
const DELIVERY_DAYS: Record<string, string> = {
  'tbt-baslangic': '7-10',
  'tbt-standart': '10-14',
  'tbt-profesyonel': '14-21',
  'tbt-kurumsal': '21-30',
};

export function deliveryDays(slug: string): string {
  return DELIVERY_DAYS[slug] ?? DELIVERY_DAYS['tbt-kurumsal'];
}

/** The per-package detail texts of spec 000 section 9, as message ids; unknown slugs get enterprise. */
export const PACKAGE_DETAIL_FIELDS = ['products', 'users', 'support', 'extra'] as const;
export type PackageDetailField = (typeof PACKAGE_DETAIL_FIELDS)[number];

const DETAIL_CATEGORIES = ['baslangic', 'standart', 'profesyonel', 'kurumsal'] as const;
const isDetailCategory = (category: string): category is (typeof DETAIL_CATEGORIES)[number] =>
  (DETAIL_CATEGORIES as readonly string[]).includes(category);

export function packageDetailId(slug: string, field: PackageDetailField): SiteMessageId {
  const category = packageCategory(slug);
  return `ecommerce.package.detail.${isDetailCategory(category) ? category : 'kurumsal'}.${field}`;
}

/** How many packages each filter button shows. */
export function countByFilter(packages: Pick<PublicPricingPackage, 'slug'>[]): Record<PackageFilter, number> {
  const counts = Object.fromEntries(PACKAGE_FILTERS.map((filter) => [filter, 0])) as Record<PackageFilter, number>;
  counts.all = packages.length;
  for (const pkg of packages) {
    const category = packageCategory(pkg.slug) as PackageFilter;
    if (category in counts && category !== 'all') counts[category] += 1;
  }
  return counts;
}

export function matchesFilter(pkg: Pick<PublicPricingPackage, 'slug'>, filter: PackageFilter): boolean {
  return filter === 'all' || packageCategory(pkg.slug) === filter;
}

/** ?package={name} for /contact; loosely typed like sitePath, since the contact route's search is not known here. */
export function packageSearch(name: string) {
  return { package: name } as never;
}

import type { SiteMessageId } from '../i18n/message-ids.ts';
import type { PublicPricingPackage } from '../shared/catalog.ts';
import { formatLira } from '../shared/price.ts';

export type PackageBadge = 'mostPopular' | 'opportunity' | 'enterprise' | 'standard';

/**
 * Badge of spec 000 section 4: the featured package is the most popular one; otherwise the
 * starter package is the opportunity, the enterprise package is enterprise, any other standard.
 */
export function packageBadge(pkg: Pick<PublicPricingPackage, 'slug' | 'featured'>): PackageBadge {
  if (pkg.featured) return 'mostPopular';
  if (pkg.slug === 'tbt-baslangic') return 'opportunity';
  if (pkg.slug === 'tbt-kurumsal') return 'enterprise';
  return 'standard';
}

/** The most popular package's card and start button stand out. */
export function isMostPopular(pkg: Pick<PublicPricingPackage, 'slug' | 'featured'>): boolean {
  return packageBadge(pkg) === 'mostPopular';
}

/**
 * A price in Turkish lira in the tr-TR number format whatever the interface language
 * ('14900' → '14.900 ₺'); null when the price is empty (the card then says 'get price').
 * A value that is not a number is shown as stored.
 */
export function formatPackagePrice(price: string): string | null {
  const trimmed = price.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? formatLira(value) : trimmed;
}

/** Badge looks, with colours that keep 4.5:1 text contrast. */
export const PACKAGE_BADGE_STYLE: Record<PackageBadge, { color: string; variant: 'filled' | 'light' }> = {
  mostPopular: { color: 'orange', variant: 'filled' },
  opportunity: { color: 'teal.9', variant: 'filled' },
  enterprise: { color: 'dark', variant: 'light' },
  standard: { color: 'dark', variant: 'light' },
};

/** The message id of each badge. */
export const PACKAGE_BADGE_MESSAGE: Record<PackageBadge, SiteMessageId> = {
  mostPopular: 'ecommerce.badge.mostPopular',
  opportunity: 'ecommerce.badge.opportunity',
  enterprise: 'ecommerce.badge.enterprise',
  standard: 'ecommerce.badge.standard',
};

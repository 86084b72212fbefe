import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import {
  formatPackagePrice,
  PACKAGE_BADGE_MESSAGE,
  PACKAGE_BADGE_STYLE,
  packageBadge,
} from '../lib/package-display.ts';
import type { PublicPricingPackage } from '../shared/catalog.ts';

/** The badge of spec 000 section 4 (most popular, opportunity, enterprise, standard). */
export function PackageBadgeLabel({ pkg }: { pkg: Pick<PublicPricingPackage, 'slug' | 'featured'> }) {
  const badge = packageBadge(pkg);
  return (
    <Badge
      variant={PACKAGE_BADGE_STYLE[badge].variant}
      color={PACKAGE_BADGE_STYLE[badge].color}
      size="lg"
      style={{ alignSelf: 'flex-start' }}
    >
      <FormattedMessage id={PACKAGE_BADGE_MESSAGE[badge]} />
    </Badge>
  );
}

/** The price in TL (tr-TR format, left to right) or 'get price' when empty. */
export function PackagePrice({ price, className }: { price: string; className?: string }) {
  const formatted = formatPackagePrice(price);
  return (
    <p className={className}>
      {formatted ? (
        <span dir="ltr">{formatted}</span>
      ) : (
        <span data-on-request="">
          <FormattedMessage id="ecommerce.package.get_price" />
        </span>
      )}
    </p>
  );
}

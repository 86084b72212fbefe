import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Badge, Button, Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  formatPackagePrice,
  isMostPopular,
  PACKAGE_BADGE_MESSAGE,
  PACKAGE_BADGE_STYLE,
  packageBadge,
} from '../lib/package-display.ts';
import { packageSearch } from '../lib/package-info.ts';
import type { PublicPricingPackage } from '../shared/catalog.ts';
import page from './page.module.css';
import { SiteLink, sitePath } from './SiteLink.tsx';

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

type PackageSummaryProps = {
  pkg: PublicPricingPackage;
  /** Id of the h3 (the card's label). */
  titleId: string;
  /** How many lines of the description show. */
  lines: number;
  /** The card's own look of the title, the description and the price. */
  classNames: { title: string; text: string; price: string };
};

/** The head of a package card: badge, title, description, price and the one-time-payment note. */
export function PackageSummary({ pkg, titleId, lines, classNames }: PackageSummaryProps) {
  return (
    <>
      <PackageBadgeLabel pkg={pkg} />
      <Title order={3} id={titleId} className={classNames.title}>
        {pkg.content.title}
      </Title>
      <Text size="sm" c="gray.7" lineClamp={lines} className={classNames.text}>
        {pkg.content.description}
      </Text>
      <PackagePrice price={pkg.price} className={classNames.price} />
      <Text size="xs" c="gray.7">
        <FormattedMessage id="ecommerce.package.one_time_payment" />
      </Text>
    </>
  );
}

type PackageArticleProps = {
  pkg: Pick<PublicPricingPackage, 'slug' | 'featured'>;
  className: string;
  /** Id of the element that names the card, if the card is to be labelled by it. */
  labelledBy?: string;
  children: ReactNode;
};

/** A package's card, an article laid out as a column; the most popular package's card is marked data-highlighted. */
export function PackageArticle({ pkg, className, labelledBy, children }: PackageArticleProps) {
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="lg"
      className={`${page.packageCard} ${className}`}
      data-highlighted={isMostPopular(pkg) || undefined}
      aria-labelledby={labelledBy}
    >
      {children}
    </Card>
  );
}

/** The card's 'start now' link to the contact form about this package; filled on the most popular one. */
export function PackageStartButton({ pkg }: { pkg: PublicPricingPackage }) {
  const intl = useIntl();
  return (
    <Button
      color="orange"
      variant={isMostPopular(pkg) ? 'filled' : 'outline'}
      fullWidth
      component={SiteLink}
      to={sitePath('/contact')}
      search={packageSearch(pkg.content.title)}
      aria-label={`${intl.formatMessage({ id: 'ecommerce.package.start_now' })}: ${pkg.content.title}`}
    >
      <FormattedMessage id="ecommerce.package.start_now" />
    </Button>
  );
}

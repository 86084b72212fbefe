import { PageHero } from '../../components/PageHero.tsx';
import { ClosingCta } from '../../components/PageSection.tsx';
import '@mantine/core/styles/Skeleton.css';
import { Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { CheckList } from '../../components/CheckList.tsx';
import { PackageArticle, PackageBadgeLabel, PackagePrice, PackageStartButton } from '../../components/PackageParts.tsx';
import page from '../../components/page.module.css';
import hidden from '../../components/visually-hidden.module.css';
import type { SiteMessageId } from '../../i18n/message-ids.ts';
import { isMostPopular } from '../../lib/package-display.ts';
import { deliveryDays, packageDetailId } from '../../lib/package-info.ts';
import { usePricingList } from '../../lib/use-catalog-lists.ts';
import type { PublicPricingPackage } from '../../shared/catalog.ts';
import classes from './pricing.module.css';

type Row = { labelId: SiteMessageId; value: (pkg: PublicPricingPackage) => ReactNode };

/** The comparison rows: price, delivery, and the per-package texts of spec 000 section 9. */
const ROWS: Row[] = [
  { labelId: 'pricing.row.price', value: (pkg) => <PackagePrice price={pkg.price} className={classes.price} /> },
  {
    labelId: 'pricing.row.delivery',
    value: (pkg) => (
      <FormattedMessage
        id="ecommerce.package.delivery_days"
        values={{ days: <span dir="ltr">{deliveryDays(pkg.slug)}</span> }}
      />
    ),
  },
  { labelId: 'pricing.row.support', value: (pkg) => <FormattedMessage id={packageDetailId(pkg.slug, 'support')} /> },
  { labelId: 'pricing.row.users', value: (pkg) => <FormattedMessage id={packageDetailId(pkg.slug, 'users')} /> },
  {
    labelId: 'pricing.row.products',
    value: (pkg) => <FormattedMessage id={packageDetailId(pkg.slug, 'products')} />,
  },
  { labelId: 'pricing.row.extra', value: (pkg) => <FormattedMessage id={packageDetailId(pkg.slug, 'extra')} /> },
  {
    labelId: 'pricing.row.features',
    value: (pkg) => <CheckList items={pkg.features} className={classes.featureList} />,
  },
];

/** /pricing: the four e-commerce packages side by side (cards on phones, a table on wide screens). */
export function PricingPage() {
  const pricing = usePricingList();
  const packages = pricing.data?.filter((pkg) => pkg.type === 'ecommerce');

  return (
    <>
      <PageHero id="pricing-title" size="short" texts="pricing">
        <Text size="sm" fw={600} c="teal.9">
          <FormattedMessage id="ecommerce.oneTime.title" />
        </Text>
      </PageHero>

      <section className={`${page.section} ${page.white}`} aria-labelledby="pricing-compare-title">
        <Container size="xl">
          <Title id="pricing-compare-title" order={2} className={page.title} ta="center" mb="xl">
            <FormattedMessage id="pricing.compare.title" />
          </Title>
          {pricing.isError ? null : !packages ? (
            <Skeleton height={480} radius="lg" aria-hidden="true" />
          ) : (
            <>
              <ComparisonCards packages={packages} />
              <ComparisonTable packages={packages} />
            </>
          )}
        </Container>
      </section>

      <ClosingCta page="pricing" />
    </>
  );
}

/** Phones and tablets: one card per package with the same rows as a description list. */
function ComparisonCards({ packages }: { packages: PublicPricingPackage[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" component="ul" className={`${page.cardList} ${classes.cards}`}>
      {packages.map((pkg) => (
        <li key={pkg.id}>
          <PackageArticle pkg={pkg} className={classes.card}>
            <PackageBadgeLabel pkg={pkg} />
            <Title order={3} className={classes.cardTitle}>
              {pkg.content.title}
            </Title>
            <Text size="sm" c="gray.7">
              {pkg.content.subtitle}
            </Text>
            <dl className={classes.rows}>
              {ROWS.map((row) => (
                <div key={row.labelId}>
                  <dt>
                    <FormattedMessage id={row.labelId} />
                  </dt>
                  <dd>{row.value(pkg)}</dd>
                </div>
              ))}
            </dl>
            <PackageStartButton pkg={pkg} />
          </PackageArticle>
        </li>
      ))}
    </SimpleGrid>
  );
}

/**
 * Wide screens: a real table, packages as columns, one row per compared item. A plain <table>:
 * Mantine's Table brings its scroll container (ScrollArea and more, ~17 KiB) along.
 */
function ComparisonTable({ packages }: { packages: PublicPricingPackage[] }) {
  return (
    <div className={classes.tableWrap}>
      <table className={classes.table}>
        <caption className={hidden.visuallyHidden}>
          <FormattedMessage id="pricing.compare.caption" />
        </caption>
        <thead>
          <tr>
            <td />
            {packages.map((pkg) => (
              <th
                key={pkg.id}
                scope="col"
                className={classes.colHead}
                data-highlighted={isMostPopular(pkg) || undefined}
              >
                <Stack gap={6} align="flex-start">
                  <PackageBadgeLabel pkg={pkg} />
                  <span className={classes.colTitle}>{pkg.content.title}</span>
                </Stack>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.labelId}>
              <th scope="row" className={classes.rowHead}>
                <FormattedMessage id={row.labelId} />
              </th>
              {packages.map((pkg) => (
                <td key={pkg.id}>{row.value(pkg)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <td />
            {packages.map((pkg) => (
              <td key={pkg.id}>
                <PackageStartButton pkg={pkg} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

import { PageHero } from '../../components/PageHero.tsx';
import { ClosingCta, PageSection } from '../../components/PageSection.tsx';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import { Badge, Button, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AfterHydration } from '../../components/AfterHydration.tsx';
import { CheckList } from '../../components/CheckList.tsx';
import check from '../../components/check-list.module.css';
import { FilterButtons } from '../../components/FilterButtons.tsx';
import { PackageArticle, PackageStartButton, PackageSummary } from '../../components/PackageParts.tsx';
import page from '../../components/page.module.css';
import { CheckIcon } from '../../components/ServiceIcon.tsx';
import {
  countByFilter,
  deliveryDays,
  matchesFilter,
  PACKAGE_FILTERS,
  type PackageFilter,
} from '../../lib/package-info.ts';
import { usePricingList } from '../../lib/use-catalog-lists.ts';
import type { PublicPricingPackage } from '../../shared/catalog.ts';
import classes from './ecommerce.module.css';

// Below the fold and interactive only: their own chunks (design.md, performance).
const PackageRecommender = lazy(() => import('./PackageRecommender.tsx'));
const loadDetailsDialog = () => import('./PackageDetailsDialog.tsx');
const PackageDetailsDialog = lazy(loadDetailsDialog);

const STATS = [
  { value: '100+', labelId: 'stats.completedStores' },
  { value: '2M+ TL', labelId: 'stats.totalSales' },
  { value: '98%', labelId: 'stats.satisfaction' },
] as const;

const ONE_TIME_POINTS = ['oneTime', 'freeYear', 'noMonthly', 'laterYears'] as const;
const FEATURES = ['fastDevelopment', 'secureInfrastructure', 'mobileFriendly', 'detailedAnalytics'] as const;
const FEATURES_PER_CARD = 4;
const SUMMARY_CLASSES = { title: classes.cardTitle, text: classes.cardText, price: classes.price };

/** E-commerce packages page of spec 000 section 2, sections in the spec's order. */
export function EcommercePage() {
  return (
    <>
      <Hero />
      <PageSection id="ecommerce-recommender-title" titleId="ecommerce.recommender.title" tone="muted">
        <AfterHydration fallback={<Skeleton height={220} radius="lg" className={classes.recommender} />}>
          <PackageRecommender />
        </AfterHydration>
      </PageSection>
      <OneTimeBanner />
      <Packages />
      <PageSection id="ecommerce-features-title" titleId="ecommerce.features.title" tone="muted">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" component="ul" className={page.plainList}>
          {FEATURES.map((feature) => (
            <li key={feature} className={classes.featureCard}>
              <Title order={3} className={classes.cardTitle}>
                <FormattedMessage id={`ecommerce.features.${feature}.title`} />
              </Title>
              <Text size="sm" c="gray.7">
                <FormattedMessage id={`ecommerce.features.${feature}.description`} />
              </Text>
            </li>
          ))}
        </SimpleGrid>
      </PageSection>
      <ClosingCta page="ecommerce" />
    </>
  );
}

function Hero() {
  return (
    <PageHero
      id="ecommerce-title"
      eyebrow={
        <Badge size="lg" variant="light" color="orange">
          <FormattedMessage id="ecommerce.hero.badge" />
        </Badge>
      }
      texts="ecommerce.hero"
      titleClassName={classes.title}
    >
      <dl className={classes.stats}>
        {STATS.map((stat) => (
          <div key={stat.labelId} className={classes.stat}>
            <dt className={classes.statLabel}>
              <FormattedMessage id={stat.labelId} />
            </dt>
            <dd className={`${page.statValue} ${classes.statValue}`} dir="ltr">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </PageHero>
  );
}

function OneTimeBanner() {
  return (
    <section className={classes.banner} aria-labelledby="ecommerce-one-time-title">
      <Container size="lg">
        <div className={classes.bannerBox}>
          <Title id="ecommerce-one-time-title" order={2} className={page.title}>
            <FormattedMessage id="ecommerce.oneTime.title" />
          </Title>
          <Text size="lg" className={classes.bannerText}>
            <FormattedMessage id="ecommerce.oneTime.text" />
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" component="ul" className={page.plainList}>
            {ONE_TIME_POINTS.map((point) => (
              <li key={point} className={classes.bannerPoint}>
                <CheckIcon className={check.icon} />
                <span>
                  <FormattedMessage id={`ecommerce.oneTime.point.${point}`} />
                </span>
              </li>
            ))}
          </SimpleGrid>
        </div>
      </Container>
    </section>
  );
}

function Packages() {
  const [filter, setFilter] = useState<PackageFilter>('all');
  const [details, setDetails] = useState<{ pkg: PublicPricingPackage; opened: boolean } | null>(null);
  const pricing = usePricingList();
  const packages = pricing.data?.filter((pkg) => pkg.type === 'ecommerce');
  const counts = countByFilter(packages ?? []);
  const visible = packages?.filter((pkg) => matchesFilter(pkg, filter));

  return (
    <PageSection
      id="ecommerce-packages-title"
      titleId="ecommerce.packages.title"
      subtitleId="ecommerce.packages.subtitle"
    >
      <FilterButtons
        values={PACKAGE_FILTERS}
        value={filter}
        onChange={setFilter}
        labelId="ecommerce.filter.label"
        optionId={(option) => `ecommerce.filter.${option}`}
        rightSection={(value) => (
          <span className={classes.count} dir="ltr">
            {packages ? counts[value] : '–'}
          </span>
        )}
      />
      {pricing.isError ? null : visible && visible.length === 0 ? (
        <Text ta="center" c="gray.7" role="status">
          <FormattedMessage id="ecommerce.packages.empty" />
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="lg"
          component="ul"
          className={page.cardList}
          aria-busy={visible ? undefined : true}
        >
          {visible
            ? visible.map((pkg) => (
                <li key={pkg.id}>
                  <PackageCard
                    pkg={pkg}
                    onDetails={() => setDetails({ pkg, opened: true })}
                    onPrepareDetails={() => void loadDetailsDialog()}
                  />
                </li>
              ))
            : Array.from({ length: 4 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={index}>
                  <Skeleton height={520} radius="lg" />
                </li>
              ))}
        </SimpleGrid>
      )}
      {details && (
        <Suspense fallback={null}>
          <PackageDetailsDialog
            pkg={details.pkg}
            opened={details.opened}
            onClose={() => setDetails({ ...details, opened: false })}
          />
        </Suspense>
      )}
    </PageSection>
  );
}

type CardProps = { pkg: PublicPricingPackage; onDetails: () => void; onPrepareDetails: () => void };

function PackageCard({ pkg, onDetails, onPrepareDetails }: CardProps) {
  const intl = useIntl();
  const titleId = `ecommerce-package-${pkg.slug}`;
  return (
    <PackageArticle pkg={pkg} className={classes.packageCard} labelledBy={titleId}>
      <PackageSummary pkg={pkg} titleId={titleId} lines={5} classNames={SUMMARY_CLASSES} />
      <dl className={classes.facts}>
        <div>
          <dt>
            <FormattedMessage id="ecommerce.package.duration" />
          </dt>
          <dd>
            <FormattedMessage
              id="ecommerce.package.delivery_days"
              values={{ days: <span dir="ltr">{deliveryDays(pkg.slug)}</span> }}
            />
          </dd>
        </div>
      </dl>
      <Text size="sm" fw={600} c="teal.9" className={classes.hostingNote}>
        <FormattedMessage id="ecommerce.package.free_hosting_gift" />
      </Text>
      <CheckList items={pkg.features.slice(0, FEATURES_PER_CARD)} className={classes.featureList} />
      <Stack gap="xs" className={classes.cardActions}>
        <PackageStartButton pkg={pkg} />
        <Button
          variant="subtle"
          color="dark"
          fullWidth
          onClick={onDetails}
          onPointerEnter={onPrepareDetails}
          onFocus={onPrepareDetails}
          aria-haspopup="dialog"
          aria-label={`${intl.formatMessage({ id: 'ecommerce.package.get_details' })}: ${pkg.content.title}`}
        >
          <FormattedMessage id="ecommerce.package.get_details" />
        </Button>
      </Stack>
    </PackageArticle>
  );
}

import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import { Button, Card, Skeleton } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { CheckList } from '../../components/CheckList.tsx';
import { PackageArticle, PackageSummary } from '../../components/PackageParts.tsx';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import { isMostPopular } from '../../lib/package-display.ts';
import { packageSearch } from '../../lib/package-info.ts';
import { usePricingList } from '../../lib/use-catalog-lists.ts';
import type { PublicPricingPackage } from '../../shared/catalog.ts';
import { HomeCardSection } from './HomeCardSection.tsx';
import classes from './home.module.css';

const MAX_PACKAGES = 4;
const FEATURES_PER_CARD = 4;
const SUMMARY_CLASSES = { title: classes.cardTitle, text: classes.cardText, price: classes.price };
const GRID_COLS = { base: 1, sm: 2, lg: 4 };

/** Up to 4 e-commerce packages with badge, price in lira, 4 features and a start-now link. */
export function HomePackages() {
  const pricing = usePricingList();
  return (
    <HomeCardSection
      id="home-packages-title"
      titleId="home.packages.title"
      subtitleId="home.packages.subtitle"
      query={pricing}
      pick={(list) => list.filter((pkg) => pkg.type === 'ecommerce').slice(0, MAX_PACKAGES)}
      placeholders={MAX_PACKAGES}
      cols={GRID_COLS}
      renderCard={(item) => <PackageCard pkg={item} />}
      renderSkeleton={() => <PackageCardSkeleton />}
      moreTo="/ecommerce"
      moreLabelId="button.allPackages"
    />
  );
}

function PackageCard({ pkg }: { pkg: PublicPricingPackage }) {
  const titleId = `home-package-${pkg.slug}`;
  return (
    <PackageArticle pkg={pkg} className={`${classes.card} ${classes.packageCard}`}>
      <PackageSummary pkg={pkg} titleId={titleId} lines={3} classNames={SUMMARY_CLASSES} />
      <CheckList items={pkg.features.slice(0, FEATURES_PER_CARD)} className={classes.featureList} />
      <Button
        variant={isMostPopular(pkg) ? 'filled' : 'outline'}
        fullWidth
        component={SiteLink}
        to={sitePath('/contact')}
        search={packageSearch(pkg.content.title)}
        aria-describedby={titleId}
        className={classes.cardAction}
      >
        <FormattedMessage id="ecommerce.package.start_now" />
      </Button>
    </PackageArticle>
  );
}

function PackageCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" className={`${classes.card} ${classes.packageCard}`} aria-hidden="true">
      <Skeleton height={26} width={96} radius="xl" />
      <Skeleton height={22} width="80%" mt={18} mb={6} />
      <Skeleton height={12} mt={10} />
      <Skeleton height={12} mt={10} />
      <Skeleton height={12} mt={10} width="70%" />
      <Skeleton height={32} width="60%" mt={24} />
      <Skeleton height={10} width="40%" mt={10} />
      <Skeleton height={12} mt={24} width="70%" />
      <Skeleton height={12} mt={12} width="65%" />
      <Skeleton height={12} mt={12} width="75%" />
      <Skeleton height={12} mt={12} width="60%" />
      <Skeleton height={36} radius="md" className={classes.cardAction} />
    </Card>
  );
}

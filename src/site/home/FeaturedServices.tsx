import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Button, Card, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { CheckList } from '../../components/CheckList.tsx';
import { ServiceIcon } from '../../components/ServiceIcon.tsx';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import { useServiceList } from '../../lib/use-catalog-lists.ts';
import type { PublicService } from '../../shared/catalog.ts';
import { HomeCardSection } from './HomeCardSection.tsx';
import classes from './home.module.css';

const MAX_SERVICES = 6;
const FEATURES_PER_CARD = 3;
const GRID_COLS = { base: 1, sm: 2, lg: 3 };

/** Up to 6 featured services, 3 features each, with a view-details link to /services#{slug}. */
export function FeaturedServices() {
  const services = useServiceList();
  return (
    <HomeCardSection
      id="home-services-title"
      titleId="home.services.title"
      subtitleId="home.services.subtitle"
      query={services}
      pick={(list) => list.filter((service) => service.featured).slice(0, MAX_SERVICES)}
      placeholders={MAX_SERVICES}
      cols={GRID_COLS}
      renderCard={(item) => <ServiceCard service={item} />}
      renderSkeleton={() => <ServiceCardSkeleton />}
      moreTo="/services"
      moreLabelId="button.allServices"
    />
  );
}

function ServiceCard({ service }: { service: PublicService }) {
  const titleId = `home-service-${service.slug}`;
  return (
    <Card component="article" withBorder radius="lg" padding="lg" className={`${classes.card} ${classes.serviceCard}`}>
      <ThemeIcon size={52} radius="md" variant="light" className={classes.serviceIcon}>
        <ServiceIcon name={service.icon} />
      </ThemeIcon>
      <Title order={3} id={titleId} className={classes.cardTitle}>
        {service.content.title}
      </Title>
      <Text size="sm" c="gray.7" lineClamp={3} className={classes.cardText}>
        {service.content.description}
      </Text>
      <CheckList items={service.content.features.slice(0, FEATURES_PER_CARD)} className={classes.featureList} />
      <Button
        variant="light"
        component={SiteLink}
        to={sitePath('/services')}
        hash={service.slug}
        aria-describedby={titleId}
        className={classes.cardAction}
      >
        <FormattedMessage id="button.viewDetails" />
      </Button>
    </Card>
  );
}

/** The same card shell with grey bars, so the grid keeps its size when the data arrives. */
function ServiceCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" className={`${classes.card} ${classes.serviceCard}`} aria-hidden="true">
      <Skeleton height={52} width={52} radius="md" />
      <Skeleton height={22} width="60%" mt={18} mb={6} />
      <Skeleton height={12} mt={10} />
      <Skeleton height={12} mt={10} />
      <Skeleton height={12} mt={10} width="80%" />
      <Skeleton height={12} mt={26} width="55%" />
      <Skeleton height={12} mt={12} width="50%" />
      <Skeleton height={12} mt={12} width="45%" />
      <Skeleton height={36} radius="md" className={classes.cardAction} />
    </Card>
  );
}

import { FilterButtons } from '../../components/FilterButtons.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { ClosingCta, PageSection } from '../../components/PageSection.tsx';
import { ProcessSection, type ProcessStep } from '../../components/ProcessSteps.tsx';
import { useScrollToHash } from '../../lib/use-scroll-to-hash.ts';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import { Button, Card, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AfterHydration } from '../../components/AfterHydration.tsx';
import page from '../../components/page.module.css';
import { ServiceIcon } from '../../components/ServiceIcon.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import hidden from '../../components/visually-hidden.module.css';
import { servicePath } from '../../lib/service-path.ts';
import { useServiceList } from '../../lib/use-catalog-lists.ts';
import { SERVICE_CATEGORIES, serviceCategoryOf } from '../../shared/service-categories.ts';
import classes from './services.module.css';

// Below the fold and interactive only: its own chunk (design.md, performance).
const ServiceQuestionnaire = lazy(() => import('./ServiceQuestionnaire.tsx'));

type Category = (typeof SERVICE_CATEGORIES)[number];

const WORKFLOW = (['analysis', 'design', 'development', 'launch'] as const).map(
  (step): ProcessStep => ({
    titleId: `service.workflow.${step}.title`,
    textId: `service.workflow.${step}.description`,
  }),
);

/** Services list of spec 000 section 2. */
export function ServicesPage() {
  const intl = useIntl();
  const [category, setCategory] = useState<Category>('all');
  const services = useServiceList();
  const visible = (services.data ?? []).filter(
    (service) => category === 'all' || serviceCategoryOf(service.slug) === category,
  );
  const loaded = services.data !== undefined;

  useScrollToHash(loaded);

  return (
    <>
      <PageHero id="services-title" texts="service.list" />

      <section className={page.section} aria-labelledby="services-list-title">
        <Container size="lg">
          <Title id="services-list-title" order={2} className={hidden.visuallyHidden}>
            <FormattedMessage id="service.list.cardsTitle" />
          </Title>
          <FilterButtons
            values={SERVICE_CATEGORIES}
            value={category}
            onChange={setCategory}
            labelId="service.filter.label"
            optionId={(option) => `service.filter.${option}`}
          />

          {!loaded ? (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {Array.from({ length: 6 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Skeleton key={index} height={220} radius="lg" />
              ))}
            </SimpleGrid>
          ) : visible.length === 0 ? (
            <Stack align="center" gap="md" py="xl" ta="center">
              <Text size="lg" c="dimmed" role="status">
                <FormattedMessage id="service.empty" />
              </Text>
              <Button variant="light" color="orange" onClick={() => setCategory('all')}>
                <FormattedMessage id="button.showAll" />
              </Button>
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" className={classes.cards}>
              {visible.map((service) => (
                <li key={service.id}>
                  <Card id={service.slug} withBorder radius="lg" padding="lg" className={classes.card}>
                    <Stack gap="sm" h="100%">
                      <span className={`${page.iconTile} ${classes.icon}`}>
                        <ServiceIcon name={service.icon} />
                      </span>
                      <Title order={3} className={classes.cardTitle}>
                        {service.content.title}
                      </Title>
                      <Text c="dimmed" size="sm" lineClamp={4}>
                        {service.content.description}
                      </Text>
                      <ul className={page.dotList}>
                        {service.content.features.slice(0, 3).map((feature) => (
                          <li key={feature}>{feature}</li>
                        ))}
                      </ul>
                      <Button
                        component={SiteLink}
                        to={servicePath(service.slug)}
                        variant="light"
                        color="orange"
                        mt="auto"
                        aria-label={`${intl.formatMessage({ id: 'button.viewDetails' })}: ${service.content.title}`}
                      >
                        <FormattedMessage id="button.viewDetails" />
                      </Button>
                    </Stack>
                  </Card>
                </li>
              ))}
            </SimpleGrid>
          )}
        </Container>
      </section>

      <ProcessSection id="services-workflow" titleId="service.workflow.title" steps={WORKFLOW} />

      <PageSection
        id="services-questionnaire"
        titleId="service.questionnaire.title"
        subtitleId="service.questionnaire.subtitle"
      >
        <AfterHydration fallback={<Skeleton height={360} radius="lg" className={classes.questionnaire} />}>
          <ServiceQuestionnaire />
        </AfterHydration>
      </PageSection>

      <ClosingCta page="services" />
    </>
  );
}

import { PageHero } from '../../components/PageHero.tsx';
import { ClosingCta as CtaSection, PageSection } from '../../components/PageSection.tsx';
import { ProcessSection, type ProcessStep } from '../../components/ProcessSteps.tsx';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/PublicTrpc.tsx';
import { phoneDigits, useSiteSettings } from '../../app/use-site-settings.ts';
import { NotFoundBlock } from '../../components/NotFoundBlock.tsx';
import page from '../../components/page.module.css';
import { ServiceIcon } from '../../components/ServiceIcon.tsx';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import { useLanguage } from '../../i18n/LanguageContext.tsx';
import { isMessageId, type MessageId } from '../../i18n/message-ids.ts';
import { servicePath } from '../../lib/service-path.ts';
import type { PublicService, ServiceContent } from '../../shared/catalog.ts';
import { hasText } from '../../shared/compiled-messages.ts';
import { featureKeyOf, technologyInitials } from './feature-key.ts';
import classes from './service-detail.module.css';
import { technologiesOf } from './technologies.ts';

const PROCESS = (['analysis', 'planning', 'implementation', 'delivery'] as const).map(
  (step): ProcessStep => ({ titleId: `service.process.${step}.title`, textId: `service.process.${step}.description` }),
);
const RELATED_COUNT = 3;
const SKELETON_CARDS = 6;

/**
 * Service detail of spec 000 sections 2 and 4: loading, not found (slug or content lookup
 * fails), or shown. The slug is checked against the (cached) list first, so an unknown slug
 * never costs a failing request.
 */
export function ServiceDetailPage({ slug }: { slug: string }) {
  const { language } = useLanguage();
  const list = trpc.services.list.useQuery({ language });
  const listed = list.data?.find((service) => service.slug === slug);
  const ref = trpc.services.bySlug.useQuery({ slug }, { enabled: listed !== undefined });
  const id = ref.data?.id ?? 0;
  const content = trpc.services.content.useQuery({ id, language }, { enabled: ref.data !== undefined });
  // Feature keys come from the Turkish texts (same index in every language).
  const turkish = trpc.services.content.useQuery({ id, language: 'tr' }, { enabled: ref.data !== undefined });

  const notFound = list.isError || (list.data !== undefined && !listed) || ref.isError || content.isError;
  if (notFound) return <ServiceNotFound />;
  if (!ref.data || !content.data || !(turkish.data || turkish.isError)) return <DetailSkeleton />;

  const related = (list.data ?? []).filter((service) => service.slug !== slug).slice(0, RELATED_COUNT);
  return (
    <>
      <Hero slug={slug} icon={ref.data.icon} content={content.data} />
      <Features features={content.data.features} turkishFeatures={turkish.data?.features ?? []} />
      <Process />
      <Technologies slug={slug} />
      {related.length > 0 && <Related services={related} />}
      <ClosingCta />
    </>
  );
}

function Hero({ slug, icon, content }: { slug: string; icon: string; content: ServiceContent }) {
  const settings = useSiteSettings();
  const phone = settings.company_phone ?? '';
  return (
    <PageHero
      id="service-title"
      slug={slug}
      eyebrow={
        <span className={classes.heroIcon}>
          <ServiceIcon name={icon} size={36} />
        </span>
      }
      title={content.title}
      lead={content.description}
      leadWidth={760}
      actions={
        <>
          <Button size="md" color="orange" component={SiteLink} to={sitePath('/contact')}>
            <FormattedMessage id="button.getQuote" />
          </Button>
          {phone && (
            <Button size="md" variant="default" component="a" href={`tel:${phoneDigits(phone)}`}>
              <FormattedMessage id="button.callNow" />
            </Button>
          )}
        </>
      }
    />
  );
}

function Features({ features, turkishFeatures }: { features: string[]; turkishFeatures: string[] }) {
  const intl = useIntl();
  // Feature texts are keyed by the stored Turkish feature, so whether one exists is known only at run time.
  const has = (key: string): key is MessageId => isMessageId(intl, key) && hasText(intl.messages[key]);
  return (
    <PageSection id="service-features" titleId="service.features" subtitleId="service.featuresSubtitle">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" className={page.plainList}>
        {features.map((feature, index) => {
          const key = featureKeyOf(turkishFeatures[index] ?? feature);
          const title = has(key) ? intl.formatMessage({ id: key }) : feature;
          const descriptionKey = `${key}_desc`;
          const description = intl.formatMessage({
            id: has(descriptionKey) ? descriptionKey : 'service.feature.genericDescription',
          });
          return (
            <li key={feature} className={classes.item}>
              <Card withBorder radius="lg" padding="lg" className={classes.card}>
                <CardBody
                  gap="xs"
                  top={
                    <span className={classes.check} aria-hidden="true">
                      ✓
                    </span>
                  }
                  title={title}
                  text={description}
                />
              </Card>
            </li>
          );
        })}
      </SimpleGrid>
    </PageSection>
  );
}

/** What a feature card and a related service's card hold: a top line, the title (h3), a dimmed text. */
function CardBody(props: { gap: 'xs' | 'sm'; top: ReactNode; title: string; text: string; lineClamp?: number }) {
  return (
    <Stack gap={props.gap}>
      {props.top}
      <Title order={3} className={classes.cardTitle}>
        {props.title}
      </Title>
      <Text c="dimmed" size="sm" lineClamp={props.lineClamp}>
        {props.text}
      </Text>
    </Stack>
  );
}

function Process() {
  return (
    <ProcessSection
      id="service-process"
      titleId="service.process.title"
      subtitleId="service.process.subtitle"
      steps={PROCESS}
    />
  );
}

function Technologies({ slug }: { slug: string }) {
  return (
    <PageSection id="service-technologies" titleId="service.technologies">
      <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="md" component="ul" className={page.plainList}>
        {technologiesOf(slug).map((name) => (
          <li key={name} className={classes.technology}>
            <span className={classes.initials} aria-hidden="true" dir="ltr">
              {technologyInitials(name)}
            </span>
            <Text fw={600} size="sm" ta="center" dir="ltr">
              {name}
            </Text>
          </li>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}

function Related({ services }: { services: PublicService[] }) {
  return (
    <PageSection id="service-related" titleId="service.related" tone="muted">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" className={page.plainList}>
        {services.map((service) => (
          <li key={service.id} className={classes.item}>
            <Card
              component={SiteLink}
              to={servicePath(service.slug)}
              withBorder
              radius="lg"
              padding="lg"
              className={`${classes.card} ${classes.relatedCard}`}
            >
              <CardBody
                gap="sm"
                top={
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <span className={page.iconTile}>
                      <ServiceIcon name={service.icon} />
                    </span>
                    <Badge color="orange" variant="light">
                      <FormattedMessage
                        id="service.featureBadge"
                        values={{ count: <span dir="ltr">{service.content.features.length}</span> }}
                      />
                    </Badge>
                  </Group>
                }
                title={service.content.title || service.slug}
                text={service.content.description}
                lineClamp={3}
              />
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}

function ClosingCta() {
  const settings = useSiteSettings();
  const email = settings.company_email ?? '';
  return (
    <CtaSection page="serviceDetail">
      {email && (
        <Button size="md" variant="white" color="dark" component="a" href={`mailto:${email}`}>
          <FormattedMessage id="button.sendEmail" />
        </Button>
      )}
    </CtaSection>
  );
}

function DetailSkeleton() {
  const intl = useIntl();
  return (
    <Container size="lg" py="xl" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <Stack gap="lg" align="center" mb="xl">
        <Skeleton height={64} width={64} radius="md" />
        <Skeleton height={40} width="60%" radius="md" />
        <Skeleton height={18} width="80%" radius="md" />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={160} radius="lg" data-testid="service-skeleton-card" />
        ))}
      </SimpleGrid>
    </Container>
  );
}

function ServiceNotFound() {
  return (
    <NotFoundBlock titleId="service.notFound" textId="service.notFoundText">
      <Button component={SiteLink} to={sitePath('/services')} color="orange">
        <FormattedMessage id="service.backToServices" />
      </Button>
    </NotFoundBlock>
  );
}

import { PageHero } from '../../components/PageHero.tsx';
import { ClosingCta, PageSection } from '../../components/PageSection.tsx';
import { ProcessSection, type ProcessStep } from '../../components/ProcessSteps.tsx';
import '@mantine/core/styles/Card.css';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import page from '../../components/page.module.css';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import type { SiteMessageId } from '../../i18n/message-ids.ts';
import classes from './software.module.css';

/** Each has the texts software.<id>.title, .description and .feature1 to .feature4. */
type SoftwareServiceId = 'corporate' | 'mobile' | 'web' | 'api' | 'database' | 'cloud';

type SoftwareService = {
  id: SoftwareServiceId;
  technologies: string[];
  /** An optional labelled text below the features. */
  extra?: { labelId: SiteMessageId; textId: SiteMessageId };
  /** Database development shows its impact figures. */
  impact?: boolean;
};

const SERVICES: SoftwareService[] = [
  {
    id: 'corporate',
    technologies: ['.NET', 'Java', 'Node.js', 'PostgreSQL', 'Docker'],
    extra: { labelId: 'software.label.specialProjects', textId: 'software.corporate.specialProjects' },
  },
  {
    id: 'mobile',
    technologies: ['React Native', 'Flutter', 'Swift', 'Kotlin'],
    extra: { labelId: 'software.label.expertise', textId: 'software.mobile.expertise' },
  },
  { id: 'web', technologies: ['React', 'Next.js', 'TypeScript', 'Node.js', 'Laravel'] },
  {
    id: 'api',
    technologies: ['REST', 'GraphQL', 'tRPC', 'OpenAPI', 'OAuth 2.0'],
    extra: { labelId: 'software.label.importance', textId: 'software.api.importance' },
  },
  {
    id: 'database',
    technologies: ['PostgreSQL', 'MySQL', 'MongoDB', 'Redis', 'Elasticsearch'],
    extra: { labelId: 'software.label.importance', textId: 'software.database.importance' },
    impact: true,
  },
  {
    id: 'cloud',
    technologies: ['AWS', 'Google Cloud', 'Azure', 'Kubernetes', 'Terraform'],
    extra: { labelId: 'software.label.expertise', textId: 'software.cloud.expertise' },
  },
];

const FEATURES = [1, 2, 3, 4] as const;

const IMPACT = [
  ['+300%', 'performance'],
  ['99.9%', 'uptime'],
  ['+250%', 'capacity'],
] as const;

const HERO_STATS = [
  ['100+', 'stats.softwareProjects'],
  ['15+', 'stats.technologies'],
  ['24/7', 'stats.support'],
] as const;

const PROCESS = (['analysis', 'design', 'development', 'release'] as const).map(
  (step): ProcessStep => ({ titleId: `software.process.${step}.title`, textId: `software.process.${step}.text` }),
);

/** Software services page of spec 000 section 2 (/software and /yazilim). */
export function SoftwarePage() {
  const intl = useIntl();
  return (
    <>
      <PageHero id="software-title" texts="software.hero">
        <SimpleGrid cols={3} spacing="md" component="ul" className={classes.stats}>
          {HERO_STATS.map(([value, label]) => (
            <li key={label} className={classes.stat}>
              <span className={page.statValue} dir="ltr">
                {value}
              </span>
              <Text size="sm" c="dimmed" fw={600}>
                <FormattedMessage id={label} />
              </Text>
            </li>
          ))}
        </SimpleGrid>
      </PageHero>

      <PageSection id="software-services" titleId="software.services.title" subtitleId="software.services.subtitle">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" className={page.plainList}>
          {SERVICES.map((service) => {
            const title = intl.formatMessage({ id: `software.${service.id}.title` });
            return (
              <li key={service.id} className={classes.cardItem}>
                <Card
                  withBorder
                  radius="lg"
                  padding="lg"
                  className={classes.card}
                  component="article"
                  aria-labelledby={`software-${service.id}`}
                  data-testid="software-service"
                >
                  <Stack gap="sm" h="100%">
                    <Title order={3} id={`software-${service.id}`} className={classes.cardTitle}>
                      {title}
                    </Title>
                    <Text c="dimmed" size="sm">
                      <FormattedMessage id={`software.${service.id}.description`} />
                    </Text>
                    <Title order={4} className={classes.label}>
                      <FormattedMessage id="software.label.features" />
                    </Title>
                    <ul className={page.dotList}>
                      {FEATURES.map((index) => (
                        <li key={index}>
                          <FormattedMessage id={`software.${service.id}.feature${index}`} />
                        </li>
                      ))}
                    </ul>
                    <Title order={4} className={classes.label}>
                      <FormattedMessage id="software.label.technologies" />
                    </Title>
                    <ul className={classes.technologies} dir="ltr">
                      {service.technologies.map((technology) => (
                        <li key={technology}>{technology}</li>
                      ))}
                    </ul>
                    {service.extra && (
                      <div className={classes.extra}>
                        <Text fw={700} size="sm">
                          <FormattedMessage id={service.extra.labelId} />
                        </Text>
                        <Text size="sm">
                          <FormattedMessage id={service.extra.textId} />
                        </Text>
                      </div>
                    )}
                    {service.impact && (
                      <section className={classes.impact} aria-labelledby="software-impact-title">
                        <Title order={4} id="software-impact-title" className={classes.label}>
                          <FormattedMessage id="software.impact.title" />
                        </Title>
                        <ul className={classes.impactList}>
                          {IMPACT.map(([value, label]) => (
                            <li key={label}>
                              <span className={classes.impactValue} dir="ltr">
                                {value}
                              </span>
                              <span>
                                <FormattedMessage id={`software.impact.${label}`} />
                              </span>
                            </li>
                          ))}
                        </ul>
                      </section>
                    )}
                    <Button
                      component={SiteLink}
                      to={sitePath('/contact')}
                      variant="light"
                      color="orange"
                      mt="auto"
                      aria-label={`${intl.formatMessage({ id: 'button.getInfo' })}: ${title}`}
                    >
                      <FormattedMessage id="button.getInfo" />
                    </Button>
                  </Stack>
                </Card>
              </li>
            );
          })}
        </SimpleGrid>
      </PageSection>

      <ProcessSection id="software-process" titleId="software.process.title" steps={PROCESS} />

      <ClosingCta page="software" />
    </>
  );
}

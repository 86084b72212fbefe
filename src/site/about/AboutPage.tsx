import { PageHero } from '../../components/PageHero.tsx';
import { ClosingCta, PageSection } from '../../components/PageSection.tsx';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Progress.css';
import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import page from '../../components/page.module.css';
import classes from './about.module.css';

const VALUES = ['quality', 'innovation', 'transparency', 'customer', 'speed', 'partnership'] as const;

const EXPERTISE = [
  { id: 'frontend', level: 95, technologies: ['React', 'TypeScript', 'Next.js', 'Vue.js', 'Tailwind CSS'] },
  { id: 'backend', level: 90, technologies: ['Node.js', 'PHP', 'Python', 'PostgreSQL', 'MongoDB'] },
  { id: 'uiux', level: 98, technologies: ['Figma', 'Adobe XD', 'Photoshop', 'Illustrator'] },
  { id: 'marketing', level: 85, technologies: ['SEO', 'Google Ads', 'Meta Ads', 'Google Analytics'] },
] as const;

const TIMELINE = [
  { year: 2018, id: 'founding' },
  { year: 2019, id: 'firstProjects' },
  { year: 2020, id: 'ecommerce' },
  { year: 2021, id: 'award' },
  { year: 2022, id: 'vrar' },
  { year: 2023, id: 'ai' },
  { year: 2024, id: 'projects' },
] as const;

/** About page of spec 000 section 2. */
export function AboutPage() {
  const intl = useIntl();
  return (
    <>
      <PageHero id="about-title" texts="about.hero" />

      <PageSection id="about-mission" titleId="about.mission.title">
        <div className={classes.split}>
          <Text size="lg" className={classes.lead}>
            <FormattedMessage id="about.mission.text" />
          </Text>
          <SimpleGrid cols={2} spacing="md" component="ul" className={page.plainList}>
            {(
              [
                ['6+', 'stats.yearsExperience'],
                ['150+', 'stats.happyClients'],
              ] as const
            ).map(([value, label]) => (
              <li key={label} className={classes.stat}>
                <span className={page.statValue} dir="ltr">
                  {value}
                </span>
                <Text c="dimmed" fw={600}>
                  <FormattedMessage id={label} />
                </Text>
              </li>
            ))}
          </SimpleGrid>
        </div>
      </PageSection>

      <PageSection id="about-who" titleId="about.who.title" tone="muted">
        <Stack gap="md" maw={820} mx="auto">
          <Text size="lg" className={classes.lead}>
            <FormattedMessage id="about.who.text1" />
          </Text>
          <Text size="lg" className={classes.lead}>
            <FormattedMessage id="about.who.text2" />
          </Text>
        </Stack>
      </PageSection>

      <PageSection id="about-values" titleId="about.values.title">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" className={page.plainList}>
          {VALUES.map((value) => (
            <li key={value} className={classes.cardItem}>
              <Card withBorder radius="lg" padding="lg" className={classes.card}>
                <Title order={3} className={classes.cardTitle}>
                  <FormattedMessage id={`about.values.${value}.title`} />
                </Title>
                <Text c="dimmed" size="sm" mt="xs">
                  <FormattedMessage id={`about.values.${value}.text`} />
                </Text>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      </PageSection>

      <PageSection id="about-expertise" titleId="about.expertise.title" tone="muted">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" component="ul" className={page.plainList}>
          {EXPERTISE.map(({ id, level, technologies }) => {
            const title = intl.formatMessage({ id: `about.expertise.${id}` });
            return (
              <li key={id} className={classes.expertise}>
                <Group justify="space-between" mb={6} wrap="nowrap">
                  <Title order={3} className={classes.cardTitle} id={`expertise-${id}`}>
                    {title}
                  </Title>
                  <span className={classes.level} dir="ltr">
                    {level}%
                  </span>
                </Group>
                <Progress.Root size="lg" radius="xl">
                  <Progress.Section value={level} color="orange" aria-labelledby={`expertise-${id}`} />
                </Progress.Root>
                <Text size="sm" c="dimmed" mt="sm">
                  <FormattedMessage id="about.expertise.technologies" />:{' '}
                  <span dir="ltr" className={classes.techList}>
                    {technologies.join(', ')}
                  </span>
                </Text>
              </li>
            );
          })}
        </SimpleGrid>
      </PageSection>

      <PageSection id="about-timeline" titleId="about.timeline.title">
        <ol className={classes.timeline}>
          {TIMELINE.map(({ year, id }) => (
            <li key={year} className={classes.timelineItem}>
              <span className={classes.year} dir="ltr">
                {year}
              </span>
              <div>
                <Title order={3} className={classes.cardTitle}>
                  <FormattedMessage id={`about.timeline.${id}.title`} />
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  <FormattedMessage id={`about.timeline.${id}.text`} />
                </Text>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <ClosingCta page="about" />
    </>
  );
}

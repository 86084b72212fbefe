import { PageHero } from '../../components/PageHero.tsx';
import { ClosingCta } from '../../components/PageSection.tsx';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Skeleton.css';
import { Badge, Button, Card, Chip, Container, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProjectImage } from '../../components/ProjectImage.tsx';
import { ProjectMetric } from '../../components/ProjectMetric.tsx';
import page from '../../components/page.module.css';
import hidden from '../../components/visually-hidden.module.css';
import { storedCodeName } from '../../i18n/message-ids.ts';
import { useProjectList } from '../../lib/use-catalog-lists.ts';
import type { PublicProject } from '../../shared/catalog.ts';
import classes from './portfolio.module.css';
import { slugOfAnchor } from './project-anchor.ts';

const ALL = 'all';
const METRIC_CLASSES = { root: classes.metric, value: classes.metricValue, label: classes.metricLabel };

/** Categories present in the list, in order of first appearance. */
export function categoriesOf(projects: Pick<PublicProject, 'category'>[]): string[] {
  return [...new Set(projects.map((project) => project.category).filter(Boolean))];
}

/** /portfolio: every project with category chips; each card is the target of /portfolio#{slug}. */
export function PortfolioPage() {
  const intl = useIntl();
  const [category, setCategory] = useState(ALL);
  const projects = useProjectList();
  const loaded = projects.data !== undefined;
  const categories = categoriesOf(projects.data ?? []);
  const visible = (projects.data ?? []).filter((project) => category === ALL || project.category === category);
  const categoryLabel = (value: string) => storedCodeName(intl, 'portfolio.category', value);

  useProjectAnchor(projects.data);

  return (
    <>
      <PageHero id="portfolio-title" size="short" texts="portfolio" />

      <section className={`${page.section} ${page.white}`} aria-labelledby="portfolio-list-title">
        <Container size="lg">
          <Title id="portfolio-list-title" order={2} className={hidden.visuallyHidden}>
            <FormattedMessage id="portfolio.listTitle" />
          </Title>
          <Chip.Group multiple={false} value={category} onChange={setCategory}>
            <Group
              justify="center"
              gap="xs"
              mb="xl"
              role="group"
              aria-label={intl.formatMessage({ id: 'portfolio.filter.label' })}
            >
              {[ALL, ...categories].map((value) => (
                <Chip key={value} value={value} color="orange" variant="outline" radius="xl">
                  {value === ALL ? <FormattedMessage id="portfolio.all" /> : categoryLabel(value)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>

          {projects.isError ? null : !loaded ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-hidden="true">
              {Array.from({ length: 6 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Skeleton key={index} height={480} radius="lg" />
              ))}
            </SimpleGrid>
          ) : visible.length === 0 ? (
            <Text ta="center" c="gray.7" role="status">
              <FormattedMessage id="portfolio.empty" />
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" className={page.cardList}>
              {visible.map((project, index) => (
                <li key={project.id}>
                  {/* The first card's drawing is in the first screen on a phone: its largest paint. */}
                  <ProjectCard project={project} category={categoryLabel(project.category)} first={index === 0} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </Container>
      </section>

      <ClosingCta page="portfolio" />
    </>
  );
}

/**
 * /portfolio#<slug>: once the list is in, the card is brought into view; a renamed project's old
 * slug is replaced by its new one in the address (no history entry), which marks the card (:target).
 */
function useProjectAnchor(projects: PublicProject[] | undefined) {
  // Once, when the list first arrives (a refetch later does not scroll the page again).
  const done = useRef(false);
  useEffect(() => {
    if (!projects || done.current) return;
    done.current = true;
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    const slug = slugOfAnchor(anchor, projects);
    if (!slug) return;
    if (slug !== anchor) window.location.replace(`#${encodeURIComponent(slug)}`);
    document.getElementById(slug)?.scrollIntoView({ block: 'center' });
  }, [projects]);
}

function ProjectCard({ project, category, first }: { project: PublicProject; category: string; first: boolean }) {
  const intl = useIntl();
  const titleId = `project-${project.slug}-title`;
  return (
    <Card
      component="article"
      id={project.slug}
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding="lg"
      className={classes.card}
    >
      <Card.Section className={classes.media}>
        <ProjectImage project={project} priority={first} className={classes.image} />
      </Card.Section>
      <Group justify="space-between" align="center" mt="md" wrap="nowrap">
        <Badge variant="light" color="orange">
          {category}
        </Badge>
        <ProjectMetric metrics={project.metrics} label={project.content.metricLabel} classNames={METRIC_CLASSES} />
      </Group>
      <Title order={3} id={titleId} className={classes.cardTitle}>
        {project.content.title}
      </Title>
      <Text size="sm" c="gray.7" className={classes.cardText}>
        {project.content.description}
      </Text>
      {project.content.features.length > 0 && (
        <ul className={`${page.dotList} ${page.compact}`} aria-label={intl.formatMessage({ id: 'portfolio.features' })}>
          {project.content.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {project.technologies.length > 0 && (
        <div className={classes.technologies}>
          <Text size="xs" fw={700} c="gray.7" component="h4" className={classes.techTitle}>
            <FormattedMessage id="portfolio.technologies" />
          </Text>
          <ul className={classes.techList}>
            {project.technologies.map((technology) => (
              <li key={technology} dir="ltr">
                {technology}
              </li>
            ))}
          </ul>
        </div>
      )}
      {project.projectUrl && (
        <Button
          component="a"
          href={project.projectUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          color="orange"
          className={classes.cardAction}
          aria-label={intl.formatMessage({ id: 'portfolio.viewProjectLabel' }, { title: project.content.title })}
        >
          <FormattedMessage id="portfolio.viewProject" />
        </Button>
      )}
    </Card>
  );
}

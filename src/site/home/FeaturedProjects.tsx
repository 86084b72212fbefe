import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import { Badge, Card, Skeleton, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ProjectImage } from '../../components/ProjectImage.tsx';
import { ProjectMetric } from '../../components/ProjectMetric.tsx';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import { storedCodeName } from '../../i18n/message-ids.ts';
import { useProjectList } from '../../lib/use-catalog-lists.ts';
import type { PublicProject } from '../../shared/catalog.ts';
import { HomeCardSection } from './HomeCardSection.tsx';
import classes from './home.module.css';

const MAX_PROJECTS = 6;
const GRID_COLS = { base: 1, sm: 2, lg: 3 };
const METRIC_CLASSES = { root: classes.metric, value: classes.metricValue, label: classes.metricLabel };

/** Up to 6 featured projects, each card linking to /portfolio#{slug}. */
export function FeaturedProjects() {
  const projects = useProjectList();
  return (
    <HomeCardSection
      id="home-projects-title"
      titleId="portfolio.featuredTitle"
      subtitleId="portfolio.featuredSubtitle"
      tone="muted"
      query={projects}
      pick={(list) => list.filter((project) => project.featured).slice(0, MAX_PROJECTS)}
      placeholders={MAX_PROJECTS}
      cols={GRID_COLS}
      renderCard={(item) => <ProjectCard project={item} />}
      renderSkeleton={() => <ProjectCardSkeleton />}
      moreTo="/portfolio"
      moreLabelId="button.allProjects"
    />
  );
}

function ProjectCard({ project }: { project: PublicProject }) {
  const intl = useIntl();
  const category = storedCodeName(intl, 'portfolio.category', project.category);
  return (
    <Card component="article" withBorder radius="lg" padding="lg" className={`${classes.card} ${classes.projectCard}`}>
      <Card.Section className={classes.projectMedia}>
        <ProjectImage project={project} className={classes.projectImage} />
      </Card.Section>
      <Badge variant="light" mt="md" className={classes.projectCategory}>
        {category}
      </Badge>
      <Title order={3} className={classes.cardTitle}>
        {/* The title link covers the whole card (see .stretchedLink). */}
        <SiteLink to={sitePath('/portfolio')} hash={project.slug} className={classes.stretchedLink}>
          {project.content.title}
        </SiteLink>
      </Title>
      <Text size="sm" c="gray.7" lineClamp={3} className={classes.cardText}>
        {project.content.description}
      </Text>
      <ProjectMetric metrics={project.metrics} label={project.content.metricLabel} classNames={METRIC_CLASSES} />
    </Card>
  );
}

function ProjectCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" className={`${classes.card} ${classes.projectCard}`} aria-hidden="true">
      <Card.Section className={classes.projectMedia}>
        <Skeleton height="100%" radius={0} />
      </Card.Section>
      <Skeleton height={20} width={90} radius="xl" mt="md" />
      <Skeleton height={22} width="70%" mt={14} mb={6} />
      <Skeleton height={12} mt={10} />
      <Skeleton height={12} mt={10} />
      <Skeleton height={12} mt={10} width="75%" />
      <Skeleton height={28} width={120} mt={22} />
    </Card>
  );
}

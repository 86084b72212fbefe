import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import page from '../../components/page.module.css';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import classes from './home.module.css';

const ABOUT_STATS = [
  { value: '6+', labelId: 'stats.yearsExperience' },
  { value: '150+', labelId: 'stats.happyClients' },
] as const;

/** About block: who we are, 6+ years and 150+ happy clients, a link to /about. */
export function AboutBlock() {
  return (
    <section aria-labelledby="home-about-title" className={page.homeSection} data-tone="muted">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.aboutGrid}>
          <Stack gap="md" align="flex-start">
            <Title id="home-about-title" order={2} className={page.title}>
              <FormattedMessage id="about.summary.title" />
            </Title>
            <Text size="lg" c="gray.7">
              <FormattedMessage id="about.summary.text" />
            </Text>
            <Button variant="outline" size="md" component={SiteLink} to={sitePath('/about')}>
              <FormattedMessage id="about.more" />
            </Button>
          </Stack>
          <ul className={classes.aboutStats}>
            {ABOUT_STATS.map((stat) => (
              <li key={stat.labelId} className={classes.aboutStat}>
                <span className={classes.aboutStatValue} dir="ltr">
                  {stat.value}
                </span>
                <span className={classes.aboutStatLabel}>
                  <FormattedMessage id={stat.labelId} />
                </span>
              </li>
            ))}
          </ul>
        </SimpleGrid>
      </Container>
    </section>
  );
}

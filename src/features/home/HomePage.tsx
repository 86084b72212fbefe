import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { SiteLink, sitePath } from '../../components/site-link.tsx';
import classes from './home.module.css';

const STATS = [
  { value: '150+', labelId: 'stats.projects' },
  { value: '98%', labelId: 'stats.satisfaction' },
  { value: '24/7', labelId: 'stats.support' },
] as const;

/** Home: hero and stats row. The other home sections arrive with the public-site issue. */
export function HomePage() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        <Stack gap="lg" align="center" ta="center">
          <Title id="hero-title" order={1} className={classes.title}>
            <FormattedMessage id="hero.title" />
          </Title>
          <Text size="xl" c="dimmed" maw={720}>
            <FormattedMessage id="hero.subtitle" />
          </Text>
          <Group justify="center">
            <Button size="lg" component={SiteLink} to={sitePath('/contact')}>
              <FormattedMessage id="hero.startProject" />
            </Button>
            <Button size="lg" variant="default" component={SiteLink} to={sitePath('/services')}>
              <FormattedMessage id="hero.exploreServices" />
            </Button>
          </Group>
          <SimpleGrid cols={3} spacing="xl" mt="xl" className={classes.stats}>
            {STATS.map((stat) => (
              <Stack key={stat.labelId} gap={0} align="center">
                <Text className={classes.statValue} dir="ltr">
                  {stat.value}
                </Text>
                <Text c="dimmed">
                  <FormattedMessage id={stat.labelId} />
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </section>
  );
}

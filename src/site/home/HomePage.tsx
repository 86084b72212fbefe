import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { trpc } from '../../app/PublicTrpc.tsx';
import { SETTINGS_STALE_MS } from '../../app/query-client.ts';
import { PageHero } from '../../components/PageHero.tsx';
import page from '../../components/page.module.css';
import { PlayIcon } from '../../components/ServiceIcon.tsx';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import { fallbackUrlOf } from '../../shared/media-image.ts';
import { AboutBlock } from './AboutBlock.tsx';
import { ClientLogos } from './ClientLogos.tsx';
import { ClosingCta } from './ClosingCta.tsx';
import { FeaturedProjects } from './FeaturedProjects.tsx';
import { FeaturedServices } from './FeaturedServices.tsx';
import { HomePackages } from './HomePackages.tsx';
import classes from './home.module.css';

const STATS = [
  { value: '150+', labelId: 'stats.projects' },
  { value: '98%', labelId: 'stats.satisfaction' },
  { value: '24/7', labelId: 'stats.support' },
] as const;

// The video dialog is below the fold of the hero's interest: its code loads on first use
// (or when the pointer or focus reaches the button), never with the page.
const loadIntroVideoDialog = () => import('./IntroVideoDialog.tsx');
const IntroVideoDialog = lazy(loadIntroVideoDialog);
/** The intro video dialog's width (Mantine's xl modal) rounded up to a variant width. */
const POSTER_WIDTH = 960;

/** Home (spec 000 section 2): hero and stats, then the sections in the order of the spec. */
export function HomePage() {
  return (
    <>
      <Hero />
      <FeaturedServices />
      <FeaturedProjects />
      <ClientLogos />
      <AboutBlock />
      <HomePackages />
      <ClosingCta />
    </>
  );
}

function Hero() {
  const [video, setVideo] = useState({ requested: false, opened: false });
  // The owner picks the video in the admin (intro_video_url); none set, no button. While the
  // settings load the button stays, so the hero does not jump when they arrive.
  const settings = trpc.settings.public.useQuery(undefined, { staleTime: SETTINGS_STALE_MS }).data;
  const videoUrl = settings?.intro_video_url;
  // A poster takes one URL, in a format every browser shows: the jpg/png variant that fills
  // the dialog's width (at most about 900 px), not the full-size upload.
  const posterImage = settings?.images?.intro_video_poster_url;
  const posterUrl = posterImage ? fallbackUrlOf(posterImage, POSTER_WIDTH) : settings?.intro_video_poster_url;
  return (
    <>
      <PageHero
        id="hero-title"
        size="home"
        texts="hero"
        actions={
          <>
            <Button size="lg" component={SiteLink} to={sitePath('/contact')}>
              <FormattedMessage id="hero.startProject" />
            </Button>
            <Button size="lg" variant="default" component={SiteLink} to={sitePath('/services')}>
              <FormattedMessage id="hero.exploreServices" />
            </Button>
            {(!settings || videoUrl) && (
              <Button
                size="lg"
                variant="subtle"
                leftSection={<PlayIcon />}
                aria-haspopup="dialog"
                onPointerEnter={() => void loadIntroVideoDialog()}
                onFocus={() => void loadIntroVideoDialog()}
                onClick={() => setVideo({ requested: true, opened: true })}
              >
                <FormattedMessage id="hero.watchVideo" />
              </Button>
            )}
          </>
        }
      >
        <SimpleGrid cols={3} spacing="xl" mt="xl" className={classes.stats}>
          {STATS.map((stat) => (
            <Stack key={stat.labelId} gap={0} align="center">
              <Text className={page.statValue} dir="ltr">
                {stat.value}
              </Text>
              <Text c="gray.7">
                <FormattedMessage id={stat.labelId} />
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </PageHero>
      {/* A Mantine modal: drawn in a portal at the end of <body>, wherever it stands here. */}
      {video.requested && videoUrl && (
        <Suspense fallback={null}>
          <IntroVideoDialog
            src={videoUrl}
            poster={posterUrl}
            opened={video.opened}
            onClose={() => setVideo({ requested: true, opened: false })}
          />
        </Suspense>
      )}
    </>
  );
}

import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { SiteLink } from '../../components/SiteLink.tsx';

/** The not-found screen titled 'Page Not Found' (both specs). */
export function NotFoundPage({ homePath = '/' }: { homePath?: '/' | '/admin' }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="orange.8" aria-hidden="true">
          404
        </Text>
        <Title order={1}>
          <FormattedMessage id="notFound.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="notFound.text" />
        </Text>
        <Button component={SiteLink} to={homePath}>
          <FormattedMessage id={homePath === '/' ? 'notFound.home' : 'notFound.dashboard'} />
        </Button>
      </Stack>
    </Container>
  );
}

import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import classes from './home.module.css';

type Props = {
  /** id of the h2; the section is labelled by it. */
  id: string;
  titleId: string;
  subtitleId?: string;
  tone?: 'plain' | 'muted';
  children: ReactNode;
};

/** One home section: a <section> labelled by its h2, a centred heading and the content. */
export function HomeSection({ id, titleId, subtitleId, tone = 'plain', children }: Props) {
  return (
    <section aria-labelledby={id} className={classes.section} data-tone={tone}>
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb="xl">
          <Title id={id} order={2} className={classes.sectionTitle}>
            <FormattedMessage id={titleId} />
          </Title>
          {subtitleId && (
            <Text c="gray.7" size="lg" maw={680}>
              <FormattedMessage id={subtitleId} />
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </section>
  );
}

import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/message-ids.ts';
import { CLOSING_CTAS, type ClosingCtaPage, type ClosingCtaSettings } from './closing-ctas.ts';
import classes from './page.module.css';
import { SiteLink, sitePath } from './SiteLink.tsx';

type PageSectionProps = {
  /** Id of the h2, which labels the section. */
  id: string;
  titleId: MessageId;
  subtitleId?: MessageId;
  tone?: 'plain' | 'muted';
  /** 'home': the home page's sections (more air, white and beige in turn). */
  look?: 'page' | 'home';
  children: ReactNode;
};

/** A page section labelled by its h2, with an optional subtitle. */
export function PageSection({ id, titleId, subtitleId, tone = 'plain', look = 'page', children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={look === 'home' ? classes.homeSection : classes.section} data-tone={tone}>
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb="xl">
          <Title id={id} order={2} className={classes.title}>
            <FormattedMessage id={titleId} />
          </Title>
          {subtitleId && (
            <Text c="dimmed" size="lg" maw={680}>
              <FormattedMessage id={subtitleId} />
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </section>
  );
}

type ClosingCtaProps = {
  /** Which page's call to action (see CLOSING_CTAS). */
  page: ClosingCtaPage;
  /** Further buttons of the page's own. */
  children?: ReactNode;
};

/** The dark closing call to action of a page: to the contact page, and maybe one step further. */
export function ClosingCta({ page, children }: ClosingCtaProps) {
  const settings: ClosingCtaSettings = CLOSING_CTAS[page];
  const { contactLabelId, secondary, id = `${page}-cta-title`, texts } = settings;
  return (
    <section className={classes.cta} aria-labelledby={id}>
      <Container size="md">
        <Stack align="center" ta="center" gap="md">
          <Title id={id} order={2} className={classes.title}>
            <FormattedMessage id={`${texts}.title`} />
          </Title>
          <Text size="lg" className={classes.ctaText}>
            <FormattedMessage id={`${texts}.text`} />
          </Text>
          <Group justify="center">
            <Button size="md" color="orange" component={SiteLink} to={sitePath('/contact')}>
              <FormattedMessage id={contactLabelId} />
            </Button>
            {secondary && (
              <Button size="md" variant="white" color="dark" component={SiteLink} to={sitePath(secondary.to)}>
                <FormattedMessage id={secondary.labelId} />
              </Button>
            )}
            {children}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}

import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { IdPrefix } from '../i18n/message-ids.ts';
import classes from './page.module.css';

type HeroTexts =
  /** Where the page's messages stand: `<texts>.title` (the h1) and `<texts>.subtitle` (the line below). */
  | { texts: IdPrefix<'.title'> & IdPrefix<'.subtitle'>; title?: never; lead?: never }
  /** Texts of the page's own (a service's title and description); the lead is the line below the title. */
  | { texts?: never; title: ReactNode; lead?: ReactNode };

type PageHeroProps = HeroTexts & {
  /** Id of the h1, which labels the section. */
  id: string;
  /** Above the title: a badge or an icon. */
  eyebrow?: ReactNode;
  /** Buttons, in a centred row below the lead. */
  actions?: ReactNode;
  /** Below the rest: figures, a note. */
  children?: ReactNode;
  /** 'short': less block padding (portfolio, pricing); 'home': the home page's larger hero. */
  size?: 'page' | 'short' | 'home';
  /** Maximum width of the lead in px. */
  leadWidth?: number;
  /** Added to the h1's class (a page's own width limit). */
  titleClassName?: string;
  /** The service detail page marks its hero with the service's slug. */
  slug?: string;
};

/** The hero that opens a public page: a centred h1 that labels the section, its lead and more. */
export function PageHero({
  id,
  texts,
  title = texts && <FormattedMessage id={`${texts}.title`} />,
  lead = texts && <FormattedMessage id={`${texts}.subtitle`} />,
  eyebrow,
  actions,
  children,
  size = 'page',
  leadWidth = 720,
  titleClassName,
  slug,
}: PageHeroProps) {
  const home = size === 'home';
  const sectionClass = size === 'page' ? classes.hero : `${classes.hero} ${classes[size]}`;
  return (
    <section className={sectionClass} aria-labelledby={id} data-slug={slug}>
      <Container size="lg">
        <Stack gap={home ? 'lg' : 'md'} align="center" ta="center">
          {eyebrow}
          <Title
            id={id}
            order={1}
            className={titleClassName ? `${classes.heroTitle} ${titleClassName}` : classes.heroTitle}
          >
            {title}
          </Title>
          {lead != null && (
            <Text size={home ? 'xl' : 'lg'} c="dimmed" maw={leadWidth}>
              {lead}
            </Text>
          )}
          {actions != null && <Group justify="center">{actions}</Group>}
          {children}
        </Stack>
      </Container>
    </section>
  );
}

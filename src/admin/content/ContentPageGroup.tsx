import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { withLanguagePrefix } from '../../shared/language-prefix.ts';
import { LANGUAGE_CATALOGUE, LANGUAGES } from '../../shared/languages.ts';
import { ContentTextCard } from './ContentTextCard.tsx';
import classes from './content.module.css';
import { PAGE_PATHS } from './content-places.ts';
import type { ContentPageGroup as PageGroup } from './content-texts.ts';
import type { useContentWrites } from './use-content-writes.ts';

type Props = { group: PageGroup; writes: ReturnType<typeof useContentWrites> };

/** A page's texts by section, with where they appear and links that open the page in each language. */
export function ContentPageGroup({ group, writes }: Props) {
  const headingId = `content-page-${group.page}`;
  const path = PAGE_PATHS[group.page];
  return (
    <section aria-labelledby={headingId} className={classes.pageGroup}>
      <Title order={2} size="h3" id={headingId}>
        {group.label}
      </Title>
      <Text size="sm" c="dimmed">
        <FormattedMessage id={`admin.contentLabel.place.${group.page}`} />
      </Text>
      {path && <PreviewLinks path={path} pageName={group.label} />}
      <Stack gap="md" mt="sm">
        {group.sections.map((section) => (
          <div key={section.section}>
            <Title order={3} size="h5" mb="xs">
              {section.label}
            </Title>
            <Stack gap="sm">
              {section.texts.map((text) => (
                <ContentTextCard
                  // A changed text on the server (a save, an undo) starts the card again from it.
                  key={`${text.key}\u0000${LANGUAGES.map((language) => text.entries[language]?.updatedAt).join()}`}
                  text={text}
                  writes={writes}
                />
              ))}
            </Stack>
          </div>
        ))}
      </Stack>
    </section>
  );
}

/** The public page in each language, in a new tab (Turkish has no prefix). */
function PreviewLinks({ path, pageName }: { path: string; pageName: string }) {
  const intl = useIntl();
  return (
    <Group gap="xs" mt={4} wrap="wrap">
      <Text size="sm" component="span">
        <FormattedMessage id="admin.content.preview" />
      </Text>
      {LANGUAGE_CATALOGUE.map(({ code, nativeName }) => (
        <Anchor
          key={code}
          size="sm"
          href={withLanguagePrefix(path, code)}
          target="_blank"
          rel="noopener"
          className={classes.previewLink}
        >
          {/* Named in full for screen readers ("Contact: EN (English, opens in a new tab)"), short on screen. */}
          <VisuallyHidden>{`${pageName}: `}</VisuallyHidden>
          {code.toUpperCase()}
          <VisuallyHidden>{` ${intl.formatMessage({ id: 'admin.content.previewSuffix' }, { language: nativeName })}`}</VisuallyHidden>
        </Anchor>
      ))}
    </Group>
  );
}

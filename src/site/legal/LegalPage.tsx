import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/PublicTrpc.tsx';
import { LegalDocumentView } from '../../components/LegalDocumentView.tsx';
import { useLanguage } from '../../i18n/LanguageContext.tsx';
import { directionOf } from '../../shared/languages.ts';
import type { LegalPageId } from '../../shared/legal-content.ts';
import classes from './legal.module.css';

/**
 * One legal page (issue 22): its text is a content entry the owner edits, parsed and filled from
 * the settings on the server. Turkish is binding: another language shows its translation when the
 * owner wrote one (with a note that Turkish binds), else the Turkish text with lang="tr".
 */
export function LegalPage({ page }: { page: LegalPageId }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const legal = trpc.content.legal.useQuery({ page, language });
  const text = legal.data;

  if (!text) {
    return (
      <article className={classes.page} aria-busy={!legal.isError}>
        <Container size="md" className={classes.body}>
          {legal.isError ? (
            <Alert color="orange" variant="light" role="alert">
              <FormattedMessage id="legal.unavailable" />
            </Alert>
          ) : (
            <Stack gap="md">
              <Skeleton height={48} width="60%" />
              <Skeleton height={240} />
            </Stack>
          )}
        </Container>
      </article>
    );
  }

  const { document } = text;
  const lang = text.language;
  const dir = directionOf(lang);
  return (
    <article className={classes.page} aria-labelledby="legal-title">
      <header className={classes.hero}>
        <Container size="md">
          <Stack gap="sm">
            <Title id="legal-title" order={1} className={classes.title} lang={lang} dir={dir}>
              {document.title}
            </Title>
            <Text c="dimmed" size="sm" data-testid="legal-updated">
              <FormattedMessage
                id="legal.updated"
                values={{
                  date: (
                    <time dateTime={text.updated}>
                      {new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
                        new Date(`${text.updated}T00:00:00Z`),
                      )}
                    </time>
                  ),
                }}
              />
            </Text>
          </Stack>
        </Container>
      </header>
      <Container size="md" className={classes.body}>
        {language !== 'tr' && (
          <Alert color="orange" variant="light" mb="xl" role="note" data-testid="legal-note">
            <FormattedMessage id={lang === 'tr' ? 'legal.turkishNote' : 'legal.translationNote'} />
          </Alert>
        )}
        <LegalDocumentView
          document={document}
          lang={lang}
          tocTitle={intl.formatMessage({ id: 'legal.toc' })}
          tocLanguage={language}
        />
      </Container>
    </article>
  );
}

import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/PublicTrpc.tsx';
import { useLanguage } from '../../i18n/LanguageContext.tsx';
import { directionOf } from '../../shared/languages.ts';
import type { LegalPageId } from '../../shared/legal-content.ts';
import type { LegalBlock } from '../../shared/legal-markup.ts';
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
        <div lang={lang} dir={dir} className={classes.text} data-testid="legal-text">
          {document.intro.map((block, index) =>
            block.kind === 'paragraph' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one text, fixed order
              <Text key={index} className={classes.intro}>
                {block.text}
              </Text>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one text, fixed order
              <Block key={index} block={block} />
            ),
          )}
          {document.sections.length > 0 && (
            <nav aria-label={intl.formatMessage({ id: 'legal.toc' })} className={classes.toc}>
              <Text fw={700} mb="xs" component="p" lang={language} dir={directionOf(language)}>
                <FormattedMessage id="legal.toc" />
              </Text>
              <ol>
                {document.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className={classes.section}>
              <Title id={section.id} order={2} className={classes.heading}>
                {section.heading}
              </Title>
              {section.blocks.map((block, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one text, fixed order
                <Block key={index} block={block} />
              ))}
            </section>
          ))}
        </div>
      </Container>
    </article>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph') return <p className={classes.paragraph}>{block.text}</p>;
  if (block.kind === 'list')
    return (
      <ul className={classes.list}>
        {block.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items of one list may repeat
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  return (
    // A plain <table>: Mantine's Table brings its scroll container (~17 KiB of script) along.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={classes.tableScroll} tabIndex={0} aria-label={block.caption || undefined}>
      <table className={classes.table}>
        {block.caption && <caption className={classes.caption}>{block.caption}</caption>}
        <thead>
          <tr>
            {block.head.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells of one row
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of one table may repeat
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of one row
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of one row
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

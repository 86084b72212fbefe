import '@mantine/core/styles/Alert.css';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/LanguageContext.tsx';
import classes from './legal.module.css';
import type { LegalBlock, LegalText } from './texts/types.ts';

/**
 * One legal page: the static Turkish text (the binding version) with a table of contents.
 * In other languages a short translated note at the top says so; the text keeps lang="tr".
 */
export function LegalPage({ text }: { text: LegalText }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const turkish = language === 'tr';
  return (
    <article className={classes.page} aria-labelledby="legal-title">
      <header className={classes.hero}>
        <Container size="md">
          <Stack gap="sm">
            <Title id="legal-title" order={1} className={classes.title} lang="tr">
              {text.title}
            </Title>
            <Text c="dimmed" size="sm" lang="tr">
              {marked(text.updated)}
            </Text>
          </Stack>
        </Container>
      </header>
      <Container size="md" className={classes.body}>
        {!turkish && (
          <Alert color="orange" variant="light" mb="xl" role="note" data-testid="legal-note">
            <FormattedMessage id="legal.turkishNote" />
          </Alert>
        )}
        <div lang="tr" dir="ltr" className={classes.text}>
          <Text className={classes.intro}>{text.intro}</Text>
          <nav aria-label={intl.formatMessage({ id: 'legal.toc' })} className={classes.toc}>
            <Text fw={700} mb="xs" component="p" lang={language}>
              <FormattedMessage id="legal.toc" />
            </Text>
            <ol>
              {text.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {text.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className={classes.section}>
              <Title id={section.id} order={2} className={classes.heading}>
                {section.heading}
              </Title>
              {section.blocks.map((block, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static text, fixed order
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
  if (block.kind === 'paragraph') return <p className={classes.paragraph}>{marked(block.text)}</p>;
  if (block.kind === 'list')
    return (
      <ul className={classes.list}>
        {block.items.map((item) => (
          <li key={item}>{marked(item)}</li>
        ))}
      </ul>
    );
  return (
    // A plain <table>: Mantine's Table brings its scroll container (~17 KiB of script) along.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={classes.tableScroll} tabIndex={0} aria-label={block.caption}>
      <table className={classes.table}>
        <caption className={classes.caption}>{block.caption}</caption>
        <thead>
          <tr>
            {block.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={cell} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a static row
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

/** Placeholders such as '[Adres — yer tutucu]' are highlighted so nobody mistakes them for data. */
function marked(text: string) {
  const parts = text.split(/(\[[^\]]+\])/);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    part.startsWith('[') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one static string
      <mark key={index} className={classes.placeholder}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

import { Text, Title } from '@mantine/core';
import type { Language } from '../shared/languages.ts';
import { directionOf } from '../shared/languages.ts';
import type { LegalBlock, LegalDocument } from '../shared/legal-markup.ts';
import classes from './legal-document.module.css';

type Props = {
  document: LegalDocument;
  /** The language the text is written in. */
  lang: Language;
  /** The contents list's heading, in the reader's language (`tocLanguage`). */
  tocTitle: string;
  tocLanguage: Language;
};

/**
 * A legal text's body (src/shared/legal-markup.ts): the intro, a contents list, the sections.
 * The public legal pages show it, and the content editor's preview shows a draft the same way.
 */
export function LegalDocumentView({ document, lang, tocTitle, tocLanguage }: Props) {
  return (
    <div lang={lang} dir={directionOf(lang)} className={classes.text} data-testid="legal-text">
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
        <nav aria-label={tocTitle} className={classes.toc}>
          <Text fw={700} mb="xs" component="p" lang={tocLanguage} dir={directionOf(tocLanguage)}>
            {tocTitle}
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

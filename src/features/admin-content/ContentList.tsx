import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentEntryOutput } from '../../shared/admin-content.ts';
import type { Language } from '../../shared/languages.ts';
import { ContentEntryRow } from './ContentEntryRow.tsx';
import classes from './content.module.css';

/** About 380 entries per language: 50 at a time keeps the screen quick; more on request. */
export const CONTENT_PAGE_SIZE = 50;

type Props = {
  entries: ContentEntryOutput[];
  language: Language;
  editingId: number | null;
  onEditingChange: (id: number | null) => void;
};

/** The entries (already filtered), the first 50 and a button for the next 50. */
export function ContentList({ entries, language, editingId, onEditingChange }: Props) {
  const intl = useIntl();
  const [limit, setLimit] = useState(CONTENT_PAGE_SIZE);
  const shown = entries.slice(0, limit);
  return (
    <>
      <Paper withBorder radius="md">
        <ul className={classes.list} aria-label={intl.formatMessage({ id: 'admin.content.listLabel' })}>
          {shown.map((entry) => (
            <ContentEntryRow
              key={entry.id}
              entry={entry}
              language={language}
              editing={editingId === entry.id}
              onEdit={() => onEditingChange(entry.id)}
              onDone={() => onEditingChange(null)}
            />
          ))}
        </ul>
      </Paper>
      <Group justify="space-between" mt="sm" gap="xs">
        <Text size="sm" c="dimmed" role="status">
          <FormattedMessage id="admin.content.shown" values={{ shown: shown.length, total: entries.length }} />
        </Text>
        {limit < entries.length && (
          <Button variant="light" onClick={() => setLimit((current) => current + CONTENT_PAGE_SIZE)}>
            <FormattedMessage
              id="admin.content.showMore"
              values={{ count: Math.min(CONTENT_PAGE_SIZE, entries.length - limit) }}
            />
          </Button>
        )}
      </Group>
    </>
  );
}

import { Paper } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ContentEntryOutput } from '../../shared/admin-content.ts';
import type { Language } from '../../shared/languages.ts';
import { ContentEntryRow } from './ContentEntryRow.tsx';
import classes from './content.module.css';

type Props = {
  entries: ContentEntryOutput[];
  language: Language;
  editingId: number | null;
  onEditingChange: (id: number | null) => void;
};

/** One page of entries (the server searched and paged them), each editable inline. */
export function ContentList({ entries, language, editingId, onEditingChange }: Props) {
  const intl = useIntl();
  return (
    <Paper withBorder radius="md">
      <ul className={classes.list} aria-label={intl.formatMessage({ id: 'admin.content.listLabel' })}>
        {entries.map((entry) => (
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
  );
}

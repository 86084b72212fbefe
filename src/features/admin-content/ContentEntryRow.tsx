import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Text, Textarea } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc.ts';
import { useTranslateValidation } from '../../i18n/use-translate-validation.ts';
import { type ContentEntryOutput, contentValueSchema } from '../../shared/admin-content.ts';
import { directionOf, type Language } from '../../shared/languages.ts';
import { useAdminFeedback } from '../admin-shell/use-admin-feedback.ts';
import classes from './content.module.css';

type Props = {
  entry: ContentEntryOutput;
  /** The entries' language: values are written in its direction (Arabic right-to-left). */
  language: Language;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
};

/** One content entry: key and value, or the inline editor while it is the one being edited. */
export function ContentEntryRow({ entry, language, editing, onEdit, onDone }: Props) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  // Deleted without a prompt: spec 001 section 5 asks no confirmation for content entries.
  const remove = trpc.content.admin.delete.useMutation({
    onSuccess: () => {
      feedback.success('admin.common.deleted');
      void feedback.refreshAll();
    },
    onError: (error) => feedback.failure(error),
  });
  return (
    <li className={classes.row} data-editing={editing || undefined}>
      <div className={classes.key}>
        <span dir="ltr">{entry.key}</span>
        {entry.isCustom && (
          <Badge size="xs" variant="light" color="orange" ms={6}>
            <FormattedMessage id="admin.content.custom" />
          </Badge>
        )}
      </div>
      {editing ? (
        <ContentValueEditor entry={entry} language={language} onDone={onDone} />
      ) : (
        <>
          <Text size="sm" className={classes.value} dir={directionOf(language)}>
            {entry.value}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              onClick={onEdit}
              aria-label={intl.formatMessage({ id: 'admin.content.editLabel' }, { key: entry.key })}
            >
              <FormattedMessage id="admin.common.edit" />
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate({ id: entry.id })}
              aria-label={intl.formatMessage({ id: 'admin.content.deleteLabel' }, { key: entry.key })}
            >
              <FormattedMessage id="admin.common.delete" />
            </Button>
          </Group>
        </>
      )}
    </li>
  );
}

/** The value of one entry in a text area, saved or cancelled (Escape cancels too). */
function ContentValueEditor({
  entry,
  language,
  onDone,
}: {
  entry: ContentEntryOutput;
  language: Language;
  onDone: () => void;
}) {
  const intl = useIntl();
  const translate = useTranslateValidation();
  const feedback = useAdminFeedback();
  const [value, setValue] = useState(entry.value);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => input.current?.focus(), []);

  const update = trpc.content.admin.update.useMutation({
    onSuccess: () => {
      feedback.success('admin.content.updated');
      void feedback.refreshAll();
      onDone();
    },
    onError: (failure) => feedback.failure(failure),
  });
  const save = () => {
    const checked = contentValueSchema.safeParse(value);
    if (!checked.success) {
      setError(translate(checked.error.issues[0]?.message ?? ''));
      return;
    }
    update.mutate({ id: entry.id, value: checked.data });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') onDone();
    else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save();
  };

  return (
    <div className={classes.editor}>
      <Textarea
        ref={input}
        aria-label={intl.formatMessage({ id: 'admin.content.valueOf' }, { key: entry.key })}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        error={error}
        dir={directionOf(language)}
        autosize
        minRows={2}
        maxRows={12}
      />
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={save} loading={update.isPending}>
          <FormattedMessage id="admin.common.save" />
        </Button>
        <Button size="xs" variant="default" onClick={onDone}>
          <FormattedMessage id="admin.common.cancel" />
        </Button>
      </Group>
    </div>
  );
}

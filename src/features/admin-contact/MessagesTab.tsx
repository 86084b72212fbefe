import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminContactMessage } from '../../shared/admin-inbox.ts';
import { contactCsvFileName, contactMessagesCsv } from '../../shared/csv.ts';
import { useAdminFeedback } from '../admin-shell/use-admin-feedback.ts';
import classes from './contact.module.css';
import { STATUS_OPTIONS, statusMessageId } from './contact-status.ts';
import { downloadTextFile } from './download-file.ts';
import { MessageCard } from './MessageCard.tsx';
import { filterMessages, type StatusFilter } from './message-filter.ts';

/** The messages tab: filter by status, search, CSV export of the shown messages, the list. */
export function MessagesTab({ messages }: { messages: AdminContactMessage[] }) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterMessages(messages, status, search), [messages, status, search]);
  const filtered = shown.length !== messages.length;

  // Built in the browser from the loaded list, no call (spec 001 section 7).
  const exportCsv = () => {
    downloadTextFile(contactMessagesCsv(shown), contactCsvFileName(), 'text/csv;charset=utf-8');
    feedback.success('admin.contact.exported');
  };

  if (messages.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        <FormattedMessage id="admin.contact.empty" />
      </Text>
    );
  }

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={intl.formatMessage({ id: 'admin.common.search' })}
          placeholder={intl.formatMessage({ id: 'admin.contact.searchPlaceholder' })}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <NativeSelect
          label={intl.formatMessage({ id: 'admin.contact.statusFilter' })}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as StatusFilter)}
          data={[
            { value: 'all', label: intl.formatMessage({ id: 'admin.contact.allStatuses' }) },
            ...STATUS_OPTIONS.map((value) => ({ value, label: intl.formatMessage({ id: statusMessageId(value) }) })),
          ]}
          style={{ flex: '0 1 12rem' }}
        />
        <Button variant="light" onClick={exportCsv} disabled={shown.length === 0}>
          <FormattedMessage id="admin.contact.exportCsv" />
        </Button>
      </Group>
      {filtered && (
        <Text size="sm" c="dimmed" aria-live="polite">
          <FormattedMessage id="admin.contact.shown" values={{ shown: shown.length, total: messages.length }} />
        </Text>
      )}
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          <FormattedMessage id="admin.contact.noMatch" />
        </Text>
      ) : (
        <ul className={classes.list}>
          {shown.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

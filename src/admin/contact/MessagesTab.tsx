import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadFromServer } from '../../lib/download-file.ts';
import type { ContactMessageFilters } from '../../shared/admin-inbox.ts';
import type { ContactStatus } from '../../shared/contact.ts';
import { contactExcelFileName } from '../../shared/contact-excel.ts';
import { contactCsvFileName } from '../../shared/csv.ts';
import { PAGE_SIZE_DEFAULT } from '../../shared/paging.ts';
import { QueryState } from '../kit/AdminPage.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { ListPagination, useListPage } from '../kit/ListPagination.tsx';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import classes from './contact.module.css';
import { LEAD_STATUSES, statusMessageId } from './contact-status.ts';
import { type ExportFormat, exportPath } from './export-path.ts';
import { MessageCard } from './MessageCard.tsx';

type StatusFilter = ContactStatus | 'all';

/**
 * The messages tab: filter by status, search (both run on the server), CSV and Excel export of every
 * message the filters keep, the list 50 at a time. `allCount` is the count of all messages.
 * `spam`: the spam tab, only spam and no status filter; otherwise "all" means all but spam.
 */
export function MessagesTab({
  allCount,
  spam = false,
  initialSearch,
}: {
  allCount: number | undefined;
  spam?: boolean;
  /** The search the tab opens with (`/admin/contact?search=…`). */
  initialSearch?: string;
}) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState(initialSearch ?? '');
  const [typed] = useDebouncedValue(search.trim(), 300);
  const filters: ContactMessageFilters = {
    status: spam ? 'spam' : status === 'all' ? undefined : status,
    search: typed || undefined,
  };
  const filtered = (!spam && filters.status !== undefined) || filters.search !== undefined;
  const [page, setPage] = useListPage(`${filters.status}\u0000${typed}`);
  const messages = adminTrpc.contact.admin.messages.useQuery(
    { ...filters, page, pageSize: PAGE_SIZE_DEFAULT },
    { placeholderData: keepPreviousData },
  );
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  // The server streams the file of every matching message; the browser saves what it gets.
  const download = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const fileName = format === 'excel' ? contactExcelFileName() : contactCsvFileName();
      await downloadFromServer(exportPath(filters, format), fileName);
      feedback.success('admin.contact.exported');
    } catch (error) {
      feedback.failure(error);
    } finally {
      setExporting(null);
    }
  };

  const data = messages.data;
  if (!data) {
    return <QueryState isPending={messages.isPending} error={messages.error} onRetry={() => void messages.refetch()} />;
  }
  if (!filtered && data.total === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        <FormattedMessage id={spam ? 'admin.contact.spamEmpty' : 'admin.contact.empty'} />
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
        {!spam && (
          <NativeSelect
            label={intl.formatMessage({ id: 'admin.contact.statusFilter' })}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as StatusFilter)}
            data={[
              { value: 'all', label: intl.formatMessage({ id: 'admin.contact.allStatuses' }) },
              ...LEAD_STATUSES.map((value) => ({ value, label: intl.formatMessage({ id: statusMessageId(value) }) })),
            ]}
            style={{ flex: '0 1 12rem' }}
          />
        )}
        <Button
          variant="light"
          onClick={() => void download('csv')}
          loading={exporting === 'csv'}
          disabled={data.total === 0 || exporting === 'excel'}
        >
          <FormattedMessage id="admin.contact.exportCsv" />
        </Button>
        <Button
          variant="light"
          onClick={() => void download('excel')}
          loading={exporting === 'excel'}
          disabled={data.total === 0 || exporting === 'csv'}
        >
          <FormattedMessage id="admin.contact.exportExcel" />
        </Button>
      </Group>
      {filtered && allCount !== undefined && (
        <Text size="sm" c="dimmed" aria-live="polite">
          <FormattedMessage id="admin.contact.shown" values={{ shown: data.total, total: allCount }} />
        </Text>
      )}
      {data.total === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          <FormattedMessage id="admin.contact.noMatch" />
        </Text>
      ) : (
        <ul className={classes.list}>
          {data.items.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
      <ListPagination data={data} onChange={setPage} />
    </Stack>
  );
}

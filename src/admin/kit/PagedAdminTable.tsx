import '@mantine/core/styles/Table.css';
import { type MantineSpacing, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids.ts';
import type { Paged } from '../../shared/paging.ts';
import { QueryState } from './AdminPage.tsx';
import { AdminTableHead } from './AdminTableHead.tsx';
import { ListPagination } from './ListPagination.tsx';

type Props<T> = {
  /** The list's query (a page of rows). */
  query: { data?: Paged<T>; isPending: boolean; error: unknown; refetch: () => unknown };
  /** The header's message ids, and the actions column when rows have buttons. */
  columns: readonly MessageId[];
  actions?: boolean;
  /** The text of an empty list (none: the list is never empty). */
  emptyId?: MessageId;
  minWidth: number;
  verticalSpacing?: MantineSpacing;
  /** Names the scrolled area, which then takes the keyboard (a table of text only: nothing else to focus). */
  scrollLabel?: string;
  /** One row (a `<Table.Tr>` with its key). */
  row: (item: T) => ReactNode;
  onPage: (page: number) => void;
};

/** A paged admin list as a table: loading and error states, the empty text, the rows and the pages. */
export function PagedAdminTable<T>({
  query,
  columns,
  actions = false,
  emptyId,
  minWidth,
  verticalSpacing = 'sm',
  scrollLabel,
  row,
  onPage,
}: Props<T>) {
  const { data } = query;
  if (!data) {
    return <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (emptyId && data.total === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        <FormattedMessage id={emptyId} />
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Table.ScrollContainer
        minWidth={minWidth}
        scrollAreaProps={
          scrollLabel ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } } : undefined
        }
      >
        <Table striped verticalSpacing={verticalSpacing}>
          <AdminTableHead columns={columns} actions={actions} />
          <Table.Tbody>{data.items.map(row)}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination data={data} onChange={onPage} />
    </Stack>
  );
}

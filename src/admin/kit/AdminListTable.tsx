import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids.ts';
import { QueryState } from './AdminPage.tsx';
import { AdminTableHead } from './AdminTableHead.tsx';

type Props<T> = {
  /** The list's query (every row at once). */
  query: { data?: readonly T[]; isPending: boolean; error: unknown; refetch: () => unknown };
  /** The header's message ids, and the actions column when rows have buttons. */
  columns: readonly MessageId[];
  actions?: boolean;
  emptyId: MessageId;
  minWidth: number;
  /** The id of the heading that names the table. */
  labelledBy?: string;
  testId: string;
  /** One row (a `<Table.Tr>` with its key). */
  row: (item: T) => ReactNode;
};

/**
 * An unpaged admin list as a table (PagedAdminTable is the paged one): loading and error
 * states, the empty text, the rows. Its parts go straight into the caller's Stack.
 */
export function AdminListTable<T>({
  query,
  columns,
  actions = false,
  emptyId,
  minWidth,
  labelledBy,
  testId,
  row,
}: Props<T>) {
  const { data } = query;
  return (
    <>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      {data &&
        (data.length === 0 ? (
          <Text c="dimmed">
            <FormattedMessage id={emptyId} />
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table verticalSpacing="xs" aria-labelledby={labelledBy} data-testid={testId}>
              <AdminTableHead columns={columns} actions={actions} />
              <Table.Tbody>{data.map((item) => row(item))}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </>
  );
}

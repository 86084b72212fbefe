import { Table } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids.ts';

/**
 * The header row of an admin table: one column per message id, and the common "actions" column
 * when the rows have buttons.
 */
export function AdminTableHead({ columns, actions = false }: { columns: readonly MessageId[]; actions?: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column} scope="col">
            <FormattedMessage id={column} />
          </Table.Th>
        ))}
        {actions && (
          <Table.Th scope="col">
            <FormattedMessage id="admin.common.actions" />
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

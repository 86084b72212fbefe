import { Table } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

/**
 * The header row of an admin table: one column per name, labelled by the message
 * `<prefix>.<name>` (without a prefix, the name is the message id), and the common "actions"
 * column when the rows have buttons.
 */
export function AdminTableHead({
  prefix,
  columns,
  actions = false,
}: {
  prefix?: string;
  columns: readonly string[];
  actions?: boolean;
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column} scope="col">
            <FormattedMessage id={prefix ? `${prefix}.${column}` : column} />
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

import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** Left to right whatever the admin's language: addresses, user names, codes. */
  ltr?: boolean;
  /** Breaks a long unbroken value (an e-mail, a URL) anywhere rather than widening the table. */
  wrap?: boolean;
};

/** A table cell of small text. */
export function TextCell({ children, ltr = false, wrap = false }: Props) {
  return (
    <Table.Td>
      <Text size="sm" dir={ltr ? 'ltr' : undefined} style={wrap ? { overflowWrap: 'anywhere' } : undefined}>
        {children}
      </Text>
    </Table.Td>
  );
}

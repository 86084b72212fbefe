import { Paper, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids.ts';

/** The empty state of an admin list (spec 001 section 8 gives its wording per screen). */
export function EmptyList({ messageId }: { messageId: MessageId }) {
  return (
    <Paper withBorder p="xl" radius="md" ta="center">
      <Text c="dimmed" role="status">
        <FormattedMessage id={messageId} />
      </Text>
    </Paper>
  );
}

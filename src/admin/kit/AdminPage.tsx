import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids.ts';
import { describeFailure } from './use-admin-feedback.ts';

/** The frame of an admin screen: title, optional description and actions, then the body. */
export function AdminPage({
  titleId,
  descriptionId,
  actions,
  children,
}: {
  titleId: MessageId;
  descriptionId?: MessageId;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            <FormattedMessage id={titleId} />
          </Title>
          {descriptionId && (
            <Text c="dimmed">
              <FormattedMessage id={descriptionId} />
            </Text>
          )}
        </div>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}

/** Loading and error states of a list query, so every screen shows them the same way. */
export function QueryState({ isPending, error, onRetry }: { isPending: boolean; error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  if (isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Center>
    );
  }
  if (error) {
    return (
      <Alert color="red" title={intl.formatMessage({ id: 'admin.common.loadError' })}>
        <Text size="sm" mb="sm">
          {describeFailure(error)}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          <FormattedMessage id="admin.common.retry" />
        </Button>
      </Alert>
    );
  }
  return null;
}

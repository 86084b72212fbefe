import { Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ItemVersionOutput, VersionKind } from '../../shared/versions.ts';
import { adminTrpc } from './admin-trpc.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { DialogButton } from './DialogButton.tsx';
import { useAdminDateTime } from './use-admin-date-time.ts';
import { useAdminFeedback } from './use-admin-feedback.ts';
import { versionChangeLines } from './version-fields.ts';

/**
 * The "History" of one item (issue 22): a button that opens its saved versions, newest first,
 * each with who, when and what changed, and a restore for every version but the current one.
 * A restore is itself a new version, so it can be undone the same way.
 */
export function HistoryButton({ kind, itemId, name }: { kind: VersionKind; itemId: string | number; name: string }) {
  const intl = useIntl();
  return (
    <DialogButton
      label={<FormattedMessage id="admin.history.open" />}
      name={intl.formatMessage({ id: 'admin.history.openFor' }, { name })}
      title={intl.formatMessage({ id: 'admin.history.title' }, { name })}
      testId="history-open"
    >
      {() => <VersionList kind={kind} itemId={String(itemId)} />}
    </DialogButton>
  );
}

function VersionList({ kind, itemId }: { kind: VersionKind; itemId: string }) {
  const versions = adminTrpc.versions.list.useQuery({ kind, id: itemId });
  if (versions.isPending) return <Loader size="sm" role="status" aria-label="…" />;
  if (versions.isError)
    return (
      <Text c="red" role="alert">
        <FormattedMessage id="admin.common.loadError" />
      </Text>
    );
  if (versions.data.length === 0)
    return (
      <Text c="dimmed" data-testid="history-empty">
        <FormattedMessage id="admin.history.none" />
      </Text>
    );
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="history-list">
      {versions.data.map((version, index) => (
        <VersionEntry key={version.id} version={version} current={index === 0} />
      ))}
    </Stack>
  );
}

/** A version as the client receives it (JSON drops an `undefined` before or after). */
type ShownVersion = Omit<ItemVersionOutput, 'changes'> & {
  changes: Array<{ field: string; before?: unknown; after?: unknown }>;
};

function VersionEntry({ version, current }: { version: ShownVersion; current: boolean }) {
  const intl = useIntl();
  const dateTime = useAdminDateTime();
  const feedback = useAdminFeedback();
  const restore = adminTrpc.versions.restore.useMutation(feedback.writeHandlers('admin.history.restored'));
  const restoring = version.summary.startsWith('restore ');
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="history-version">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {dateTime(version.at)}
            {' · '}
            {version.actor ?? intl.formatMessage({ id: 'admin.history.original' })}
          </Text>
          {current && (
            <Badge size="sm" variant="light" color="teal">
              <FormattedMessage id="admin.history.current" />
            </Badge>
          )}
          {restoring && (
            <Text size="xs" c="dimmed">
              <FormattedMessage id="admin.history.wasRestore" />
            </Text>
          )}
          <Stack gap={2} component="ul" style={{ margin: 0, paddingInlineStart: '1.1rem' }}>
            {version.changes
              .flatMap((change) => versionChangeLines(intl, change))
              .map((line) => (
                <Text key={line.key} component="li" size="sm" dir="auto">
                  <Text span fw={600}>
                    {line.field}
                  </Text>
                  {': '}
                  <Text span td="line-through" c="dimmed">
                    {line.before}
                  </Text>
                  {' → '}
                  {line.after}
                </Text>
              ))}
          </Stack>
        </Stack>
        {!current && (
          <ConfirmButton
            color="blue"
            loading={restore.isPending}
            onConfirm={() => restore.mutate({ versionId: version.id })}
            title={<FormattedMessage id="admin.history.restore" />}
            question={<FormattedMessage id="admin.history.restoreQuestion" />}
            confirmLabel={<FormattedMessage id="admin.history.restore" />}
            closeLabel={intl.formatMessage({ id: 'admin.common.close' })}
          >
            <FormattedMessage id="admin.history.restore" />
          </ConfirmButton>
        )}
      </Group>
    </Paper>
  );
}

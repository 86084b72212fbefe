import '@mantine/core/styles/Table.css';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuditEntryOutput, AuditFilters } from '../../shared/account.ts';
import { PAGE_SIZE_DEFAULT } from '../../shared/paging.ts';
import { AdminPage } from '../kit/AdminPage.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { useListPage } from '../kit/ListPagination.tsx';
import { PagedAdminTable } from '../kit/PagedAdminTable.tsx';
import { TextCell } from '../kit/TextCell.tsx';
import { useAdminDateTime } from '../kit/use-admin-date-time.ts';
import { versionChangeLines } from '../kit/version-fields.ts';
import { AUDIT_ACTION_FILTERS, auditActionParts } from './audit-actions.ts';

/** The CSV of the same filters, straight from the server (a plain download link; it is itself logged). */
function exportHref(filters: AuditFilters): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, String(value));
  const search = query.toString();
  return `/api/admin/audit/export${search ? `?${search}` : ''}`;
}

function useActionName() {
  const intl = useIntl();
  return (action: string) => {
    const parts = auditActionParts(action);
    if (!parts) return action;
    return intl.formatMessage(
      { id: 'admin.activity.actionName' },
      {
        area: intl.formatMessage({ id: `admin.activity.area.${parts.area}` }),
        deed: intl.formatMessage({ id: `admin.activity.deed.${parts.deed}` }),
      },
    );
  };
}

/** An entry as the client receives it (JSON drops an `undefined` before or after). */
type ShownEntry = Omit<AuditEntryOutput, 'changes'> & {
  changes: Array<{ field: string; before?: unknown; after?: unknown }>;
};

function EntryRow({ entry }: { entry: ShownEntry }) {
  const formatTime = useAdminDateTime();
  const actionName = useActionName();
  const name = actionName(entry.action);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatTime(entry.at)}
        </Text>
      </Table.Td>
      <Table.Td>
        {/* The name at the time of the action; the name now beside it when it was changed since. */}
        <Text size="sm" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          {entry.actor ?? '—'}
        </Text>
        {entry.actorNow && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <FormattedMessage id="admin.activity.actorNow" values={{ name: <bdi>{entry.actorNow}</bdi> }} />
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{name}</Text>
        {name !== entry.action && (
          <Text size="xs" c="dimmed" dir="ltr">
            {entry.action}
          </Text>
        )}
      </Table.Td>
      <TextCell ltr wrap>
        {entry.subject ?? entry.target ?? ''}
      </TextCell>
      <TextCell ltr>{entry.ip ?? ''}</TextCell>
      <Table.Td>
        <ChangeSentences entry={entry} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * What a save changed, as sentences in the admin's language ("Ayşe, Çalışma saatleri alanını
 * değiştirdi: Cumartesi 10:00–14:00 → 10:00–15:30"); other entries keep their input summary.
 */
function ChangeSentences({ entry }: { entry: ShownEntry }) {
  const intl = useIntl();
  const lines = entry.changes.flatMap((change) => versionChangeLines(intl, change));
  if (lines.length === 0)
    return (
      <Text size="xs" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
        {entry.summary}
      </Text>
    );
  return (
    <Stack gap={2} data-testid="activity-changes">
      {lines.map((line) => (
        <Text key={line.key} size="xs" style={{ overflowWrap: 'anywhere' }}>
          <FormattedMessage
            id="admin.activity.changed"
            values={{
              actor: <bdi>{entry.actor ?? '—'}</bdi>,
              field: line.field,
              before: <bdi>{line.before}</bdi>,
              after: <bdi>{line.after}</bdi>,
            }}
          />
        </Text>
      ))}
    </Stack>
  );
}

/** The filter inputs' texts, by the name of their label (admin.activity.filter.<name>). */
const EMPTY_FILTERS = { actor: '', action: '', from: '', to: '' };

/** The admins to pick a person from (by id: names can change). */
const ACTOR_CHOICES = { page: 1, pageSize: 100 };

/** The audit log (issue 13): newest first, filtered by person, action (or area) and days; CSV of the filters. */
export function ActivityPage() {
  const intl = useIntl();
  const [fields, setFields] = useState(EMPTY_FILTERS);
  const admins = adminTrpc.users.list.useQuery(ACTOR_CHOICES);
  const filters: AuditFilters = {
    actorId: fields.actor ? Number(fields.actor) : undefined,
    action: fields.action || undefined,
    from: fields.from || undefined,
    to: fields.to || undefined,
  };
  const [page, setPage] = useListPage(JSON.stringify(filters));
  const entries = adminTrpc.audit.list.useQuery(
    { ...filters, page, pageSize: PAGE_SIZE_DEFAULT },
    { placeholderData: keepPreviousData },
  );
  const filter = (name: keyof typeof EMPTY_FILTERS) => ({
    label: intl.formatMessage({ id: `admin.activity.filter.${name}` }),
    value: fields[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setFields((current) => ({ ...current, [name]: value }));
    },
  });
  return (
    <AdminPage
      titleId="admin.nav.activity"
      descriptionId="admin.activity.description"
      actions={
        <Button component="a" href={exportHref(filters)} download variant="light">
          <FormattedMessage id="admin.activity.export" />
        </Button>
      }
    >
      <Stack gap="xs" component="section" aria-label={intl.formatMessage({ id: 'admin.activity.filters' })}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <NativeSelect
            {...filter('actor')}
            data={[
              { value: '', label: intl.formatMessage({ id: 'admin.activity.filter.allActors' }) },
              ...(admins.data?.items ?? []).map((user) => ({ value: String(user.id), label: user.username })),
            ]}
          />
          <NativeSelect
            {...filter('action')}
            data={[
              { value: '', label: intl.formatMessage({ id: 'admin.activity.filter.allActions' }) },
              ...AUDIT_ACTION_FILTERS.map(({ value, labelId }) => ({
                value,
                label: intl.formatMessage({ id: labelId }),
              })),
            ]}
          />
          <TextInput type="date" {...filter('from')} max={fields.to || undefined} />
          <TextInput type="date" {...filter('to')} min={fields.from || undefined} />
        </SimpleGrid>
        {Object.values(fields).some(Boolean) && (
          <Group>
            <Button variant="subtle" size="xs" onClick={() => setFields(EMPTY_FILTERS)}>
              <FormattedMessage id="admin.activity.filter.clear" />
            </Button>
          </Group>
        )}
      </Stack>
      <PagedAdminTable
        query={entries}
        columns={[
          'admin.activity.col.time',
          'admin.activity.col.actor',
          'admin.activity.col.action',
          'admin.activity.col.target',
          'admin.activity.col.ip',
          'admin.activity.col.summary',
        ]}
        emptyId="admin.activity.empty"
        minWidth={960}
        verticalSpacing="xs"
        scrollLabel={intl.formatMessage({ id: 'admin.nav.activity' })}
        row={(entry) => <EntryRow key={entry.id} entry={entry} />}
        onPage={setPage}
      />
    </AdminPage>
  );
}

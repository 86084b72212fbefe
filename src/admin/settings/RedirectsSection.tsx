import { useState } from 'react';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type RedirectInput, type RedirectOutput, redirectInputSchema } from '../../shared/redirects.ts';
import { QueryState } from '../kit/AdminPage.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { ConfirmDeleteButton } from '../kit/ConfirmDeleteButton.tsx';
import { useRuleErrors, useSpecResolver } from '../kit/rule-errors.ts';
import { TitleWithHint } from '../kit/TitleWithHint.tsx';
import { useUnsavedChanges } from '../kit/unsaved-changes.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';

/**
 * Redirects of moved pages (issue 22): the list (the server's own, made when a service's
 * address changed, marked "automatic"), an add form and a delete with confirmation.
 */
export function RedirectsSection() {
  const redirects = adminTrpc.redirects.admin.list.useQuery();
  return (
    <Stack gap="lg" component="section" aria-labelledby="redirects-title">
      <div>
        <TitleWithHint
          order={2}
          size="h4"
          id="redirects-title"
          titleId="admin.redirects.title"
          hintId="admin.redirects.hint"
        />
      </div>
      <RedirectAddForm />
      <QueryState isPending={redirects.isPending} error={redirects.error} onRetry={() => void redirects.refetch()} />
      {redirects.data &&
        (redirects.data.length === 0 ? (
          <Text c="dimmed">
            <FormattedMessage id="admin.redirects.empty" />
          </Text>
        ) : (
          <RedirectTable redirects={redirects.data} />
        ))}
    </Stack>
  );
}

function RedirectAddForm() {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const { serverErrors } = useRuleErrors();
  const validate = useSpecResolver<RedirectInput>(redirectInputSchema);
  const [dirty, setDirty] = useState(false);
  const form = useForm<RedirectInput>({
    mode: 'uncontrolled',
    initialValues: { from: '', to: '' },
    validate,
    onValuesChange: () => setDirty(form.isDirty()),
  });
  useUnsavedChanges(dirty);
  const create = adminTrpc.redirects.admin.create.useMutation({
    onSuccess: () => {
      form.reset();
      feedback.success('admin.redirects.added');
      void feedback.refreshAll();
    },
    onError: (error) => {
      const fields = serverErrors(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else feedback.failure(error);
    },
  });
  const path = (field: keyof RedirectInput) => ({
    ...form.getInputProps(field),
    label: intl.formatMessage({ id: `admin.redirects.${field}` }),
    placeholder: intl.formatMessage({ id: `admin.redirects.${field}Placeholder` }),
    dir: 'ltr' as const,
    required: true,
    style: { flex: '1 1 14rem' },
  });
  return (
    <Paper withBorder p="md" radius="md">
      <form noValidate onSubmit={form.onSubmit((values) => create.mutate(values))} aria-labelledby="redirects-add">
        <Title order={3} size="h5" id="redirects-add" mb="xs">
          <FormattedMessage id="admin.redirects.add" />
        </Title>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput {...path('from')} key={form.key('from')} />
          <TextInput {...path('to')} key={form.key('to')} />
          <Button type="submit" loading={create.isPending} mt={{ base: 0, sm: 25 }}>
            <FormattedMessage id="admin.common.add" />
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

function RedirectTable({ redirects }: { redirects: RedirectOutput[] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" aria-labelledby="redirects-title" data-testid="redirects-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="admin.redirects.from" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="admin.redirects.to" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="admin.common.actions" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {redirects.map((redirect) => (
            <RedirectRow key={redirect.id} redirect={redirect} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RedirectRow({ redirect }: { redirect: RedirectOutput }) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const deletion = adminTrpc.redirects.admin.delete.useMutation(feedback.writeHandlers('admin.common.deleted'));
  const paths = `${redirect.from} → ${redirect.to}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" ff="monospace" dir="ltr">
            {redirect.from}
          </Text>
          {redirect.automatic && (
            <Badge size="sm" variant="light" color="gray" c="gray.8">
              <FormattedMessage id="admin.redirects.automatic" />
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace" dir="ltr">
          {redirect.to}
        </Text>
      </Table.Td>
      <Table.Td>
        <ConfirmDeleteButton
          size="xs"
          variant="subtle"
          onConfirm={() => deletion.mutate({ id: redirect.id })}
          loading={deletion.isPending}
          itemLabel={<span dir="ltr">{paths}</span>}
          aria-label={intl.formatMessage({ id: 'admin.redirects.deleteLabel' }, { paths })}
        />
      </Table.Td>
    </Table.Tr>
  );
}

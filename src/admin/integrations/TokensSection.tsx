import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Table.css';
import { Badge, Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminMessageId } from '../../i18n/message-ids.ts';
import {
  type CreatedTokenOutput,
  TOKEN_NAME_MAX,
  TOKEN_SCOPES,
  type TokenOutput,
  type TokenScope,
} from '../../shared/api-tokens.ts';
import { AdminListTable } from '../kit/AdminListTable.tsx';
import { AdminSection } from '../kit/AdminSection.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { ConfirmButton } from '../kit/ConfirmButton.tsx';
import { DialogFormButtons } from '../kit/FormButtons.tsx';
import { FormModal } from '../kit/FormModal.tsx';
import { TextCell } from '../kit/TextCell.tsx';
import { useUnsavedChanges } from '../kit/unsaved-changes.ts';
import { useAdminDateTime } from '../kit/use-admin-date-time.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { SecretOnceDialog, type SecretOnceTexts } from './SecretOnceDialog.tsx';

/** Each scope's name and plain-language description. */
const SCOPE_TEXTS: Record<TokenScope, { label: AdminMessageId; hint: AdminMessageId }> = {
  'content:read': { label: 'admin.tokens.scope.contentRead', hint: 'admin.tokens.scope.contentReadHint' },
  'content:write': { label: 'admin.tokens.scope.contentWrite', hint: 'admin.tokens.scope.contentWriteHint' },
  'leads:read': { label: 'admin.tokens.scope.leadsRead', hint: 'admin.tokens.scope.leadsReadHint' },
  'leads:write': { label: 'admin.tokens.scope.leadsWrite', hint: 'admin.tokens.scope.leadsWriteHint' },
};

/** The new token's dialog, shown this once. */
const CREATED_TOKEN_TEXTS: SecretOnceTexts = {
  title: 'admin.tokens.createdTitle',
  warning: 'admin.tokens.createdWarning',
  label: 'admin.tokens.tokenLabel',
  copy: 'admin.tokens.copy',
  copied: 'admin.tokens.copied',
  done: 'admin.tokens.done',
};

type TokenState = 'active' | 'revoked' | 'expired';
const STATE_COLOR: Record<TokenState, string> = { active: 'teal.9', revoked: 'red.9', expired: 'gray.7' };

const stateOf = (token: TokenOutput): TokenState =>
  token.revokedAt ? 'revoked' : token.expiresAt && Date.parse(token.expiresAt) <= Date.now() ? 'expired' : 'active';

/** Today in the admin's time zone, as a date field writes it (yyyy-mm-dd). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * API tokens (issue 23): the list (prefix, scopes, last use, expiry, state), a form that makes
 * one, the new token shown once with a copy button, and revoke with a confirmation.
 */
export function TokensSection() {
  const tokens = adminTrpc.tokens.admin.list.useQuery();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedTokenOutput | null>(null);
  return (
    <AdminSection
      headingId="tokens-title"
      titleId="admin.tokens.title"
      hintId="admin.tokens.hint"
      action={
        <Button onClick={() => setAdding(true)}>
          <FormattedMessage id="admin.tokens.add" />
        </Button>
      }
    >
      {adding && (
        <TokenFormModal
          onClose={() => setAdding(false)}
          onCreated={(token) => {
            setAdding(false);
            setCreated(token);
          }}
        />
      )}
      {created && (
        <SecretOnceDialog
          value={created.token}
          texts={CREATED_TOKEN_TEXTS}
          testId="created-token"
          onClose={() => setCreated(null)}
        />
      )}
      <AdminListTable
        query={tokens}
        columns={[
          'admin.tokens.col.name',
          'admin.tokens.col.prefix',
          'admin.tokens.col.scopes',
          'admin.tokens.col.lastUsed',
          'admin.tokens.col.expires',
          'admin.tokens.col.status',
        ]}
        actions
        emptyId="admin.tokens.empty"
        minWidth={820}
        labelledBy="tokens-title"
        testId="tokens-table"
        row={(token) => <TokenRow key={token.id} token={token} />}
      />
    </AdminSection>
  );
}

function TokenRow({ token }: { token: TokenOutput }) {
  const intl = useIntl();
  const formatTime = useAdminDateTime();
  const feedback = useAdminFeedback();
  const revoke = adminTrpc.tokens.admin.revoke.useMutation(feedback.writeHandlers('admin.tokens.revokedToast'));
  const state = stateOf(token);
  return (
    <Table.Tr data-testid={`token-${token.prefix}`}>
      <Table.Td>
        <Text size="sm" fw={500}>
          <bdi>{token.name}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          <FormattedMessage
            id="admin.tokens.createdBy"
            values={{ name: <bdi>{token.createdBy ?? '—'}</bdi>, time: formatTime(token.createdAt) }}
          />
        </Text>
      </Table.Td>
      <TextCell ltr>
        <Text span size="sm" ff="monospace">
          {token.prefix}…
        </Text>
      </TextCell>
      <Table.Td>
        <Group gap={4}>
          {token.scopes.map((scope) => (
            <Badge key={scope} variant="light" color="blue" c="blue.9" title={scope}>
              <FormattedMessage id={SCOPE_TEXTS[scope].label} />
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        {token.lastUsedAt ? (
          <>
            <Text size="sm">{formatTime(token.lastUsedAt)}</Text>
            {token.lastUsedIp && (
              <Text size="xs" c="dimmed">
                <FormattedMessage
                  id="admin.tokens.lastUsedFrom"
                  values={{ address: <bdi dir="ltr">{token.lastUsedIp}</bdi> }}
                />
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="admin.tokens.neverUsed" />
          </Text>
        )}
      </Table.Td>
      <TextCell>
        {token.expiresAt ? formatTime(token.expiresAt) : intl.formatMessage({ id: 'admin.tokens.noExpiry' })}
      </TextCell>
      <Table.Td>
        <Badge color={STATE_COLOR[state]}>
          <FormattedMessage id={`admin.tokens.status.${state}`} />
        </Badge>
      </Table.Td>
      <Table.Td>
        {state !== 'revoked' && (
          <ConfirmButton
            color="red"
            title={<FormattedMessage id="admin.tokens.revokeTitle" />}
            question={<FormattedMessage id="admin.tokens.revokeText" />}
            confirmLabel={<FormattedMessage id="admin.tokens.revokeConfirm" />}
            closeLabel={intl.formatMessage({ id: 'admin.common.close' })}
            itemLabel={<bdi>{token.name}</bdi>}
            onConfirm={() => revoke.mutate({ id: token.id })}
            loading={revoke.isPending}
            aria-label={intl.formatMessage({ id: 'admin.tokens.revokeLabel' }, { name: token.name })}
          >
            <FormattedMessage id="admin.tokens.revoke" />
          </ConfirmButton>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

type FormErrors = Partial<Record<'name' | 'scopes' | 'expiresAt', AdminMessageId>>;

/** The form of a new token: a name, its scopes (each with what it allows), an optional last day. */
function TokenFormModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (token: CreatedTokenOutput) => void;
}) {
  const intl = useIntl();
  return (
    <FormModal opened onClose={onClose} title={intl.formatMessage({ id: 'admin.tokens.formTitle' })}>
      <TokenForm onCancel={onClose} onCreated={onCreated} />
    </FormModal>
  );
}

function TokenForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (token: CreatedTokenOutput) => void }) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>([]);
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  useUnsavedChanges(name !== '' || scopes.length > 0 || expiry !== '');
  const create = adminTrpc.tokens.admin.create.useMutation({
    onSuccess: (token) => {
      feedback.success('admin.tokens.createdToast', { name: token.name });
      void feedback.refreshAll();
      onCreated(token);
    },
    onError: (error) => feedback.failure(error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FormErrors = {};
    if (!name.trim()) found.name = 'admin.tokens.nameRequired';
    if (scopes.length === 0) found.scopes = 'admin.tokens.scopesRequired';
    if (expiry && expiry < today()) found.expiresAt = 'admin.tokens.expiresPast';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // The end of the chosen day in the admin's time zone.
    const expiresAt = expiry ? new Date(`${expiry}T23:59:59.999`).toISOString() : null;
    create.mutate({ name: name.trim(), scopes, expiresAt });
  };
  const error = (field: keyof FormErrors) => (errors[field] ? intl.formatMessage({ id: errors[field] }) : undefined);
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={intl.formatMessage({ id: 'admin.tokens.name' })}
          description={intl.formatMessage({ id: 'admin.tokens.nameHint' })}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={TOKEN_NAME_MAX}
          error={error('name')}
          required
          data-autofocus
        />
        <Checkbox.Group
          label={intl.formatMessage({ id: 'admin.tokens.scopes' })}
          value={scopes}
          onChange={(value) => setScopes(value as TokenScope[])}
          error={error('scopes')}
          required
        >
          <Stack gap="sm" mt="xs">
            {TOKEN_SCOPES.map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                label={intl.formatMessage({ id: SCOPE_TEXTS[scope].label })}
                description={intl.formatMessage({ id: SCOPE_TEXTS[scope].hint })}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          type="date"
          label={intl.formatMessage({ id: 'admin.tokens.expiresAt' })}
          description={intl.formatMessage({ id: 'admin.tokens.expiresHint' })}
          value={expiry}
          min={today()}
          onChange={(event) => setExpiry(event.currentTarget.value)}
          error={error('expiresAt')}
        />
      </Stack>
      <DialogFormButtons saving={create.isPending} onCancel={onCancel} submitId="admin.tokens.create" />
    </form>
  );
}

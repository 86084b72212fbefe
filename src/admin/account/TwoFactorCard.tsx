import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import { Badge, Button, Code, Group, Image, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids.ts';
import type { AccountOutput } from '../../shared/account.ts';
import { totpCodeSchema } from '../../shared/auth.ts';
import { issueWords } from '../../shared/spec-resolver.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { SubmitButton } from '../kit/FormButtons.tsx';
import { useRuleErrors } from '../kit/rule-errors.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';

type Setup = { secret: string; qrCode: string };

/** After TOTP goes on or off: the account, its sessions (the others ended) and the admins' list. */
function useRefreshTotpViews() {
  const utils = adminTrpc.useUtils();
  return () => {
    void utils.account.get.invalidate();
    void utils.account.sessions.invalidate();
    void utils.users.list.invalidate();
  };
}

/** The admin's password, asked again before the second factor changes. */
function CurrentPasswordInput({
  hintId,
  value,
  onChange,
  error,
}: {
  hintId: MessageId;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const intl = useIntl();
  return (
    <PasswordInput
      label={intl.formatMessage({ id: 'admin.account.currentPassword' })}
      description={intl.formatMessage({ id: hintId })}
      autoComplete="current-password"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      visibilityToggleButtonProps={{ 'aria-label': intl.formatMessage({ id: 'admin.account.togglePassword' }) }}
    />
  );
}

/** Step two of the setup: the app's current code turns TOTP on and brings the recovery codes. */
function ConfirmSetup({ setup, onConfirmed }: { setup: Setup; onConfirmed: (codes: string[]) => void }) {
  const intl = useIntl();
  const { words, serverErrors } = useRuleErrors();
  const feedback = useAdminFeedback();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const confirm = adminTrpc.account.confirmTotp.useMutation({
    onSuccess: ({ recoveryCodes }) => {
      setPassword('');
      feedback.success('admin.account.totpEnabled');
      onConfirmed(recoveryCodes);
    },
    onError: (failure) => {
      const fields = serverErrors(failure);
      if (fields.code) setError(fields.code);
      if (fields.password) setPasswordError(fields.password);
      if (!fields.code && !fields.password) feedback.failure(failure);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    setError(parsed.success ? null : issueWords(parsed.error.issues[0], words));
    setPasswordError(password ? null : words('login.passwordRequired'));
    if (!parsed.success || !password) return;
    confirm.mutate({ code: parsed.data, password });
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        <FormattedMessage id="admin.account.totpScan" />
      </Text>
      {/* An SVG data URL made by the server (the CSP's img-src allows data:). */}
      <Image
        src={setup.qrCode}
        alt={intl.formatMessage({ id: 'admin.account.totpQrAlt' })}
        w={200}
        h={200}
        bg="white"
        p="xs"
        radius="sm"
      />
      <Text size="sm">
        <FormattedMessage id="admin.account.totpSecret" />
      </Text>
      <Code dir="ltr" data-testid="totp-secret" style={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }}>
        {setup.secret}
      </Code>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm" maw={320}>
          <Text size="sm">
            <FormattedMessage id="admin.account.totpEnter" />
          </Text>
          <TextInput
            label={intl.formatMessage({ id: 'admin.account.totpCode' })}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            dir="ltr"
            required
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={error}
          />
          {/* Asked again: a session alone (perhaps a stolen one) cannot bind an authenticator. */}
          <CurrentPasswordInput
            hintId="admin.account.totpEnableHint"
            value={password}
            onChange={setPassword}
            error={passwordError}
          />
          <SubmitButton textId="admin.account.totpConfirm" saving={confirm.isPending} />
        </Stack>
      </form>
    </Stack>
  );
}

/** With TOTP on: the codes left, and turning it off with the password. */
function DisableTotp() {
  const { words, serverErrors } = useRuleErrors();
  const feedback = useAdminFeedback();
  const refreshTotpViews = useRefreshTotpViews();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const disable = adminTrpc.account.disableTotp.useMutation({
    onSuccess: () => {
      setPassword('');
      feedback.success('admin.account.totpDisabled');
      refreshTotpViews();
    },
    onError: (failure) => {
      const field = serverErrors(failure).password;
      if (field) setError(field);
      else feedback.failure(failure);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(words('login.passwordRequired'));
    setError(null);
    disable.mutate({ password });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm" maw={320}>
        <CurrentPasswordInput
          hintId="admin.account.totpDisableHint"
          value={password}
          onChange={setPassword}
          error={error}
        />
        <SubmitButton textId="admin.account.totpDisable" saving={disable.isPending} color="red" variant="light" />
      </Stack>
    </form>
  );
}

/** Two-step verification: start → QR and key → confirm with a code → recovery codes once → on; off with the password. */
export function TwoFactorCard({ account }: { account: AccountOutput }) {
  const feedback = useAdminFeedback();
  const refreshTotpViews = useRefreshTotpViews();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = adminTrpc.account.startTotp.useMutation({
    onSuccess: ({ secret, qrCode }) => setSetup({ secret, qrCode }),
    onError: (error) => feedback.failure(error),
  });
  const on = account.totpEnabled;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="account-totp">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4" id="account-totp">
            <FormattedMessage id="admin.account.totp" />
          </Title>
          <Badge color={on ? 'teal.9' : 'gray.7'} data-testid="totp-status">
            <FormattedMessage id={on ? 'admin.account.totpOn' : 'admin.account.totpOff'} />
          </Badge>
        </Group>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : on ? (
          <>
            <Text size="sm">
              <FormattedMessage id="admin.account.codesLeft" values={{ count: account.recoveryCodesLeft }} />
            </Text>
            <DisableTotp />
          </>
        ) : setup ? (
          <ConfirmSetup
            setup={setup}
            onConfirmed={(recoveryCodes) => {
              setSetup(null);
              setCodes(recoveryCodes);
              refreshTotpViews();
            }}
          />
        ) : (
          <>
            <Text size="sm">
              <FormattedMessage id="admin.account.totpIntro" />
            </Text>
            <div>
              <Button onClick={() => start.mutate()} loading={start.isPending}>
                <FormattedMessage id="admin.account.totpStart" />
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}

import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTranslateValidation } from '../../i18n/use-translate-validation.ts';
import { recoveryCodeSchema, totpCodeSchema } from '../../shared/auth.ts';
import { VALIDATION_MESSAGES } from '../../shared/validation-messages.ts';

export type SecondFactorAnswer = { totp: string } | { recoveryCode: string };

/**
 * The login's second step for an account with TOTP on: the authenticator app's six digits, or
 * (switch) one of the recovery codes. The password step's username and password go with it.
 */
export function SecondFactorStep({
  submitting,
  onSubmit,
  onStartOver,
}: {
  submitting: boolean;
  onSubmit: (answer: SecondFactorAnswer) => void;
  onStartOver: () => void;
}) {
  const intl = useIntl();
  const translate = useTranslateValidation();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (recovery) {
      const parsed = recoveryCodeSchema.safeParse(value);
      if (!parsed.success) return setError(translate(VALIDATION_MESSAGES['login.totpRequired']));
      onSubmit({ recoveryCode: parsed.data });
    } else {
      if (!value.trim()) return setError(translate(VALIDATION_MESSAGES['login.totpRequired']));
      const parsed = totpCodeSchema.safeParse(value);
      if (!parsed.success) return setError(translate(parsed.error.issues[0]?.message ?? ''));
      onSubmit({ totp: parsed.data });
    }
    setError(null);
  };

  const switchMethod = () => {
    setRecovery(!recovery);
    setValue('');
    setError(null);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <FormattedMessage id="admin.login.totpTitle" />
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id={recovery ? 'admin.login.recoveryHint' : 'admin.login.totpHint'} />
          </Text>
        </div>
        {recovery ? (
          <TextInput
            key="recovery"
            label={intl.formatMessage({ id: 'admin.login.recoveryCode' })}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            required
            autoFocus
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error}
          />
        ) : (
          <TextInput
            key="totp"
            label={intl.formatMessage({ id: 'admin.login.totpCode' })}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={7}
            dir="ltr"
            required
            // The password was just typed: the code is the only thing left to do.
            autoFocus
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error}
          />
        )}
        <Button type="submit" loading={submitting} fullWidth>
          <FormattedMessage id="admin.login.submit" />
        </Button>
        <Button variant="subtle" onClick={switchMethod} fullWidth>
          <FormattedMessage id={recovery ? 'admin.login.useTotp' : 'admin.login.useRecovery'} />
        </Button>
        <Button variant="subtle" color="gray" onClick={onStartOver} fullWidth>
          <FormattedMessage id="admin.login.startOver" />
        </Button>
      </Stack>
    </form>
  );
}

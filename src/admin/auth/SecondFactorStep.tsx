import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRuleWords } from '../../i18n/use-rule-words.ts';
import { recoveryCodeSchema, totpCodeSchema } from '../../shared/auth.ts';
import { issueWords } from '../../shared/spec-resolver.ts';
import { TitleWithHint } from '../kit/TitleWithHint.tsx';

/** How each kind of code is typed: free text, or the app's six digits (a space allowed). */
const RECOVERY_INPUT = { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false } as const;
const TOTP_INPUT = { autoComplete: 'one-time-code', inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 } as const;

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
  const words = useRuleWords();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (recovery) {
      const parsed = recoveryCodeSchema.safeParse(value);
      if (!parsed.success) return setError(words('login.totpRequired'));
      onSubmit({ recoveryCode: parsed.data });
    } else {
      if (!value.trim()) return setError(words('login.totpRequired'));
      const parsed = totpCodeSchema.safeParse(value);
      if (!parsed.success) return setError(issueWords(parsed.error.issues[0], words));
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
          <TitleWithHint
            order={1}
            size="h2"
            titleId="admin.login.totpTitle"
            hintId={recovery ? 'admin.login.recoveryHint' : 'admin.login.totpHint'}
          />
        </div>
        <TextInput
          // A new input for each method (no autofill or state carried over).
          key={recovery ? 'recovery' : 'totp'}
          {...(recovery ? RECOVERY_INPUT : TOTP_INPUT)}
          label={intl.formatMessage({ id: recovery ? 'admin.login.recoveryCode' : 'admin.login.totpCode' })}
          dir="ltr"
          required
          // The password was just typed: the code is the only thing left to do.
          autoFocus
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
        />
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

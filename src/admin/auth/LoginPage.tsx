import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SiteLink } from '../../components/SiteLink.tsx';
import { type LoginInput, loginInputSchema } from '../../shared/auth.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { useSpecResolver } from '../kit/rule-errors.ts';
import { TitleWithHint } from '../kit/TitleWithHint.tsx';
import { useFieldProps } from '../kit/use-field-error.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { type SecondFactorAnswer, SecondFactorStep } from './SecondFactorStep.tsx';

type Credentials = Pick<LoginInput, 'username' | 'password'>;

/**
 * The admin login screen: username, password with show/hide, submit, back to home. An account
 * with a second factor answers TOTP_REQUIRED; the screen then asks for the code (or a recovery
 * code) and sends the same username and password with it. No credentials are ever shown here.
 * "Forgot password" swaps in the request of a reset link (issue 22).
 */
export function LoginPage({ redirectTo = '/admin' }: { redirectTo?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const utils = adminTrpc.useUtils();
  // Set once the password was right and the server asked for the second factor.
  const [pending, setPending] = useState<Credentials | null>(null);
  const [forgot, setForgot] = useState(false);
  const form = useForm<Credentials>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: useSpecResolver(loginInputSchema),
  });
  const login = adminTrpc.auth.login.useMutation({
    onSuccess: async () => {
      await utils.auth.invalidate();
      await navigate({ to: redirectTo as '/' });
    },
    onError: (error, input) => {
      // By the API error code (src/shared/api-errors.ts), never by the server's wording.
      const code = error.data?.code;
      if (code === 'TOTP_REQUIRED') {
        setPending({ username: input.username, password: input.password });
        return;
      }
      const withCode = input.totp !== undefined || input.recoveryCode !== undefined;
      const refused = code === 'INVALID_CREDENTIALS' || code === 'RATE_LIMITED';
      const textId =
        code === 'INVALID_CREDENTIALS'
          ? withCode
            ? 'admin.login.wrongCode'
            : 'admin.login.wrongCredentials'
          : code === 'RATE_LIMITED'
            ? 'admin.login.throttled'
            : 'admin.login.networkError';
      notifications.show({
        color: 'red',
        title: intl.formatMessage({ id: refused ? 'admin.login.failedTitle' : 'admin.login.errorTitle' }),
        message: intl.formatMessage({ id: textId }),
      });
    },
  });
  const field = useFieldProps(form, 'admin.login.');
  const sendSecondFactor = (answer: SecondFactorAnswer) => {
    if (pending) login.mutate({ ...pending, ...answer });
  };
  return (
    <AuthFrame>
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : pending ? (
        <SecondFactorStep
          submitting={login.isPending}
          onSubmit={sendSecondFactor}
          onStartOver={() => {
            setPending(null);
            form.reset();
          }}
        />
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
          <Stack gap="md">
            <div>
              <TitleWithHint order={1} size="h2" titleId="admin.login.title" hintId="admin.login.subtitle" />
            </div>
            <TextInput {...field('username')} key={form.key('username')} autoComplete="username" required />
            <PasswordInput
              {...field('password')}
              key={form.key('password')}
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={{
                'aria-label': intl.formatMessage({ id: 'admin.login.togglePassword' }),
              }}
            />
            <Button type="submit" loading={login.isPending} fullWidth>
              <FormattedMessage id="admin.login.submit" />
            </Button>
            <Anchor component="button" type="button" size="sm" ta="center" onClick={() => setForgot(true)}>
              <FormattedMessage id="admin.login.forgot" />
            </Anchor>
            <Button component={SiteLink} to="/" variant="subtle" color="gray" fullWidth>
              <FormattedMessage id="admin.login.backHome" />
            </Button>
          </Stack>
        </form>
      )}
    </AuthFrame>
  );
}

import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { passwordResetConfirmSchema } from '../../shared/password-reset.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { useRuleErrors } from '../kit/rule-errors.ts';
import { TitleWithHint } from '../kit/TitleWithHint.tsx';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { useFieldProps } from '../kit/use-field-error.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

type Values = { password: string; repeatPassword: string };

/**
 * The page of the reset mail's link (`/admin/reset-password?token=…`, issue 22): a new password
 * twice, with the account screen's rules. A bad, used or expired link shows the server's words
 * and leads to a new request; after the change every session of the account is closed.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const [view, setView] = useState<'form' | 'done' | 'forgot'>('form');
  const toLogin = () => void navigate({ to: '/admin/login' });
  return (
    <AuthFrame>
      {view === 'forgot' ? (
        <ForgotPasswordForm onBack={toLogin} />
      ) : view === 'done' ? (
        <Stack gap="md">
          <Alert color="teal" role="status" data-testid="reset-done">
            <FormattedMessage id="admin.reset.done" />
          </Alert>
          <Button onClick={toLogin} fullWidth>
            <FormattedMessage id="admin.reset.toLogin" />
          </Button>
        </Stack>
      ) : (
        <NewPasswordForm token={token} onDone={() => setView('done')} onNewLink={() => setView('forgot')} />
      )}
    </AuthFrame>
  );
}

function NewPasswordForm({ token, onDone, onNewLink }: { token: string; onDone: () => void; onNewLink: () => void }) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const { fieldErrors, serverErrors } = useRuleErrors();
  // The link's own fault, found here (no token) or by the server (unknown, used, expired).
  const [linkError, setLinkError] = useState<string | undefined>(
    () => fieldErrors(passwordResetConfirmSchema, { token, password: '' }).token,
  );
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { password: '', repeatPassword: '' },
    validate: ({ password, repeatPassword }) => {
      const { password: passwordError } = fieldErrors(passwordResetConfirmSchema, { token, password });
      if (passwordError) return { password: passwordError };
      if (repeatPassword !== password)
        return { repeatPassword: intl.formatMessage({ id: 'admin.account.passwordMismatch' }) };
      return {};
    },
  });
  const confirm = adminTrpc.auth.passwordResetConfirm.useMutation({
    onSuccess: onDone,
    onError: (error) => {
      const { token: tokenError, ...fields } = serverErrors(error);
      if (tokenError) setLinkError(tokenError);
      else if (Object.keys(fields).length > 0) form.setErrors(fields);
      else feedback.failure(error);
    },
  });
  const field = useFieldProps(form, 'admin.reset.');
  const password = (name: keyof Values) => ({
    ...field(name),
    autoComplete: 'new-password',
    required: true,
    visibilityToggleButtonProps: { 'aria-label': intl.formatMessage({ id: 'admin.account.togglePassword' }) },
  });
  if (linkError) {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert" data-testid="reset-link-error">
          {linkError}
        </Alert>
        <Button onClick={onNewLink} fullWidth>
          <FormattedMessage id="admin.reset.newLink" />
        </Button>
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={form.onSubmit(({ password }) => confirm.mutate({ token, password }))}>
      <Stack gap="md">
        <div>
          <TitleWithHint order={1} size="h2" titleId="admin.reset.title" hintId="admin.account.passwordRule" />
        </div>
        <PasswordInput {...password('password')} key={form.key('password')} />
        <PasswordInput {...password('repeatPassword')} key={form.key('repeatPassword')} />
        <Button type="submit" loading={confirm.isPending} fullWidth>
          <FormattedMessage id="admin.reset.submit" />
        </Button>
      </Stack>
    </form>
  );
}

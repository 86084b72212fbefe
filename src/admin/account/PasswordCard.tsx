import { Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { changePasswordInputSchema } from '../../shared/account.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { zodFieldErrors } from '../kit/form-errors.ts';
import { serverFieldErrors } from '../kit/server-field-errors.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { useFieldError } from '../kit/use-field-error.ts';

type Values = { currentPassword: string; newPassword: string; repeatPassword: string };

/** Current + new + repeat; the server's own refusals (common, from the username, wrong current) show under their field. */
export function PasswordCard() {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const utils = adminTrpc.useUtils();
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
    validate: ({ repeatPassword, ...input }) => {
      const errors: Record<string, string> = zodFieldErrors(changePasswordInputSchema, input);
      if (!errors.newPassword && repeatPassword !== input.newPassword)
        errors.repeatPassword = intl.formatMessage({ id: 'admin.account.passwordMismatch' });
      return errors;
    },
  });
  const change = adminTrpc.account.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      feedback.success('admin.account.passwordChanged');
      void utils.account.sessions.invalidate();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else feedback.failure(error);
    },
  });
  const errorOf = useFieldError(form);
  const toggle = { 'aria-label': intl.formatMessage({ id: 'admin.account.togglePassword' }) };
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="account-password">
      <form
        noValidate
        onSubmit={form.onSubmit(({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }))}
      >
        <Stack gap="sm" maw={420}>
          <Title order={2} size="h4" id="account-password">
            <FormattedMessage id="admin.account.password" />
          </Title>
          <PasswordInput
            label={intl.formatMessage({ id: 'admin.account.currentPassword' })}
            autoComplete="current-password"
            required
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
            error={errorOf('currentPassword')}
            visibilityToggleButtonProps={toggle}
          />
          <PasswordInput
            label={intl.formatMessage({ id: 'admin.account.newPassword' })}
            description={intl.formatMessage({ id: 'admin.account.passwordRule' })}
            autoComplete="new-password"
            required
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
            error={errorOf('newPassword')}
            visibilityToggleButtonProps={toggle}
          />
          <PasswordInput
            label={intl.formatMessage({ id: 'admin.account.repeatPassword' })}
            autoComplete="new-password"
            required
            key={form.key('repeatPassword')}
            {...form.getInputProps('repeatPassword')}
            error={errorOf('repeatPassword')}
            visibilityToggleButtonProps={toggle}
          />
          <div>
            <Button type="submit" loading={change.isPending}>
              <FormattedMessage id="admin.account.changePassword" />
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}

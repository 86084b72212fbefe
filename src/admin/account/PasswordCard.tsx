import { Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { changePasswordInputSchema } from '../../shared/account.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { SubmitButton } from '../kit/FormButtons.tsx';
import { useRuleErrors } from '../kit/rule-errors.ts';
import { useUnsavedChanges } from '../kit/unsaved-changes.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { useFieldProps } from '../kit/use-field-error.ts';

type Values = { currentPassword: string; newPassword: string; repeatPassword: string };

/** Current + new + repeat; the server's own refusals (common, from the username, wrong current) show under their field. */
export function PasswordCard() {
  const intl = useIntl();
  const { fieldErrors, serverErrors } = useRuleErrors();
  const feedback = useAdminFeedback();
  const utils = adminTrpc.useUtils();
  const [dirty, setDirty] = useState(false);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
    onValuesChange: () => setDirty(form.isDirty()),
    validate: ({ repeatPassword, ...input }) => {
      const errors: Record<string, string> = fieldErrors(changePasswordInputSchema, input);
      if (!errors.newPassword && repeatPassword !== input.newPassword)
        errors.repeatPassword = intl.formatMessage({ id: 'admin.account.passwordMismatch' });
      return errors;
    },
  });
  useUnsavedChanges(dirty);
  const change = adminTrpc.account.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      feedback.success('admin.account.passwordChanged');
      void utils.account.sessions.invalidate();
    },
    onError: (error) => {
      const fields = serverErrors(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else feedback.failure(error);
    },
  });
  const field = useFieldProps(form, 'admin.account.');
  const toggle = { 'aria-label': intl.formatMessage({ id: 'admin.account.togglePassword' }) };
  const password = (name: keyof Values, autoComplete: 'current-password' | 'new-password') => ({
    ...field(name),
    autoComplete,
    required: true,
    visibilityToggleButtonProps: toggle,
  });
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
          <PasswordInput {...password('currentPassword', 'current-password')} key={form.key('currentPassword')} />
          <PasswordInput
            {...password('newPassword', 'new-password')}
            key={form.key('newPassword')}
            description={intl.formatMessage({ id: 'admin.account.passwordRule' })}
          />
          <PasswordInput {...password('repeatPassword', 'new-password')} key={form.key('repeatPassword')} />
          <SubmitButton textId="admin.account.changePassword" saving={change.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}

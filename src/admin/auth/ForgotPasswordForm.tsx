import { Alert, Button, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../i18n/LanguageContext.tsx';
import { passwordResetRequestSchema } from '../../shared/password-reset.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { useRuleErrors, useSpecResolver } from '../kit/rule-errors.ts';
import { TitleWithHint } from '../kit/TitleWithHint.tsx';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { useFieldProps } from '../kit/use-field-error.ts';

type Values = { email: string };

/**
 * "Forgot password" (issue 22): the account's e-mail; the link comes in the admin's language.
 * The answer is the same whether or not such an account exists, so nobody learns which do.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { language } = useLanguage();
  const feedback = useAdminFeedback();
  const { serverErrors } = useRuleErrors();
  const [sent, setSent] = useState(false);
  const validate = useSpecResolver<Values>(passwordResetRequestSchema);
  const form = useForm<Values>({ mode: 'uncontrolled', initialValues: { email: '' }, validate });
  const request = adminTrpc.auth.passwordReset.useMutation({
    onSuccess: () => setSent(true),
    onError: (error) => {
      const fields = serverErrors(error);
      if (fields.email) form.setErrors({ email: fields.email });
      else feedback.failure(error);
    },
  });
  const field = useFieldProps(form, 'admin.forgot.');
  const back = (
    <Button variant="subtle" color="gray" fullWidth onClick={onBack}>
      <FormattedMessage id="admin.forgot.backToLogin" />
    </Button>
  );
  if (sent) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          <FormattedMessage id="admin.forgot.title" />
        </Title>
        <Alert color="teal" role="status" data-testid="forgot-sent">
          <FormattedMessage id="admin.forgot.sent" />
        </Alert>
        {back}
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => request.mutate({ email: email.trim(), language }))}>
      <Stack gap="md">
        <div>
          <TitleWithHint order={1} size="h2" titleId="admin.forgot.title" hintId="admin.forgot.hint" />
        </div>
        <TextInput {...field('email')} key={form.key('email')} type="email" autoComplete="email" required />
        <Button type="submit" loading={request.isPending} fullWidth>
          <FormattedMessage id="admin.forgot.submit" />
        </Button>
        {back}
      </Stack>
    </form>
  );
}

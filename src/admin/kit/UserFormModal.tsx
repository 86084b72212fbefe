import { PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids.ts';
import { type AdminUserOutput, createAdminUserInputSchema, updateAdminUserInputSchema } from '../../shared/account.ts';
import { adminTrpc } from './admin-trpc.ts';
import { DialogFormButtons } from './FormButtons.tsx';
import { FormModal } from './FormModal.tsx';
import { useRuleErrors } from './rule-errors.ts';
import { UnsavedMark } from './unsaved-changes.ts';
import { errorStatus, useAdminFeedback } from './use-admin-feedback.ts';
import { useFieldProps } from './use-field-error.ts';

type Values = {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  repeatPassword: string;
};

/** Add an admin (with an initial password, typed twice) or edit one's name, username and e-mail. */
export function UserFormModal({
  user,
  opened,
  onClose,
}: {
  /** The admin to edit (the account screen passes the signed-in one); none to add one. */
  user?: Pick<AdminUserOutput, 'id' | 'username' | 'email' | 'firstName' | 'lastName'>;
  opened: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { fieldErrors, serverErrors } = useRuleErrors();
  const feedback = useAdminFeedback();
  const [dirty, setDirty] = useState(false);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    onValuesChange: () => setDirty(form.isDirty()),
    initialValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      password: '',
      repeatPassword: '',
    },
    validate: ({ repeatPassword, password, ...fields }) => {
      if (user) return fieldErrors(updateAdminUserInputSchema, { id: user.id, ...fields });
      const errors = fieldErrors(createAdminUserInputSchema, { ...fields, password });
      if (!errors.password && repeatPassword !== password)
        errors.repeatPassword = intl.formatMessage({ id: 'admin.users.passwordMismatch' });
      return errors;
    },
  });
  const done = (messageId: MessageId) => {
    feedback.success(messageId);
    void feedback.refreshAll();
    form.reset();
    onClose();
  };
  const refused = (error: unknown) => {
    const fields = serverErrors(error);
    if (Object.keys(fields).length > 0) form.setErrors(fields);
    else if (errorStatus(error) === 409)
      form.setFieldError('username', intl.formatMessage({ id: 'admin.users.usernameTaken' }));
    else feedback.failure(error);
  };
  const create = adminTrpc.users.create.useMutation({ onSuccess: () => done('admin.users.created'), onError: refused });
  const update = adminTrpc.users.update.useMutation({ onSuccess: () => done('admin.common.saved'), onError: refused });
  const submit = form.onSubmit(({ repeatPassword: _repeat, password, ...fields }) => {
    if (user) update.mutate({ id: user.id, ...fields });
    else create.mutate({ ...fields, password, disabled: false });
  });
  const fieldProps = useFieldProps(form, 'admin.users.');
  const text = (field: keyof Values, autoComplete: string, required = false) => ({
    ...fieldProps(field),
    autoComplete,
    required,
    key: form.key(field),
  });
  const toggle = { 'aria-label': intl.formatMessage({ id: 'admin.users.togglePassword' }) };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={<FormattedMessage id={user ? 'admin.users.editTitle' : 'admin.users.addTitle'} />}
    >
      <UnsavedMark dirty={dirty} />
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <TextInput {...text('username', 'off', true)} dir="ltr" autoCapitalize="none" spellCheck={false} />
          <TextInput {...text('email', 'off')} type="email" dir="ltr" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('firstName', 'off')} />
            <TextInput {...text('lastName', 'off')} />
          </SimpleGrid>
          {!user && (
            <>
              <PasswordInput
                {...text('password', 'new-password', true)}
                description={intl.formatMessage({ id: 'admin.users.passwordRule' })}
                visibilityToggleButtonProps={toggle}
              />
              <PasswordInput {...text('repeatPassword', 'new-password', true)} visibilityToggleButtonProps={toggle} />
            </>
          )}
          <DialogFormButtons
            saving={create.isPending || update.isPending}
            onCancel={onClose}
            submitId={user ? 'admin.common.save' : 'admin.common.add'}
          />
        </Stack>
      </form>
    </FormModal>
  );
}

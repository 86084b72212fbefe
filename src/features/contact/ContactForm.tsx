import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc.ts';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useTranslateValidation } from '../../i18n/use-translate-validation.ts';
import { apiErrorCodeOf } from '../../lib/api-error-code.ts';
import { contactInputSchema } from '../../shared/contact.ts';

type ContactFields = { name: string; email: string; phone: string; subject: string; message: string };
type Field = keyof ContactFields;

const FIELDS: { name: Field; autoComplete: string; type?: string }[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'subject', autoComplete: 'off' },
];

/**
 * The project request form (spec 000 sections 2, 4, 5, 8): validated by the shared contact
 * schema; idle → sending (button disabled, sending text) → success (toast 6 s, reset) or error
 * (toast 8 s). A package from /contact?package=... prefills the subject and is sent along.
 */
export function ContactForm({ packageName }: { packageName?: string }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const translate = useTranslateValidation();
  const form = useForm<ContactFields>({
    mode: 'uncontrolled',
    initialValues: {
      name: '',
      email: '',
      phone: '',
      subject: packageName ? intl.formatMessage({ id: 'contact.form.packageSubject' }, { package: packageName }) : '',
      message: '',
    },
    validate: schemaResolver(contactInputSchema, { sync: true }),
  });
  const submit = trpc.contact.submit.useMutation({
    onSuccess: () => {
      notifications.show({
        color: 'green',
        title: intl.formatMessage({ id: 'contact.form.success.title' }),
        message: intl.formatMessage({ id: 'contact.form.success.text' }),
        autoClose: 6000,
      });
      form.reset();
    },
    onError: (error) => {
      const limited = apiErrorCodeOf(error) === 'RATE_LIMITED';
      notifications.show({
        color: 'red',
        title: intl.formatMessage({ id: 'contact.form.error.title' }),
        message: intl.formatMessage({ id: limited ? 'errors.rateLimited' : 'contact.form.error.text' }),
        autoClose: 8000,
      });
    },
  });
  const errorOf = (field: Field) => {
    const error = form.errors[field];
    return typeof error === 'string' ? translate(error) : error;
  };
  const inputProps = (field: Field) => ({
    label: intl.formatMessage({ id: `contact.form.${field}` }),
    placeholder: intl.formatMessage({ id: `contact.form.${field}Placeholder` }),
    required: true,
    key: form.key(field),
    ...form.getInputProps(field),
    error: errorOf(field),
  });
  const sending = submit.isPending;
  return (
    <form
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={form.onSubmit((values) =>
        submit.mutate({
          ...values,
          ...(packageName ? { package: packageName } : {}),
          language,
          page: '/contact',
        }),
      )}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {FIELDS.map(({ name, autoComplete, type }) => {
            const { key, ...props } = inputProps(name);
            return <TextInput key={key} type={type} autoComplete={autoComplete} {...props} />;
          })}
        </SimpleGrid>
        {(() => {
          const { key, ...props } = inputProps('message');
          return <Textarea key={key} autosize minRows={5} maxRows={12} {...props} />;
        })()}
        <Button type="submit" size="md" color="orange" disabled={sending} aria-busy={sending}>
          <FormattedMessage id={sending ? 'contact.form.sending' : 'contact.form.submit'} />
        </Button>
      </Stack>
    </form>
  );
}

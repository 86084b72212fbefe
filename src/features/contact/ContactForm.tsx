import { Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/public-trpc.tsx';
import { Honeypot } from '../../components/Honeypot.tsx';
import { PrivacyNotice } from '../../components/PrivacyNotice.tsx';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useTranslateValidation } from '../../i18n/use-translate-validation.ts';
import { apiErrorCodeOf } from '../../lib/api-error-code.ts';
import { contactInputSchema } from '../../shared/contact.ts';
import { ContactThanks } from './ContactThanks.tsx';
import classes from './contact.module.css';
import { type QuoteSearch, quoteSubject } from './quote-search.ts';

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
 * schema; idle → sending (button disabled, sending text) → success (toast 6 s and a thank-you
 * state in place of the form, issue 12) or error (toast 8 s). A package (?package=) or a
 * recommendation (?services=, ?recommendation=) prefills the subject and is sent along, shown
 * to the visitor as attached. It also sends the time since it was shown and a honeypot, which
 * the server uses to file bots as spam.
 */
export function ContactForm({ quote }: { quote: QuoteSearch }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const translate = useTranslateValidation();
  const [attached, setAttached] = useState(quote);
  const [sent, setSent] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  // Set after hydration (no clock reads during render); undefined until then, which is never spam.
  const shownAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!sent) shownAt.current = performance.now();
  }, [sent]);

  const subjectOf = (search: QuoteSearch) => quoteSubject((id, values) => intl.formatMessage({ id }, values), search);
  const form = useForm<ContactFields>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', phone: '', subject: subjectOf(quote), message: '' },
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
      setSent(true);
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

  // Another message starts blank: the recommendation went with the first one.
  const another = () => {
    setAttached({});
    form.setInitialValues({ name: '', email: '', phone: '', subject: '', message: '' });
    form.reset();
    submit.reset();
    setSent(false);
  };

  if (sent) return <ContactThanks onAnother={another} />;

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
          ...(attached.package ? { package: attached.package } : {}),
          ...(attached.recommendation ? { recommendation: attached.recommendation } : {}),
          language,
          page: window.location.pathname,
          website: honeypot.current?.value ?? '',
          ...(shownAt.current === undefined ? {} : { fillTimeMs: Math.round(performance.now() - shownAt.current) }),
        }),
      )}
    >
      <Stack gap="md">
        {attached.recommendation && (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contact-attached-title">
            <Text id="contact-attached-title" fw={700} size="sm">
              <FormattedMessage id="contact.form.attachedTitle" />
            </Text>
            <Text size="xs" c="gray.7" mb="xs">
              <FormattedMessage id="contact.form.attachedHint" />
            </Text>
            <Text size="sm" dir="auto" className={classes.attached} data-testid="contact-attached">
              {attached.recommendation}
            </Text>
          </Paper>
        )}
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
        <Honeypot inputRef={honeypot} />
        <Button type="submit" size="md" color="orange" disabled={sending} aria-busy={sending}>
          <FormattedMessage id={sending ? 'contact.form.sending' : 'contact.form.submit'} />
        </Button>
        <PrivacyNotice textId="contact.form.privacy" />
      </Stack>
    </form>
  );
}

import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { type UseFieldReturnType, useField } from '@mantine/form';
import type { NotificationData } from '@mantine/notifications';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/PublicTrpc.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Honeypot } from '../../components/Honeypot.tsx';
import { PrivacyNotice } from '../../components/PrivacyNotice.tsx';
import { useLanguage } from '../../i18n/LanguageContext.tsx';
import { useRuleWords } from '../../i18n/use-rule-words.ts';
import { apiErrorCodeOf } from '../../lib/api-error-code.ts';
import { type QuoteSearch, quoteSubject } from '../../lib/quote-search.ts';
import { ContactThanks } from './ContactThanks.tsx';
import classes from './contact.module.css';

type ContactFields = { name: string; email: string; phone: string; subject: string; message: string };
type Field = keyof ContactFields;
/** The one-line fields, in the grid; the message follows them. */
const FIELDS: { name: Field; autoComplete: string; type?: string }[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'subject', autoComplete: 'off' },
];
const FIELD_NAMES: Field[] = [...FIELDS.map((field) => field.name), 'message'];

type Validation = typeof import('./contact-validation.ts');
let validation: Validation | undefined;
let validationLoad: Promise<Validation> | undefined;
/** The schema's module, fetched once (again after a failed fetch, on the next submit). */
function loadValidation(): Promise<Validation> {
  validationLoad ??= import('./contact-validation.ts').then((module) => {
    validation = module;
    return module;
  });
  validationLoad.catch(() => {
    validationLoad = undefined;
  });
  return validationLoad;
}

/** Toasts come with Mantine's notifications store, loaded when the first one is shown. */
const notify = (options: NotificationData) =>
  import('@mantine/notifications').then(({ notifications }) => notifications.show(options));

/**
 * The project request form (spec 000 sections 2, 4, 5, 8): validated by the shared contact
 * schema; idle → sending (button disabled, sending text) → success (toast 6 s and a thank-you
 * state in place of the form, issue 12) or error (toast 8 s). A package (?package=) or a
 * recommendation (?services=, ?recommendation=) prefills the subject and is sent along, shown
 * to the visitor as attached. It also sends the time since it was shown and a honeypot, which
 * the server uses to file bots as spam.
 *
 * Each field is @mantine/form's `useField` (uncontrolled); `useForm` and zod would add ~30 KiB
 * gzip to the page's first load, so the whole form is checked on submit with the shared schema,
 * loaded then (issue 11).
 */
export function ContactForm({ quote }: { quote: QuoteSearch }) {
  const intl = useIntl();
  const ruleWords = useRuleWords();
  const { language } = useLanguage();
  const [attached, setAttached] = useState(quote);
  const [sent, setSent] = useState(false);
  const [checking, setChecking] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  // Set after hydration (no clock reads during render); undefined until then, which is never spam.
  // A form the server rendered was shown at the first paint, however late the app hydrated
  // (page-boot.js waits for a first visitor's first sign of life); one the app rendered, now.
  const shownAt = useRef<number | undefined>(undefined);
  const [renderedByServer] = useState(
    () =>
      typeof document !== 'undefined' && document.querySelector('form[aria-labelledby="contact-form-title"]') !== null,
  );
  useEffect(() => {
    if (sent) return;
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    shownAt.current =
      renderedByServer && shownAt.current === undefined && paint !== undefined ? paint : performance.now();
  }, [sent, renderedByServer]);

  const subjectOf = (search: QuoteSearch) => quoteSubject((id, values) => intl.formatMessage({ id }, values), search);
  const fields: Record<Field, UseFieldReturnType<string, 'input', 'uncontrolled'>> = {
    name: useField({ mode: 'uncontrolled', initialValue: '' }),
    email: useField({ mode: 'uncontrolled', initialValue: '' }),
    phone: useField({ mode: 'uncontrolled', initialValue: '' }),
    subject: useField({ mode: 'uncontrolled', initialValue: subjectOf(quote) }),
    message: useField({ mode: 'uncontrolled', initialValue: '' }),
  };
  const submit = trpc.contact.submit.useMutation({
    onSuccess: () => {
      void notify({
        color: 'green',
        title: intl.formatMessage({ id: 'contact.form.success.title' }),
        message: intl.formatMessage({ id: 'contact.form.success.text' }),
        autoClose: 6000,
      });
      setSent(true);
    },
    onError: (error) => showError(apiErrorCodeOf(error) === 'RATE_LIMITED'),
  });
  function showError(limited = false) {
    void notify({
      color: 'red',
      title: intl.formatMessage({ id: 'contact.form.error.title' }),
      message: intl.formatMessage({ id: limited ? 'errors.rateLimited' : 'contact.form.error.text' }),
      autoClose: 8000,
    });
  }

  // Another message starts blank: the recommendation went with the first one.
  const another = () => {
    setAttached({});
    for (const name of FIELD_NAMES) {
      fields[name].setValue('');
      fields[name].setError(null);
    }
    submit.reset();
    setSent(false);
  };

  const send = ({ validateContact }: Validation) => {
    const values = Object.fromEntries(FIELD_NAMES.map((name) => [name, fields[name].getValue()])) as ContactFields;
    const errors = validateContact(values, ruleWords);
    for (const name of FIELD_NAMES) fields[name].setError(errors[name] ?? null);
    if (Object.keys(errors).length > 0) return;
    submit.mutate({
      ...values,
      ...(attached.package ? { package: attached.package } : {}),
      ...(attached.recommendation ? { recommendation: attached.recommendation } : {}),
      ...(attached.recommendation && attached.answers ? { answers: attached.answers } : {}),
      language,
      page: window.location.pathname,
      website: honeypot.current?.value ?? '',
      ...(shownAt.current === undefined ? {} : { fillTimeMs: Math.round(performance.now() - shownAt.current) }),
    });
  };

  if (sent) return <ContactThanks onAnother={another} />;

  const inputProps = (field: Field) => ({
    label: intl.formatMessage({ id: `contact.form.${field}` }),
    placeholder: intl.formatMessage({ id: `contact.form.${field}Placeholder` }),
    name: field,
    required: true,
    ...fields[field].getInputProps(),
  });
  const sending = submit.isPending;
  return (
    <form
      noValidate
      aria-labelledby="contact-form-title"
      onFocus={() => void loadValidation()}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (checking || submit.isPending) return;
        if (validation) return send(validation);
        // The first submit waits for the schema; meanwhile the button is off (no second lead).
        setChecking(true);
        loadValidation()
          .then(send, () => showError())
          .finally(() => setChecking(false));
      }}
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
          {FIELDS.map(({ name, autoComplete, type }) => (
            <FormField
              key={`${name}-${fields[name].key}`}
              type={type}
              autoComplete={autoComplete}
              {...inputProps(name)}
            />
          ))}
        </SimpleGrid>
        <FormField key={fields.message.key} multiline {...inputProps('message')} />
        <Honeypot inputRef={honeypot} />
        <Button type="submit" size="md" color="orange" disabled={sending || checking} aria-busy={sending || checking}>
          <FormattedMessage id={sending ? 'contact.form.sending' : 'contact.form.submit'} />
        </Button>
        <PrivacyNotice textId="contact.form.privacy" />
      </Stack>
    </form>
  );
}

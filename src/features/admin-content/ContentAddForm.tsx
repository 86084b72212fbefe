import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc.ts';
import { useTranslateValidation } from '../../i18n/use-translate-validation.ts';
import { CONTENT_KEY_MAX, contentCreateSchema } from '../../shared/admin-content.ts';
import { directionOf, LANGUAGE_CATALOGUE, type Language } from '../../shared/languages.ts';
import { errorStatus, useAdminFeedback } from '../admin-shell/use-admin-feedback.ts';

type Values = { key: string; value: string };

/** Key and value are checked as the server checks them: both non-empty after trimming. */
const validate = schemaResolver(contentCreateSchema.pick({ key: true, value: true }), { sync: true });

type Props = {
  id: string;
  /** The language selected on the screen: the new entry is written in it. */
  language: Language;
  /** A key to start with (from the coverage view): the value field then gets the focus. */
  initialKey: string;
  onClose: () => void;
  onAdded: (key: string) => void;
};

/** The add form of the content screen (opens and closes, spec 001 section 2). */
export function ContentAddForm({ id, language, initialKey, onClose, onAdded }: Props) {
  const intl = useIntl();
  const translate = useTranslateValidation();
  const feedback = useAdminFeedback();
  const keyInput = useRef<HTMLInputElement>(null);
  const valueInput = useRef<HTMLTextAreaElement>(null);
  const form = useForm<Values>({ mode: 'controlled', initialValues: { key: initialKey, value: '' }, validate });

  useEffect(() => {
    (initialKey ? valueInput : keyInput).current?.focus();
  }, [initialKey]);

  // The Turkish text of the key, as a guide while translating it: asked for by the exact key.
  const [trimmedKey] = useDebouncedValue(form.values.key.trim(), 250);
  const turkish = trpc.content.admin.list.useQuery(
    { language: 'tr', key: trimmedKey, pageSize: 1 },
    { enabled: language !== 'tr' && trimmedKey !== '' && trimmedKey.length <= CONTENT_KEY_MAX },
  );
  const turkishText = language !== 'tr' && trimmedKey ? turkish.data?.items[0]?.value : undefined;

  const create = trpc.content.admin.create.useMutation({
    onSuccess: (entry) => {
      feedback.success('admin.content.added');
      void feedback.refreshAll();
      onAdded(entry.key);
    },
    onError: (error) => {
      // 409: the key exists in this language; say so at the key.
      if (errorStatus(error) === 409) form.setFieldError('key', intl.formatMessage({ id: 'admin.content.keyTaken' }));
      else feedback.failure(error);
    },
  });
  const errorOf = (field: keyof Values) => {
    const error = form.errors[field];
    return typeof error === 'string' ? translate(error) : error;
  };
  const languageName = LANGUAGE_CATALOGUE.find((item) => item.code === language)?.nativeName ?? language;

  return (
    <Paper withBorder p="md" radius="md" id={id}>
      <form noValidate onSubmit={form.onSubmit((values) => create.mutate({ ...values, language }))}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id="admin.content.addTitle" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="admin.content.addLanguage" values={{ language: languageName }} />
          </Text>
          <TextInput
            ref={keyInput}
            label={intl.formatMessage({ id: 'admin.content.key' })}
            description={intl.formatMessage({ id: 'admin.content.keyHint' })}
            required
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps('key')}
            error={errorOf('key')}
          />
          <Textarea
            ref={valueInput}
            label={intl.formatMessage({ id: 'admin.content.value' })}
            description={
              turkishText ? intl.formatMessage({ id: 'admin.content.turkishHint' }, { text: turkishText }) : undefined
            }
            required
            dir={directionOf(language)}
            autosize
            minRows={2}
            maxRows={10}
            {...form.getInputProps('value')}
            error={errorOf('value')}
          />
          <Group gap="xs">
            <Button type="submit" loading={create.isPending}>
              <FormattedMessage id="admin.common.save" />
            </Button>
            <Button variant="default" onClick={onClose}>
              <FormattedMessage id="admin.common.cancel" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

import { Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRuleWords } from '../../i18n/use-rule-words.ts';
import { contentKeySchema, contentValueSchema } from '../../shared/admin-content.ts';
import { directionOf, LANGUAGE_CATALOGUE, LANGUAGES, type Language } from '../../shared/languages.ts';
import { issueWords } from '../../shared/spec-resolver.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { InlineFormButtons } from '../kit/FormButtons.tsx';
import { IDENTIFIER_INPUT_PROPS } from '../kit/identifier-input.ts';
import { useUnsavedChanges } from '../kit/unsaved-changes.ts';
import { errorStatus, useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { dismissUndoToast } from './use-content-writes.ts';

type Props = {
  id: string;
  /** Keys that exist already: adding one again is refused at the key, before any call. */
  existingKeys: ReadonlySet<string>;
  onClose: () => void;
  onAdded: (key: string) => void;
};

const emptyValues = () => Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as Record<Language, string>;

/**
 * The add form (opens and closes, spec 001 section 2): a key and its text in the five languages.
 * The Turkish text is required (the site falls back to it); the others are written when given.
 */
export function ContentAddForm({ id, existingKeys, onClose, onAdded }: Props) {
  const intl = useIntl();
  const words = useRuleWords();
  const feedback = useAdminFeedback();
  const { client } = adminTrpc.useUtils();
  const keyInput = useRef<HTMLInputElement>(null);
  const [key, setKey] = useState('');
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<Partial<Record<'key' | Language, string>>>({});
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(key.trim() !== '' || Object.values(values).some((value) => value.trim() !== ''));
  useEffect(() => keyInput.current?.focus(), []);

  const submit = async () => {
    const found: Partial<Record<'key' | Language, string>> = {};
    const checkedKey = contentKeySchema.safeParse(key);
    if (!checkedKey.success) found.key = issueWords(checkedKey.error.issues[0], words);
    else if (existingKeys.has(checkedKey.data)) found.key = intl.formatMessage({ id: 'admin.content.keyTaken' });
    const turkish = contentValueSchema.safeParse(values.tr);
    if (!turkish.success) found.tr = issueWords(turkish.error.issues[0], words);
    setErrors(found);
    if (!checkedKey.success || Object.keys(found).length > 0) return;
    const written = LANGUAGES.filter((language) => values[language].trim());
    setBusy(true);
    const results = await Promise.allSettled(
      written.map((language) =>
        client.content.admin.create.mutate({ key: checkedKey.data, value: values[language], language }),
      ),
    );
    setBusy(false);
    void feedback.refreshAll();
    const failed = results.find((result) => result.status === 'rejected');
    dismissUndoToast();
    if (failed && errorStatus(failed.reason) === 409) {
      setErrors({ key: intl.formatMessage({ id: 'admin.content.keyTaken' }) });
      return;
    }
    if (failed) {
      feedback.failure(failed.reason);
      return;
    }
    feedback.success('admin.content.added');
    onAdded(checkedKey.data);
  };

  return (
    <Paper withBorder p="md" radius="md" id={id}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id="admin.content.addTitle" />
          </Title>
          <TextInput
            ref={keyInput}
            label={intl.formatMessage({ id: 'admin.content.key' })}
            description={intl.formatMessage({ id: 'admin.content.keyHint' })}
            required
            {...IDENTIFIER_INPUT_PROPS}
            value={key}
            onChange={(event) => {
              setKey(event.currentTarget.value);
              setErrors((current) => ({ ...current, key: undefined }));
            }}
            error={errors.key}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
            {LANGUAGE_CATALOGUE.map(({ code, nativeName }) => (
              <Textarea
                key={code}
                label={nativeName}
                lang={code}
                dir={directionOf(code)}
                required={code === 'tr'}
                autosize
                minRows={2}
                maxRows={8}
                value={values[code]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({ ...current, [code]: value }));
                  setErrors((current) => ({ ...current, [code]: undefined }));
                }}
                error={errors[code]}
              />
            ))}
          </SimpleGrid>
          <InlineFormButtons saving={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Paper>
  );
}

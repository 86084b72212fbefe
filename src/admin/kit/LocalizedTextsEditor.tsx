import '@mantine/core/styles/Combobox.css';
import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizedTextsSchema } from '../../shared/admin-catalog.ts';
import { directionOf, isLanguage, LANGUAGE_CATALOGUE, type Language } from '../../shared/languages.ts';
import { QueryState } from './AdminPage.tsx';
import { featuresFromText, featuresToText } from './localized-texts.ts';
import { useRuleErrors } from './rule-errors.ts';
import { useLeaveAction, useUnsavedChanges } from './unsaved-changes.ts';
import { useFieldError } from './use-field-error.ts';

/** Title, description and features of an item in one language (services and projects alike). */
export type LocalizedTexts = { title: string; description: string; features: string[] };

type Props = {
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** Languages the item has its own texts in. */
  presentLanguages: readonly Language[];
  /** The texts in the chosen language: null when there are none yet, undefined while loading. */
  texts: LocalizedTexts | null | undefined;
  /** The Turkish texts, shown as placeholders while translating. */
  turkish: LocalizedTexts | null | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  saving: boolean;
  onSave: (texts: LocalizedTexts) => void;
  onClose: () => void;
};

/** Per-language texts of a service or project: a language choice and its three fields. */
export function LocalizedTextsEditor({
  language,
  onLanguageChange,
  presentLanguages,
  texts,
  turkish,
  isPending,
  error,
  onRetry,
  saving,
  onSave,
  onClose,
}: Props) {
  const intl = useIntl();
  const close = useLeaveAction(onClose);
  // Another language would replace the form: with unsaved words in it, the choice waits for a save.
  const [dirty, setDirty] = useState(false);
  return (
    <Stack gap="md">
      <Select
        label={intl.formatMessage({ id: 'admin.common.language' })}
        description={dirty ? intl.formatMessage({ id: 'admin.unsaved.languageLocked' }) : undefined}
        disabled={dirty}
        data={LANGUAGE_CATALOGUE.map((item) => ({ value: item.code, label: item.nativeName }))}
        value={language}
        onChange={(value) => isLanguage(value) && onLanguageChange(value)}
        allowDeselect={false}
      />
      <Text size="sm" c="dimmed" role="status">
        <FormattedMessage
          id={presentLanguages.includes(language) ? 'admin.catalog.textsPresent' : 'admin.catalog.textsMissing'}
        />
      </Text>
      {texts === undefined ? (
        <QueryState isPending={isPending} error={error} onRetry={onRetry} />
      ) : (
        <TextsForm
          // A fresh form for each language, and again once a save has changed the stored texts.
          key={`${language}:${JSON.stringify(texts)}`}
          language={language}
          texts={texts}
          turkish={language === 'tr' ? null : turkish}
          saving={saving}
          onSave={onSave}
          onDirtyChange={setDirty}
          actions={
            <Button variant="default" onClick={close}>
              <FormattedMessage id="admin.common.close" />
            </Button>
          }
        />
      )}
    </Stack>
  );
}

type FormValues = { title: string; description: string; features: string };

function toTexts(values: FormValues): LocalizedTexts {
  return { title: values.title, description: values.description, features: featuresFromText(values.features) };
}

function TextsForm({
  language,
  texts,
  turkish,
  saving,
  onSave,
  onDirtyChange,
  actions,
}: {
  language: Language;
  texts: LocalizedTexts | null;
  turkish: LocalizedTexts | null | undefined;
  saving: boolean;
  onSave: (texts: LocalizedTexts) => void;
  onDirtyChange: (dirty: boolean) => void;
  actions: ReactNode;
}) {
  const intl = useIntl();
  const { fieldErrors } = useRuleErrors();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      title: texts?.title ?? '',
      description: texts?.description ?? '',
      features: featuresToText(texts?.features ?? []),
    },
    validate: (values) => fieldErrors(localizedTextsSchema, toTexts(values)),
  });
  const errorOf = useFieldError(form);
  const dirty = form.isDirty();
  useUnsavedChanges(dirty);
  useEffect(() => {
    onDirtyChange(dirty);
    return () => onDirtyChange(false);
  }, [dirty, onDirtyChange]);
  // The fields are written in the texts' own direction (Arabic right-to-left in any admin language).
  const dir = directionOf(language);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSave(localizedTextsSchema.parse(toTexts(values))))}>
      <Stack gap="sm">
        <TextInput
          label={intl.formatMessage({ id: 'admin.catalog.textTitle' })}
          required
          dir={dir}
          placeholder={turkish?.title}
          {...form.getInputProps('title')}
          error={errorOf('title')}
        />
        <Textarea
          label={intl.formatMessage({ id: 'admin.catalog.textDescription' })}
          dir={dir}
          placeholder={turkish?.description}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('description')}
          error={errorOf('description')}
        />
        <Textarea
          label={intl.formatMessage({ id: 'admin.catalog.textFeatures' })}
          description={intl.formatMessage({ id: 'admin.catalog.textFeaturesHint' })}
          dir={dir}
          placeholder={turkish ? featuresToText(turkish.features) : undefined}
          autosize
          minRows={3}
          maxRows={12}
          {...form.getInputProps('features')}
          error={errorOf('features')}
        />
        <Group gap="xs">
          <Button type="submit" loading={saving}>
            <FormattedMessage id="admin.common.save" />
          </Button>
          {actions}
        </Group>
      </Stack>
    </form>
  );
}

import { NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminPricingContent, AdminPricingPackage } from '../../shared/admin-catalog.ts';
import { directionOf, isLanguage, LANGUAGE_CATALOGUE, type Language } from '../../shared/languages.ts';
import { QueryState } from '../kit/AdminPage.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { DialogFormButtons } from '../kit/FormButtons.tsx';
import { FormModal } from '../kit/FormModal.tsx';
import { featuresFromText } from '../kit/localized-texts.ts';
import { useSpecResolver } from '../kit/rule-errors.ts';
import { useUnsavedChanges } from '../kit/unsaved-changes.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { useFieldProps } from '../kit/use-field-error.ts';
import { type TextsFormValues, textsFormSchema, textsFormValues } from './pricing-form.ts';

const LANGUAGE_OPTIONS = LANGUAGE_CATALOGUE.map((entry) => ({ value: entry.code, label: entry.nativeName }));

/** A package's texts in one language at a time (title, subtitle, description, features). */
export function PackageTextsModal({ pkg, onClose }: { pkg: AdminPricingPackage | null; onClose: () => void }) {
  const intl = useIntl();
  // Turkish is edited in the package form; the other languages are what this dialog is for.
  const [language, setLanguage] = useState<Language>('en');
  const contents = adminTrpc.pricing.admin.contents.useQuery({ language }, { enabled: pkg !== null });
  const content = pkg ? contents.data?.find((item) => item.packageId === pkg.id) : undefined;
  return (
    <FormModal
      opened={pkg !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'admin.pricing.textsTitle' }, { name: pkg?.name ?? '' })}
    >
      <Stack gap="sm">
        <NativeSelect
          label={intl.formatMessage({ id: 'admin.common.language' })}
          data={LANGUAGE_OPTIONS}
          value={language}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isLanguage(next)) setLanguage(next);
          }}
        />
        {language === 'tr' && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="admin.pricing.turkishHint" />
          </Text>
        )}
        <QueryState isPending={contents.isPending} error={contents.error} onRetry={() => void contents.refetch()} />
        {pkg && contents.data && (
          <TextsForm
            // A fresh form for each language and after each reload of the saved texts.
            key={`${pkg.id}-${language}-${contents.dataUpdatedAt}`}
            packageId={pkg.id}
            language={language}
            content={content}
            onClose={onClose}
          />
        )}
      </Stack>
    </FormModal>
  );
}

type FormProps = {
  packageId: number;
  language: Language;
  content: AdminPricingContent | undefined;
  onClose: () => void;
};

function TextsForm({ packageId, language, content, onClose }: FormProps) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const form = useForm<TextsFormValues>({
    initialValues: textsFormValues(content),
    validate: useSpecResolver(textsFormSchema),
  });
  useUnsavedChanges(form.isDirty());
  const save = adminTrpc.pricing.admin.saveContent.useMutation(feedback.writeHandlers('admin.pricing.textsSaved'));
  const field = useFieldProps(form, 'admin.pricing.field.');
  // The texts are written in the chosen language, whatever the admin's own language is.
  const dir = directionOf(language);

  return (
    <form
      noValidate
      lang={language}
      onSubmit={form.onSubmit((values) =>
        save.mutate({ id: packageId, language, ...values, features: featuresFromText(values.features) }),
      )}
    >
      <Stack gap="sm">
        {!content && (
          <Text size="sm" c="orange.9" role="status">
            <FormattedMessage id="admin.pricing.noTexts" />
          </Text>
        )}
        <TextInput {...field('title')} required dir={dir} />
        <TextInput {...field('subtitle')} dir={dir} />
        <Textarea {...field('description')} autosize minRows={2} maxRows={6} dir={dir} />
        <Textarea
          {...field('features')}
          description={intl.formatMessage({ id: 'admin.pricing.field.featuresHint' })}
          autosize
          minRows={4}
          maxRows={12}
          dir={dir}
        />
        <DialogFormButtons saving={save.isPending} onCancel={onClose} cancelId="admin.common.close" />
      </Stack>
    </form>
  );
}

import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tabs.css';
import { Badge, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGE_CATALOGUE,
  type Language,
} from '../../shared/languages.ts';
import { CatalogTextArea } from './CatalogTextArea.tsx';
import { fallsBackToTurkish, type TextsDrafts, tabAfterErrors } from './item-texts.ts';

/**
 * The part of the item's @mantine/form form the tabs use: the Turkish title and description
 * (placeholders of the other languages), the drafts, and input props and errors by path
 * (`description` for Turkish, `texts.<language>.<field>`).
 */
type TextsForm = {
  values: { title: string; description: string; texts: TextsDrafts };
  errors: Record<string, ReactNode>;
  getInputProps(path: string): object;
};

type Props = {
  form: TextsForm;
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** A project: each language also has the word beside its result figure. */
  metricLabel?: boolean;
};

/**
 * An item's texts in every language inside its own form (issue 22): a tab per language,
 * Turkish first (its description and features; the title is above, with the slug). A language
 * left empty is marked: the site shows the Turkish texts there.
 */
export function LanguageTextsTabs({ form, language, onLanguageChange, metricLabel }: Props) {
  const intl = useIntl();
  const fallback = intl.formatMessage({ id: 'admin.catalog.fallsBackToTurkish' });
  const drafts = form.values.texts;
  const field = (path: string) => ({ ...form.getInputProps(path), error: form.errors[path] });
  return (
    <Tabs
      value={language}
      onChange={(value) => isLanguage(value) && onLanguageChange(value)}
      keepMounted={false}
      variant="outline"
    >
      <Tabs.List aria-label={intl.formatMessage({ id: 'admin.catalog.textsByLanguage' })}>
        {LANGUAGE_CATALOGUE.map(({ code, nativeName }) => (
          <Tabs.Tab key={code} value={code}>
            <Group gap={6} wrap="nowrap">
              <span lang={code}>{nativeName}</span>
              {code !== 'tr' && fallsBackToTurkish(drafts[code]) && (
                <Badge size="xs" variant="light" color="yellow" title={fallback}>
                  {fallback}
                </Badge>
              )}
            </Group>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LANGUAGE_CATALOGUE.map(({ code }) => {
        const dir = directionOf(code);
        return (
          <Tabs.Panel key={code} value={code} pt="sm">
            {code === 'tr' ? (
              <Stack gap="sm">
                <CatalogTextArea field={field('description')} labelId="admin.catalog.description" />
                <FeaturesField field={field(`texts.${code}.features`)} dir="ltr" />
                {metricLabel && <MetricLabelField field={field(`texts.${code}.metricLabel`)} dir="ltr" />}
              </Stack>
            ) : (
              <Stack gap="sm">
                {fallsBackToTurkish(drafts[code]) && (
                  <Text size="sm" c="dimmed" role="status">
                    <FormattedMessage id="admin.catalog.fallbackNote" />
                  </Text>
                )}
                <TextInput
                  label={intl.formatMessage({ id: 'admin.catalog.textTitle' })}
                  dir={dir}
                  placeholder={form.values.title}
                  {...field(`texts.${code}.title`)}
                />
                <CatalogTextArea
                  field={field(`texts.${code}.description`)}
                  labelId="admin.catalog.textDescription"
                  dir={dir}
                  placeholder={form.values.description}
                />
                <FeaturesField field={field(`texts.${code}.features`)} dir={dir} placeholder={drafts.tr.features} />
                {metricLabel && <MetricLabelField field={field(`texts.${code}.metricLabel`)} dir={dir} />}
              </Stack>
            )}
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}

function FeaturesField({ field, dir, placeholder }: { field: object; dir: 'ltr' | 'rtl'; placeholder?: string }) {
  return (
    <CatalogTextArea
      field={field}
      labelId="admin.catalog.textFeatures"
      descriptionId="admin.catalog.textFeaturesHint"
      dir={dir}
      placeholder={placeholder}
      maxRows={10}
    />
  );
}

function MetricLabelField({ field, dir }: { field: object; dir: 'ltr' | 'rtl' }) {
  const intl = useIntl();
  return (
    <TextInput
      label={intl.formatMessage({ id: 'admin.projects.metricLabel' })}
      description={intl.formatMessage({ id: 'admin.projects.metricLabelHint' })}
      dir={dir}
      maxLength={60}
      {...field}
    />
  );
}

/** The language tab shown, and the form's invalid-submit handler that shows a tab whose texts were refused. */
export function useLanguageTab() {
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const showRefused = (errors: Record<string, unknown>) => setLanguage(tabAfterErrors(errors, language));
  return { language, setLanguage, showRefused };
}

import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tabs.css';
import { Badge, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { directionOf, isLanguage, LANGUAGE_CATALOGUE, type Language } from '../../shared/languages.ts';
import { CatalogTextArea } from './CatalogTextArea.tsx';
import { fallsBackToTurkish, type TextsDrafts } from './item-texts.ts';

type Props = {
  /** The form's input props of a path: `description` (Turkish), `texts.<language>.<field>`. */
  inputProps: (path: string) => object;
  errorOf: (path: string) => ReactNode;
  drafts: TextsDrafts;
  /** The Turkish texts, placeholders of the other languages. */
  turkish: { title: string; description: string };
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
export function LanguageTextsTabs({
  inputProps,
  errorOf,
  drafts,
  turkish,
  language,
  onLanguageChange,
  metricLabel,
}: Props) {
  const intl = useIntl();
  const fallback = intl.formatMessage({ id: 'admin.catalog.fallsBackToTurkish' });
  const field = (path: string) => ({ ...inputProps(path), error: errorOf(path) });
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
                  placeholder={turkish.title}
                  {...field(`texts.${code}.title`)}
                />
                <CatalogTextArea
                  field={field(`texts.${code}.description`)}
                  labelId="admin.catalog.textDescription"
                  dir={dir}
                  placeholder={turkish.description}
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

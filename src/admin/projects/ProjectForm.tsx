import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import { Button, Collapse, Group, Pill, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { storedCodeName } from '../../i18n/message-ids.ts';
import {
  type AdminProject,
  type ProjectCreateInput,
  parseTechnologies,
  projectCreateSchema,
} from '../../shared/admin-catalog.ts';
import { PROJECT_CATEGORIES } from '../../shared/catalog-codes.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import {
  CatalogItemForm,
  type CatalogItemValues,
  catalogItemValues,
  useCatalogItemSave,
} from '../kit/CatalogItemForm.tsx';
import { type TextsDrafts, textsInput } from '../kit/item-texts.ts';
import { LanguageTextsTabs, useLanguageTab } from '../kit/LanguageTextsTabs.tsx';
import { MediaPicker } from '../kit/MediaPicker.tsx';
import { MediaUploadButton } from '../kit/MediaUploadButton.tsx';
import { useSpecResolver } from '../kit/rule-errors.ts';
import { useFieldError, useFieldProps } from '../kit/use-field-error.ts';
import { ProjectThumbnail } from './ProjectThumbnail.tsx';
import classes from './project-form.module.css';
import { headlineMetric, withHeadlineMetric } from './project-metric.ts';

type Values = CatalogItemValues & {
  imageUrl: string;
  projectUrl: string;
  /** Comma-separated, as spec 001 section 5 has the admin type them. */
  technologies: string;
  category: string;
  /** The headline result the cards show (the first metric). */
  metric: string;
  texts: TextsDrafts;
};

type Props = { project: AdminProject | null; texts: TextsDrafts; categories: string[]; onDone: () => void };

/**
 * Add or edit a project: the fields of spec 001 section 2, active and featured, the result
 * figure, and the texts of every language (issue 22); the picture picked from the library or
 * uploaded here.
 */
export function ProjectForm({ project, texts, categories, onDone }: Props) {
  const intl = useIntl();
  const [picking, setPicking] = useState(false);
  const { language, setLanguage, showRefused } = useLanguageTab();
  const resolve = useSpecResolver<ProjectCreateInput>(projectCreateSchema);
  const toInput = (values: Values): ProjectCreateInput => {
    const { metric, texts: drafts, ...fields } = values;
    return {
      ...fields,
      technologies: parseTechnologies(values.technologies),
      metrics: withHeadlineMetric(project?.metrics ?? {}, metric),
      texts: textsInput(drafts, { title: values.title, description: values.description }, project?.languages),
    };
  };
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      ...catalogItemValues(project),
      imageUrl: project?.imageUrl ?? '',
      projectUrl: project?.projectUrl ?? '',
      technologies: project?.technologies.join(', ') ?? '',
      category: project?.category ?? '',
      metric: headlineMetric(project?.metrics ?? {}),
      texts,
    },
    validate: (values) => {
      const errors = resolve(toInput(values));
      // A figure's error (metrics.<name>) is the one field's.
      const metricError = Object.entries(errors).find(([path]) => path.startsWith('metrics'))?.[1];
      return metricError ? { ...errors, metric: metricError } : errors;
    },
  });
  const { save, saving } = useCatalogItemSave({
    form,
    item: project,
    procedures: adminTrpc.projects.admin,
    createdMessageId: 'admin.projects.created',
    onDone,
  });
  const submit = form.onSubmit((values) => save(toInput(values)), showRefused);

  const errorOf = useFieldError(form);
  const field = useFieldProps(form, 'admin.projects.');
  const technologies = parseTechnologies(form.values.technologies);
  // The portfolio's categories by their public names (portfolio.category.*), then codes in use.
  const categoryOptions = [...new Set([...PROJECT_CATEGORIES, ...categories])].map((code) => ({
    value: code,
    label: storedCodeName(intl, 'portfolio.category', code),
  }));

  return (
    <CatalogItemForm
      form={form}
      editing={project !== null}
      storedSlug={project?.slug}
      saving={saving}
      onSubmit={submit}
      onCancel={onDone}
      texts={<LanguageTextsTabs form={form} language={language} onLanguageChange={setLanguage} metricLabel />}
    >
      <TextInput
        {...field('metric')}
        description={intl.formatMessage({ id: 'admin.projects.metricHint' })}
        dir="ltr"
        placeholder="+180%"
        maxLength={40}
      />
      <Select
        label={intl.formatMessage({ id: 'admin.projects.category' })}
        description={intl.formatMessage({ id: 'admin.projects.categoryHint' })}
        placeholder={intl.formatMessage({ id: 'admin.projects.categoryNone' })}
        data={categoryOptions}
        value={form.values.category || null}
        onChange={(value) => form.setFieldValue('category', value ?? '')}
        clearable
        error={errorOf('category')}
      />
      <div>
        <TextInput
          {...field('technologies')}
          description={intl.formatMessage({ id: 'admin.projects.technologiesHint' })}
          dir="ltr"
        />
        {technologies.length > 0 && (
          <Group gap={4} mt={6} aria-live="polite">
            <Text size="xs" c="dimmed">
              <FormattedMessage id="admin.projects.technologiesParsed" />
            </Text>
            {technologies.map((technology) => (
              <Pill key={technology} size="sm" dir="ltr">
                {technology}
              </Pill>
            ))}
          </Group>
        )}
      </div>
      <div>
        <TextInput
          {...field('imageUrl')}
          description={intl.formatMessage({ id: 'admin.projects.imageUrlHint' })}
          dir="ltr"
          placeholder="/uploads/... https://..."
        />
        <Group gap="xs" mt={4} align="center">
          <ProjectThumbnail key={form.values.imageUrl} src={form.values.imageUrl} className={classes.preview} />
          <MediaUploadButton
            alt={form.values.title}
            onUploaded={(file) => {
              form.setFieldValue('imageUrl', file.url);
              setPicking(false);
            }}
          />
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setPicking((open) => !open)}
            aria-expanded={picking}
          >
            <FormattedMessage id={picking ? 'admin.projects.closeMedia' : 'admin.projects.chooseMedia'} />
          </Button>
        </Group>
        <Collapse expanded={picking}>
          {picking && (
            <MediaPicker
              selected={form.values.imageUrl}
              onPick={(url) => {
                form.setFieldValue('imageUrl', url);
                setPicking(false);
              }}
            />
          )}
        </Collapse>
      </div>
      <TextInput {...field('projectUrl')} dir="ltr" type="url" placeholder="https://" />
    </CatalogItemForm>
  );
}

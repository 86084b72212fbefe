import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import { Button, Collapse, Group, Pill, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { projectCategoryName } from '../../lib/project-category.ts';
import { type AdminProject, parseTechnologies, projectCreateSchema } from '../../shared/admin-catalog.ts';
import { PROJECT_CATEGORIES } from '../../shared/catalog-codes.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { CatalogItemForm, type CatalogItemValues, useCatalogItemSave } from '../kit/CatalogItemForm.tsx';
import { MediaPicker } from '../kit/MediaPicker.tsx';
import { useSpecResolver } from '../kit/rule-errors.ts';
import { useFieldError, useFieldProps } from '../kit/use-field-error.ts';

type Values = CatalogItemValues & {
  imageUrl: string;
  projectUrl: string;
  /** Comma-separated, as spec 001 section 5 has the admin type them. */
  technologies: string;
  category: string;
};

type Props = { project: AdminProject | null; categories: string[]; onDone: () => void };

/** Add or edit a project: the fields of spec 001 section 2, plus active and featured. */
export function ProjectForm({ project, categories, onDone }: Props) {
  const intl = useIntl();
  const [picking, setPicking] = useState(false);
  // The schema takes technologies as comma text too, so it checks the form's values as they are.
  const validate = useSpecResolver<Values>(projectCreateSchema);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      title: project?.title ?? '',
      slug: project?.slug ?? '',
      description: project?.description ?? '',
      imageUrl: project?.imageUrl ?? '',
      projectUrl: project?.projectUrl ?? '',
      technologies: project?.technologies.join(', ') ?? '',
      category: project?.category ?? '',
      isActive: project?.isActive ?? true,
      featured: project?.featured ?? false,
    },
    validate,
  });
  const { save, saving } = useCatalogItemSave({
    form,
    item: project,
    procedures: adminTrpc.projects.admin,
    createdMessageId: 'admin.projects.created',
    onDone,
  });
  const submit = (values: Values) => save({ ...values, technologies: parseTechnologies(values.technologies) });

  const errorOf = useFieldError(form);
  const field = useFieldProps(form, 'admin.projects.');
  const technologies = parseTechnologies(form.values.technologies);
  // The portfolio's categories by their public names (portfolio.category.*), then codes in use.
  const categoryOptions = [...new Set([...PROJECT_CATEGORIES, ...categories])].map((code) => ({
    value: code,
    label: projectCategoryName(intl, code),
  }));

  return (
    <CatalogItemForm
      form={form}
      editing={project !== null}
      saving={saving}
      onSubmit={form.onSubmit(submit)}
      onCancel={onDone}
    >
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
        <Button
          variant="subtle"
          size="compact-sm"
          mt={4}
          onClick={() => setPicking((open) => !open)}
          aria-expanded={picking}
        >
          <FormattedMessage id={picking ? 'admin.projects.closeMedia' : 'admin.projects.chooseMedia'} />
        </Button>
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

import '@mantine/core/styles/Combobox.css';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ServiceIcon } from '../../components/ServiceIcon.tsx';
import { useTranslateValidation } from '../../i18n/use-translate-validation.ts';
import { type AdminService, serviceCreateSchema } from '../../shared/admin-catalog.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { TitleSlugFields } from '../kit/TitleSlugFields.tsx';
import { errorStatus, useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { VisibilitySwitches } from '../kit/VisibilitySwitches.tsx';
import { SERVICE_ICON_NAMES } from './service-icons.ts';

type Values = {
  title: string;
  slug: string;
  description: string;
  icon: string;
  isActive: boolean;
  featured: boolean;
};

const validate = schemaResolver(serviceCreateSchema, { sync: true });

/** Add or edit a service: title, slug, description, icon, active, featured. */
export function ServiceForm({ service, onDone }: { service: AdminService | null; onDone: () => void }) {
  const intl = useIntl();
  const translate = useTranslateValidation();
  const feedback = useAdminFeedback();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      title: service?.title ?? '',
      slug: service?.slug ?? '',
      description: service?.description ?? '',
      icon: service?.icon ?? '',
      isActive: service?.isActive ?? true,
      featured: service?.featured ?? false,
    },
    validate,
  });
  const handlers = {
    onSuccess: () => {
      feedback.success(service ? 'admin.common.saved' : 'admin.services.created');
      void feedback.refreshAll();
      onDone();
    },
    onError: (error: unknown) => {
      // 409: another service has this slug.
      if (errorStatus(error) === 409) form.setFieldError('slug', intl.formatMessage({ id: 'admin.catalog.slugTaken' }));
      else feedback.failure(error);
    },
  };
  const create = adminTrpc.services.admin.create.useMutation(handlers);
  const update = adminTrpc.services.admin.update.useMutation(handlers);
  const submit = (values: Values) => (service ? update.mutate({ id: service.id, ...values }) : create.mutate(values));

  const errorOf = (field: keyof Values) => {
    const error = form.errors[field];
    return typeof error === 'string' ? translate(error) : error;
  };
  const iconLabel = (name: string) => intl.formatMessage({ id: `admin.services.icon.${name}`, defaultMessage: name });
  const icons: string[] = [...SERVICE_ICON_NAMES];
  // A name set elsewhere stays selectable (the public site draws it as web).
  if (form.values.icon && !icons.includes(form.values.icon)) icons.push(form.values.icon);

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <TitleSlugFields
          title={form.values.title}
          slug={form.values.slug}
          onTitleChange={(title) => form.setFieldValue('title', title)}
          onSlugChange={(slug) => form.setFieldValue('slug', slug)}
          titleError={errorOf('title')}
          slugError={errorOf('slug')}
          followTitle={!service}
        />
        <Textarea
          label={intl.formatMessage({ id: 'admin.catalog.description' })}
          dir="ltr"
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('description')}
          error={errorOf('description')}
        />
        <Select
          label={intl.formatMessage({ id: 'admin.services.icon' })}
          description={intl.formatMessage({ id: 'admin.services.iconHint' })}
          data={icons.map((name) => ({ value: name, label: iconLabel(name) }))}
          value={form.values.icon || null}
          onChange={(value) => form.setFieldValue('icon', value ?? '')}
          clearable
          leftSection={<ServiceIcon name={form.values.icon} size={18} />}
          renderOption={({ option }) => (
            <Group gap="sm" wrap="nowrap">
              <ServiceIcon name={option.value} size={18} />
              <span>{option.label}</span>
            </Group>
          )}
          error={errorOf('icon')}
        />
        <VisibilitySwitches
          isActive={form.values.isActive}
          featured={form.values.featured}
          onActiveChange={(isActive) => form.setFieldValue('isActive', isActive)}
          onFeaturedChange={(featured) => form.setFieldValue('featured', featured)}
        />
        <Text size="xs" c="dimmed">
          <FormattedMessage id="admin.catalog.turkishNote" />
        </Text>
        <Group gap="xs">
          <Button type="submit" loading={create.isPending || update.isPending}>
            <FormattedMessage id="admin.common.save" />
          </Button>
          <Button variant="default" onClick={onDone}>
            <FormattedMessage id="admin.common.cancel" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import '@mantine/core/styles/Combobox.css';
import { Group, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { ServiceIcon } from '../../components/ServiceIcon.tsx';
import { type AdminService, serviceCreateSchema } from '../../shared/admin-catalog.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { CatalogItemForm, type CatalogItemValues, useCatalogItemSave } from '../kit/CatalogItemForm.tsx';
import { useSpecResolver } from '../kit/rule-errors.ts';
import { useFieldError } from '../kit/use-field-error.ts';
import { SERVICE_ICON_NAMES } from './service-icons.ts';

type Values = CatalogItemValues & { icon: string };

/** Add or edit a service: title, slug, description, icon, active, featured. */
export function ServiceForm({ service, onDone }: { service: AdminService | null; onDone: () => void }) {
  const intl = useIntl();
  const validate = useSpecResolver<Values>(serviceCreateSchema);
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
  const { save, saving } = useCatalogItemSave({
    form,
    item: service,
    procedures: adminTrpc.services.admin,
    createdMessageId: 'admin.services.created',
    onDone,
  });

  const errorOf = useFieldError(form);
  const iconLabel = (name: string) => intl.formatMessage({ id: `admin.services.icon.${name}`, defaultMessage: name });
  const icons: string[] = [...SERVICE_ICON_NAMES];
  // A name set elsewhere stays selectable (the public site draws it as web).
  if (form.values.icon && !icons.includes(form.values.icon)) icons.push(form.values.icon);

  return (
    <CatalogItemForm
      form={form}
      editing={service !== null}
      saving={saving}
      onSubmit={form.onSubmit(save)}
      onCancel={onDone}
    >
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
    </CatalogItemForm>
  );
}

import '@mantine/core/styles/Combobox.css';
import { Group, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { ServiceIcon } from '../../components/ServiceIcon.tsx';
import { isMessageId } from '../../i18n/message-ids.ts';
import { type AdminService, type ServiceCreateInput, serviceCreateSchema } from '../../shared/admin-catalog.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import {
  CatalogItemForm,
  type CatalogItemValues,
  catalogItemValues,
  useCatalogItemSave,
} from '../kit/CatalogItemForm.tsx';
import { type TextsDrafts, textsInput } from '../kit/item-texts.ts';
import { LanguageTextsTabs, useLanguageTab } from '../kit/LanguageTextsTabs.tsx';
import { useSpecResolver } from '../kit/rule-errors.ts';
import { useFieldError } from '../kit/use-field-error.ts';
import { SERVICE_ICON_NAMES } from './service-icons.ts';

type Values = CatalogItemValues & { icon: string; texts: TextsDrafts };

type Props = { service: AdminService | null; texts: TextsDrafts; onDone: () => void };

/** Add or edit a service: title, slug, texts of every language (issue 22), icon, active, featured. */
export function ServiceForm({ service, texts, onDone }: Props) {
  const intl = useIntl();
  const { language, setLanguage, showRefused } = useLanguageTab();
  const resolve = useSpecResolver<ServiceCreateInput>(serviceCreateSchema);
  const toInput = ({ texts: drafts, ...fields }: Values): ServiceCreateInput => ({
    ...fields,
    texts: textsInput(drafts, { title: fields.title, description: fields.description }, service?.languages),
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { ...catalogItemValues(service), icon: service?.icon ?? '', texts },
    validate: (values) => resolve(toInput(values)),
  });
  const { save, saving } = useCatalogItemSave({
    form,
    item: service,
    procedures: adminTrpc.services.admin,
    createdMessageId: 'admin.services.created',
    onDone,
  });

  const errorOf = useFieldError(form);
  // A stored icon name may have no label (set elsewhere): it then shows as it is stored.
  const iconLabel = (name: string) => {
    const id = `admin.services.icon.${name}`;
    return isMessageId(intl, id) ? intl.formatMessage({ id }) : name;
  };
  const icons: string[] = [...SERVICE_ICON_NAMES];
  // A name set elsewhere stays selectable (the public site draws it as web).
  if (form.values.icon && !icons.includes(form.values.icon)) icons.push(form.values.icon);

  return (
    <CatalogItemForm
      form={form}
      editing={service !== null}
      saving={saving}
      storedSlug={service?.slug}
      onSubmit={form.onSubmit((values) => save(toInput(values)), showRefused)}
      onCancel={onDone}
      texts={<LanguageTextsTabs form={form} language={language} onLanguageChange={setLanguage} />}
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

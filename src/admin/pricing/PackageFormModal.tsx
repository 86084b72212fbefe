import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Switch.css';
import { Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import type { IdSuffix } from '../../i18n/message-ids.ts';
import type { AdminPricingPackage } from '../../shared/admin-catalog.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { DialogFormButtons } from '../kit/FormButtons.tsx';
import { FormModal } from '../kit/FormModal.tsx';
import { useSpecResolver } from '../kit/rule-errors.ts';
import { useUnsavedChanges } from '../kit/unsaved-changes.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { useFieldProps } from '../kit/use-field-error.ts';
import {
  NEW_PACKAGE,
  type PackageFormValues,
  packageFormSchema,
  packageFormValues,
  packageInput,
  packageTypeMessageId,
} from './pricing-form.ts';

type Props = {
  /** Closed: null. New package: 'new'. Edit: the package. */
  target: AdminPricingPackage | 'new' | null;
  types: string[];
  onClose: () => void;
};

/** Create or edit a package (not shown in spec 001; owners expect it). Full screen on phones. */
export function PackageFormModal({ target, types, onClose }: Props) {
  const intl = useIntl();
  const pkg = target === 'new' ? null : target;
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: pkg ? 'admin.pricing.editTitle' : 'admin.pricing.createTitle' })}
    >
      {target !== null && <PackageForm key={pkg?.id ?? 'new'} pkg={pkg} types={types} onDone={onClose} />}
    </FormModal>
  );
}

function PackageForm({ pkg, types, onDone }: { pkg: AdminPricingPackage | null; types: string[]; onDone: () => void }) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const form = useForm<PackageFormValues>({
    initialValues: pkg ? packageFormValues(pkg) : NEW_PACKAGE,
    validate: useSpecResolver(packageFormSchema),
  });
  useUnsavedChanges(form.isDirty());
  const options = {
    onSuccess: () => {
      feedback.success(pkg ? 'admin.pricing.updated' : 'admin.pricing.created');
      void feedback.refreshAll();
      onDone();
    },
    onError: (error: unknown) => feedback.failure(error),
  };
  const create = adminTrpc.pricing.admin.create.useMutation(options);
  const update = adminTrpc.pricing.admin.update.useMutation(options);

  const field = useFieldProps(form, 'admin.pricing.field.');
  const hint = (key: IdSuffix<'admin.pricing.field.'>) => intl.formatMessage({ id: `admin.pricing.field.${key}` });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const input = packageInput(values);
        if (pkg) update.mutate({ id: pkg.id, ...input });
        else create.mutate(input);
      })}
    >
      <Stack gap="sm">
        <TextInput {...field('name')} required data-autofocus />
        <TextInput {...field('slug')} description={hint('slugHint')} required dir="ltr" autoComplete="off" />
        <TextInput {...field('subtitle')} />
        <Textarea {...field('description')} autosize minRows={2} maxRows={6} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput {...field('price')} description={hint('priceHint')} inputMode="decimal" dir="ltr" />
          <Select
            {...field('type')}
            description={hint('typeHint')}
            data={types.map((type) => {
              const id = packageTypeMessageId(type);
              return { value: type, label: id ? intl.formatMessage({ id }) : type };
            })}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Textarea {...field('features')} description={hint('featuresHint')} autosize minRows={4} maxRows={12} />
        <Switch {...field('popular', { type: 'checkbox' })} />
        <Switch {...field('active', { type: 'checkbox' })} />
        <DialogFormButtons saving={create.isPending || update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

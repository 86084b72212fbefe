import { Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids.ts';
import { CatalogTextArea } from './CatalogTextArea.tsx';
import { InlineFormButtons } from './FormButtons.tsx';
import { TitleSlugFields } from './TitleSlugFields.tsx';
import { useUnsavedChanges } from './unsaved-changes.ts';
import { errorStatus, useAdminFeedback } from './use-admin-feedback.ts';
import { useFieldError } from './use-field-error.ts';
import { VisibilitySwitches } from './VisibilitySwitches.tsx';

/** What every catalog item's form holds (projects, services); each adds its own fields. */
export type CatalogItemValues = {
  title: string;
  slug: string;
  description: string;
  isActive: boolean;
  featured: boolean;
};

/** The shared values of the item being edited, or of a new one (active, not featured). */
export const catalogItemValues = (item: CatalogItemValues | null): CatalogItemValues => ({
  title: item?.title ?? '',
  slug: item?.slug ?? '',
  description: item?.description ?? '',
  isActive: item?.isActive ?? true,
  featured: item?.featured ?? false,
});

/**
 * The part of an item's @mantine/form form used here, over the shared values only (the item's
 * own values do not matter to this component; methods, so any item's form fits).
 */
type CatalogItemFormApi = {
  values: CatalogItemValues;
  errors: Record<string, ReactNode>;
  setFieldValue(field: 'title' | 'slug', value: string): void;
  setFieldValue(field: 'isActive' | 'featured', value: boolean): void;
  setFieldError(field: 'slug', error: ReactNode): void;
  getInputProps(field: 'description'): object;
  isDirty(): boolean;
};

type WriteOptions = { onSuccess: () => void; onError: (error: unknown) => void };

/** The catalog's create and update procedures (adminTrpc.<catalog>.admin). */
type SaveProcedures<Input> = {
  create: { useMutation(options: WriteOptions): { isPending: boolean; mutate(input: Input): void } };
  update: { useMutation(options: WriteOptions): { isPending: boolean; mutate(input: Input & { id: number }): void } };
};

/**
 * An item's save: create, or update the stored item; a toast and a refresh on success, a taken
 * slug under the slug field, any other failure as a toast.
 */
export function useCatalogItemSave<Input>({
  form,
  item,
  procedures,
  createdMessageId,
  onDone,
}: {
  form: Pick<CatalogItemFormApi, 'setFieldError'>;
  /** The stored item being edited; null when adding one. */
  item: { id: number } | null;
  procedures: SaveProcedures<Input>;
  /** The toast after adding an item. */
  createdMessageId: MessageId;
  onDone: () => void;
}) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const editing = item !== null;
  const handlers: WriteOptions = {
    onSuccess: () => {
      feedback.success(editing ? 'admin.common.saved' : createdMessageId);
      void feedback.refreshAll();
      onDone();
    },
    onError: (error: unknown) => {
      // 409: another item of the catalog has this slug.
      if (errorStatus(error) === 409) form.setFieldError('slug', intl.formatMessage({ id: 'admin.catalog.slugTaken' }));
      else feedback.failure(error);
    },
  };
  const create = procedures.create.useMutation(handlers);
  const update = procedures.update.useMutation(handlers);
  return {
    saving: create.isPending || update.isPending,
    save: (input: Input) => (item ? update.mutate({ id: item.id, ...input }) : create.mutate(input)),
  };
}

type Props = {
  form: CatalogItemFormApi;
  /** Editing a stored item: its slug no longer follows the title. */
  editing: boolean;
  saving: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** The stored slug of an edited item: a new one is said to keep the old address working. */
  storedSlug?: string;
  /** The texts of every language (kit/LanguageTextsTabs), in place of the Turkish description alone. */
  texts?: ReactNode;
  /** The item's own fields, between the description and the visibility switches. */
  children: ReactNode;
};

/** A catalog item's form: title and slug, description, its own fields, visibility, save and cancel. */
export function CatalogItemForm({ form, editing, saving, onSubmit, onCancel, storedSlug, texts, children }: Props) {
  const _intl = useIntl();
  const errorOf = useFieldError(form);
  useUnsavedChanges(form.isDirty());
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <TitleSlugFields
          title={form.values.title}
          slug={form.values.slug}
          onTitleChange={(title) => form.setFieldValue('title', title)}
          onSlugChange={(slug) => form.setFieldValue('slug', slug)}
          titleError={errorOf('title')}
          slugError={errorOf('slug')}
          followTitle={!editing}
          storedSlug={storedSlug}
        />
        {texts ?? (
          <CatalogTextArea
            field={{ ...form.getInputProps('description'), error: errorOf('description') }}
            labelId="admin.catalog.description"
          />
        )}
        {children}
        <VisibilitySwitches
          isActive={form.values.isActive}
          featured={form.values.featured}
          onActiveChange={(isActive) => form.setFieldValue('isActive', isActive)}
          onFeaturedChange={(featured) => form.setFieldValue('featured', featured)}
        />
        {!texts && (
          <Text size="xs" c="dimmed">
            <FormattedMessage id="admin.catalog.turkishNote" />
          </Text>
        )}
        <InlineFormButtons saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

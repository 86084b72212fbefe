import { Button } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AdminPage, QueryState } from './AdminPage.tsx';
import classes from './catalog.module.css';
import { EmptyList } from './EmptyList.tsx';
import { FormModal } from './FormModal.tsx';

/** What the dialog shows: the add form, the edit form, or an item's per-language texts. */
type Dialog = { kind: 'create' } | { kind: 'edit'; id: number } | { kind: 'texts'; id: number } | null;

type ListQuery<T> = { data?: T[]; isPending: boolean; error: unknown; refetch: () => unknown };

type Props<T extends { id: number; title: string }> = {
  /** Names the screen's texts: admin.nav.<screen>, admin.<screen>.add, .empty, .editTitle, ... */
  screen: 'services' | 'projects';
  list: ListQuery<T>;
  renderItem: (item: T, open: { edit: () => void; texts: () => void }) => ReactNode;
  renderForm: (item: T | null, done: () => void) => ReactNode;
  renderTexts: (item: T, close: () => void) => ReactNode;
};

/**
 * The services and projects screens (spec 001 section 2): a list with badges, an add button,
 * and one dialog for adding, editing or the per-language texts of an item.
 */
export function CatalogListPage<T extends { id: number; title: string }>({
  screen,
  list,
  renderItem,
  renderForm,
  renderTexts,
}: Props<T>) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  // The dialog reads the item from the list, so it shows what a save brought back.
  const current = dialog && dialog.kind !== 'create' ? list.data?.find((item) => item.id === dialog.id) : undefined;

  return (
    <AdminPage
      titleId={`admin.nav.${screen}`}
      descriptionId={`admin.${screen}.description`}
      actions={
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <FormattedMessage id={`admin.${screen}.add`} />
        </Button>
      }
    >
      {!list.data ? (
        <QueryState isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyList messageId={`admin.${screen}.empty`} />
      ) : (
        <ul className={classes.list} aria-label={intl.formatMessage({ id: `admin.${screen}.listLabel` })}>
          {list.data.map((item) =>
            renderItem(item, {
              edit: () => setDialog({ kind: 'edit', id: item.id }),
              texts: () => setDialog({ kind: 'texts', id: item.id }),
            }),
          )}
        </ul>
      )}
      <FormModal
        opened={dialog !== null && (dialog.kind === 'create' || current !== undefined)}
        onClose={close}
        title={
          dialog?.kind === 'texts' ? (
            <FormattedMessage id="admin.catalog.textsTitle" values={{ title: current?.title }} />
          ) : (
            <FormattedMessage id={dialog?.kind === 'edit' ? `admin.${screen}.editTitle` : `admin.${screen}.add`} />
          )
        }
      >
        {dialog?.kind === 'create' && renderForm(null, close)}
        {dialog?.kind === 'edit' && current && renderForm(current, close)}
        {dialog?.kind === 'texts' && current && renderTexts(current, close)}
      </FormModal>
    </AdminPage>
  );
}

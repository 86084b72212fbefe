import { useIntl } from 'react-intl';
import { ConfirmDeleteButton } from './ConfirmDeleteButton.tsx';
import { HistoryButton } from './HistoryButton.tsx';
import { RowButton } from './RowButton.tsx';
import { useAdminFeedback } from './use-admin-feedback.ts';

/** The catalog's delete procedure (adminTrpc.<catalog>.admin.delete). */
type DeleteProcedure = {
  useMutation(options: { onSuccess: () => void; onError: (error: unknown) => void }): {
    isPending: boolean;
    mutate(input: { id: number }): void;
  };
};

/** Edit, per-language texts, history and delete (with confirmation) of one service or project. */
export function CatalogItemActions({
  id,
  kind,
  name,
  onEdit,
  onTexts,
  remove,
}: {
  id: number;
  /** Whose saved versions the history shows. */
  kind: 'service' | 'project';
  name: string;
  onEdit: () => void;
  onTexts: () => void;
  remove: DeleteProcedure;
}) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const deletion = remove.useMutation(feedback.writeHandlers('admin.common.deleted'));
  const title = { title: name };
  return (
    <>
      <RowButton textId="admin.common.edit" labelId="admin.catalog.editLabel" labelValues={title} onClick={onEdit} />
      <RowButton
        textId="admin.catalog.texts"
        labelId="admin.catalog.textsLabel"
        labelValues={title}
        color="gray"
        onClick={onTexts}
      />
      <HistoryButton kind={kind} itemId={id} name={name} />
      <ConfirmDeleteButton
        onConfirm={() => deletion.mutate({ id })}
        loading={deletion.isPending}
        itemLabel={name}
        aria-label={intl.formatMessage({ id: 'admin.catalog.deleteLabel' }, title)}
      />
    </>
  );
}

import { useIntl } from 'react-intl';
import { ConfirmDeleteButton } from './ConfirmDeleteButton.tsx';
import { RowButton } from './RowButton.tsx';

/** Edit, per-language texts and delete (with confirmation) of one service or project. */
export function CatalogItemActions({
  name,
  onEdit,
  onTexts,
  onDelete,
  deleting,
}: {
  name: string;
  onEdit: () => void;
  onTexts: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const intl = useIntl();
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
      <ConfirmDeleteButton
        onConfirm={onDelete}
        loading={deleting}
        itemLabel={name}
        aria-label={intl.formatMessage({ id: 'admin.catalog.deleteLabel' }, title)}
      />
    </>
  );
}

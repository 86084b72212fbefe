import { Button } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDeleteButton } from './ConfirmDeleteButton.tsx';

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
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={onEdit}
        aria-label={intl.formatMessage({ id: 'admin.catalog.editLabel' }, { title: name })}
      >
        <FormattedMessage id="admin.common.edit" />
      </Button>
      <Button
        size="xs"
        variant="light"
        color="gray"
        onClick={onTexts}
        aria-label={intl.formatMessage({ id: 'admin.catalog.textsLabel' }, { title: name })}
      >
        <FormattedMessage id="admin.catalog.texts" />
      </Button>
      <ConfirmDeleteButton
        onConfirm={onDelete}
        loading={deleting}
        itemLabel={name}
        aria-label={intl.formatMessage({ id: 'admin.catalog.deleteLabel' }, { title: name })}
      />
    </>
  );
}

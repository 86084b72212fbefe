import { Button, type ButtonProps, Group, type MantineSpacing } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids.ts';
import { useLeaveAction } from './unsaved-changes.ts';

type Props = {
  saving: boolean;
  onCancel: () => void;
  /** The submit button's text (save, or add for a new item). */
  submitId?: MessageId;
  /** The other button's text (cancel, or close where saving keeps the dialog open). */
  cancelId?: MessageId;
};

/** A dialog form's footer: cancel, then submit, at the end of the line. */
export function DialogFormButtons({
  saving,
  onCancel,
  submitId = 'admin.common.save',
  cancelId = 'admin.common.cancel',
  mt = 'sm',
}: Props & { mt?: MantineSpacing }) {
  // "Cancel" says what it does; "Close" might keep the words, so it asks first like Escape.
  const leave = useLeaveAction(onCancel);
  const cancel = cancelId === 'admin.common.close' ? leave : onCancel;
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={cancel}>
        <FormattedMessage id={cancelId} />
      </Button>
      <Button type="submit" loading={saving}>
        <FormattedMessage id={submitId} />
      </Button>
    </Group>
  );
}

/** A form's one button, at its own width under the stacked fields. */
export function SubmitButton({
  textId,
  saving,
  ...button
}: { textId: MessageId; saving: boolean } & Pick<ButtonProps, 'color' | 'variant'>) {
  return (
    <div>
      <Button type="submit" loading={saving} {...button}>
        <FormattedMessage id={textId} />
      </Button>
    </div>
  );
}

/** An inline form's buttons: save, then cancel, side by side. */
export function InlineFormButtons({ saving, onCancel }: Pick<Props, 'saving' | 'onCancel'>) {
  return (
    <Group gap="xs">
      <Button type="submit" loading={saving}>
        <FormattedMessage id="admin.common.save" />
      </Button>
      <Button variant="default" onClick={onCancel}>
        <FormattedMessage id="admin.common.cancel" />
      </Button>
    </Group>
  );
}

import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, type ModalProps, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogLeave, DirtyScope } from './unsaved-changes.ts';

/**
 * The dialog of the add, edit and texts forms: full screen on phones. While a form inside holds
 * unsaved changes, closing it by Escape, the close button or a click beside it asks first.
 */
export function FormModal({
  opened,
  onClose,
  title,
  size = 'lg',
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  const intl = useIntl();
  const phone = useMediaQuery('(max-width: 36em)');
  const dirty = useRef(new Set<symbol>()).current;
  // What "close without saving" does once asked: the dialog's own close, or a form's close button.
  const [asking, setAsking] = useState<null | (() => void)>(null);
  const leave = (then: () => void) => (dirty.size > 0 ? setAsking(() => then) : then());
  const close = () => leave(onClose);
  const discard = () => {
    const then = asking;
    setAsking(null);
    then?.();
  };
  return (
    <Modal
      opened={opened}
      onClose={asking ? () => setAsking(null) : close}
      title={title}
      size={size}
      fullScreen={phone === true}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'admin.common.close' }) }}
    >
      {/* The question sits in the same dialog (a second, stacked modal fought the first for focus). */}
      {asking && (
        <Paper
          role="alertdialog"
          aria-labelledby="unsaved-dialog-title"
          aria-describedby="unsaved-dialog-text"
          withBorder
          p="sm"
          mb="md"
          bg="yellow.0"
        >
          <Text fw={600} id="unsaved-dialog-title">
            <FormattedMessage id="admin.unsaved.title" />
          </Text>
          <Text size="sm" mb="sm" id="unsaved-dialog-text">
            <FormattedMessage id="admin.unsaved.dialogText" />
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
              <FormattedMessage id="admin.unsaved.keepEditing" />
            </Button>
            <Button color="red" onClick={discard}>
              <FormattedMessage id="admin.unsaved.discard" />
            </Button>
          </Group>
        </Paper>
      )}
      <DirtyScope.Provider value={dirty}>
        <DialogLeave.Provider value={leave}>{children}</DialogLeave.Provider>
      </DirtyScope.Provider>
    </Modal>
  );
}

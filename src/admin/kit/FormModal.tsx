import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, type ModalProps, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DirtyScope } from './unsaved-changes.ts';

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
  const [asking, setAsking] = useState(false);
  const close = () => (dirty.size > 0 ? setAsking(true) : onClose());
  const discard = () => {
    setAsking(false);
    onClose();
  };
  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        size={size}
        fullScreen={phone === true}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'admin.common.close' }) }}
      >
        <DirtyScope.Provider value={dirty}>{children}</DirtyScope.Provider>
      </Modal>
      <Modal
        opened={opened && asking}
        onClose={() => setAsking(false)}
        title={intl.formatMessage({ id: 'admin.unsaved.title' })}
        zIndex={300}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'admin.common.close' }) }}
      >
        <Text mb="md">
          <FormattedMessage id="admin.unsaved.dialogText" />
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            <FormattedMessage id="admin.unsaved.keepEditing" />
          </Button>
          <Button color="red" onClick={discard}>
            <FormattedMessage id="admin.unsaved.discard" />
          </Button>
        </Group>
      </Modal>
    </>
  );
}

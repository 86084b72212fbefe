import '@mantine/core/styles/Modal.css';
import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** The dialog of the add, edit and texts forms: full screen on phones. */
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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={phone === true}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'admin.common.close' }) }}
    >
      {children}
    </Modal>
  );
}

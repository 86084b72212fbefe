import '@mantine/core/styles/Modal.css';
import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type Props = {
  onConfirm: () => void;
  loading?: boolean;
  /** The button's and the confirming button's colour. */
  color: string;
  /** The dialog's title, question and confirming button. */
  title: ReactNode;
  question: ReactNode;
  confirmLabel: ReactNode;
  /** What the action is about, shown above the question. */
  itemLabel?: ReactNode;
  /** The accessible name of the dialog's close button. */
  closeLabel?: string;
  /** The button's accessible name. */
  'aria-label'?: string;
  children: ReactNode;
} & Pick<ButtonProps, 'size' | 'variant'>;

/** A button whose action runs only once the admin confirms it in a dialog (or cancels). */
export function ConfirmButton({
  onConfirm,
  loading,
  color,
  title,
  question,
  confirmLabel,
  itemLabel,
  closeLabel,
  children,
  size = 'xs',
  variant = 'light',
  ...rest
}: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        color={color}
        size={size}
        variant={variant}
        onClick={open}
        loading={loading}
        aria-label={rest['aria-label']}
      >
        {children}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        closeButtonProps={closeLabel ? { 'aria-label': closeLabel } : undefined}
        centered
      >
        {itemLabel && (
          <Text fw={600} mb="xs">
            {itemLabel}
          </Text>
        )}
        <Text size="sm">{question}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            <FormattedMessage id="admin.common.cancel" />
          </Button>
          <Button
            color={color}
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

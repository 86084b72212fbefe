import '@mantine/core/styles/Modal.css';
import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type Props = {
  onConfirm: () => void;
  loading?: boolean;
  /** What is being deleted, shown in the question. */
  itemLabel?: ReactNode;
  /** The button's accessible name when it shows an icon only. */
  'aria-label'?: string;
  children?: ReactNode;
} & Pick<ButtonProps, 'size' | 'variant'>;

/** Delete with a confirmation dialog (spec 001 section 5: services, projects, media, messages). */
export function ConfirmDeleteButton({
  onConfirm,
  loading,
  itemLabel,
  children,
  size = 'xs',
  variant = 'light',
  ...rest
}: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        color="red"
        size={size}
        variant={variant}
        onClick={open}
        loading={loading}
        aria-label={rest['aria-label']}
      >
        {children ?? <FormattedMessage id="admin.common.delete" />}
      </Button>
      <Modal opened={opened} onClose={close} title={<FormattedMessage id="admin.common.confirmTitle" />} centered>
        {itemLabel && (
          <Text fw={600} mb="xs">
            {itemLabel}
          </Text>
        )}
        <Text size="sm">
          <FormattedMessage id="admin.common.confirmText" />
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            <FormattedMessage id="admin.common.cancel" />
          </Button>
          <Button
            color="red"
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            <FormattedMessage id="admin.common.confirmDelete" />
          </Button>
        </Group>
      </Modal>
    </>
  );
}

import { Button, type ModalProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { FormModal } from './FormModal.tsx';

type Props = {
  /** The button's visible text. */
  label: ReactNode;
  /** Its accessible name, naming the item. */
  name: string;
  /** The dialog's title. */
  title: string;
  disabled?: boolean;
  size?: ModalProps['size'];
  testId?: string;
  /** The dialog's body, rendered only while it is open (its queries run only then). */
  children: () => ReactNode;
};

/** A small text button beside an item that opens a dialog about it (history, preview). */
export function DialogButton({ label, name, title, disabled, size, testId, children }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="subtle" onClick={open} disabled={disabled} aria-label={name} data-testid={testId}>
        {label}
      </Button>
      <FormModal opened={opened} onClose={close} title={title} size={size}>
        {opened && children()}
      </FormModal>
    </>
  );
}

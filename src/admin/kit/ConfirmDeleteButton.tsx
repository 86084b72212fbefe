import type { ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConfirmButton } from './ConfirmButton.tsx';

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
export function ConfirmDeleteButton({ children, ...rest }: Props) {
  return (
    <ConfirmButton
      color="red"
      title={<FormattedMessage id="admin.common.confirmTitle" />}
      question={<FormattedMessage id="admin.common.confirmText" />}
      confirmLabel={<FormattedMessage id="admin.common.confirmDelete" />}
      {...rest}
    >
      {children ?? <FormattedMessage id="admin.common.delete" />}
    </ConfirmButton>
  );
}

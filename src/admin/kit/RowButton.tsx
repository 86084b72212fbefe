import { Button, type ButtonProps } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids.ts';

type Props = {
  /** The button's short text ("Edit"). */
  textId: MessageId;
  /** Its accessible name, which says whose row it acts on ("Edit {title}"). */
  labelId: MessageId;
  labelValues?: Record<string, string>;
  onClick: () => void;
  loading?: boolean;
} & Pick<ButtonProps, 'variant' | 'color'>;

/** A small action button of a list row or card, named for the item it acts on. */
export function RowButton({ textId, labelId, labelValues, variant = 'light', ...button }: Props) {
  const intl = useIntl();
  return (
    <Button size="xs" variant={variant} {...button} aria-label={intl.formatMessage({ id: labelId }, labelValues)}>
      <FormattedMessage id={textId} />
    </Button>
  );
}

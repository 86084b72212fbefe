import { Button, type ButtonProps } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';

type Props = {
  /** The button's short text ("Edit"). */
  textId: string;
  /** Its accessible name, which says whose row it acts on ("Edit {title}"). */
  labelId: string;
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

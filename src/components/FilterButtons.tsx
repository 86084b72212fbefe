import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/message-ids.ts';

type FilterButtonsProps<T extends string> = {
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** Names the group. */
  labelId: MessageId;
  /** A button's label (`service.filter.${value}`, written where the values are known). */
  optionId: (value: T) => MessageId;
  /** Beside a button's label (how many items the filter keeps). */
  rightSection?: (value: T) => ReactNode;
};

/** A row of toggle buttons that filter a list (services by category, packages by kind). */
export function FilterButtons<T extends string>({
  values,
  value,
  onChange,
  labelId,
  optionId,
  rightSection,
}: FilterButtonsProps<T>) {
  const intl = useIntl();
  return (
    <Group justify="center" gap="xs" mb="xl" role="group" aria-label={intl.formatMessage({ id: labelId })}>
      {values.map((option) => (
        <Button
          key={option}
          size="sm"
          radius="xl"
          color="orange"
          variant={value === option ? 'filled' : 'default'}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          rightSection={rightSection?.(option)}
        >
          <FormattedMessage id={optionId(option)} />
        </Button>
      ))}
    </Group>
  );
}

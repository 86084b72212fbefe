import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

type FilterButtonsProps<T extends string> = {
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** Texts: `<prefix>.label` names the group, `<prefix>.<value>` is a button's label. */
  prefix: string;
  /** Beside a button's label (how many items the filter keeps). */
  rightSection?: (value: T) => ReactNode;
};

/** A row of toggle buttons that filter a list (services by category, packages by kind). */
export function FilterButtons<T extends string>({
  values,
  value,
  onChange,
  prefix,
  rightSection,
}: FilterButtonsProps<T>) {
  const intl = useIntl();
  return (
    <Group justify="center" gap="xs" mb="xl" role="group" aria-label={intl.formatMessage({ id: `${prefix}.label` })}>
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
          <FormattedMessage id={`${prefix}.${option}`} />
        </Button>
      ))}
    </Group>
  );
}

import '@mantine/core/styles/Switch.css';
import { Group, Switch } from '@mantine/core';
import { useIntl } from 'react-intl';

type Props = {
  isActive: boolean;
  featured: boolean;
  onActiveChange: (isActive: boolean) => void;
  onFeaturedChange: (featured: boolean) => void;
};

/** Active (shown on the public site) and featured, edited in the form (no toggle on the list). */
export function VisibilitySwitches({ isActive, featured, onActiveChange, onFeaturedChange }: Props) {
  const intl = useIntl();
  return (
    <Group gap="xl">
      <Switch
        label={intl.formatMessage({ id: 'admin.catalog.isActive' })}
        description={intl.formatMessage({ id: 'admin.catalog.isActiveHint' })}
        checked={isActive}
        onChange={(event) => onActiveChange(event.currentTarget.checked)}
      />
      <Switch
        label={intl.formatMessage({ id: 'admin.catalog.featured' })}
        checked={featured}
        onChange={(event) => onFeaturedChange(event.currentTarget.checked)}
      />
    </Group>
  );
}

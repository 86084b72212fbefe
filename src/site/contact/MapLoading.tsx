import { Center, Loader, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import classes from './contact.module.css';

/** Shown while the map's chunk or the settings load. */
export function MapLoading() {
  return (
    <Center className={classes.mapLoading} role="status">
      <Stack align="center" gap="sm">
        <Loader color="orange" />
        <Text c="dimmed">
          <FormattedMessage id="map.loading" />
        </Text>
      </Stack>
    </Center>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import classes from './contact.module.css';
import type { MapLocation } from './map-location.ts';

/**
 * In place of the map until the visitor consents to functionality cookies: nothing is asked of
 * the maps provider before that (the cookie panel's functionality category covers the map).
 * The button stores that consent (the other categories stay as they were) and the map loads.
 */
export function MapConsent({ location, onLoad }: { location: MapLocation; onLoad: () => void }) {
  return (
    <div className={classes.mapConsent} data-map-consent="">
      <Stack align="center" gap="sm" maw={420}>
        <Text fw={700} component="p">
          {location.name}
        </Text>
        {location.address && (
          <Text component="address" className={classes.address}>
            {location.address}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          <FormattedMessage id="map.consent.note" />
        </Text>
        <Button onClick={onLoad}>
          <FormattedMessage id="map.consent.load" />
        </Button>
      </Stack>
    </div>
  );
}

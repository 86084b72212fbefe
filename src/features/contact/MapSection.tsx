import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SETTINGS_STALE_MS } from '../../app/query-client.ts';
import { trpc } from '../../app/trpc.ts';
import classes from './contact.module.css';
import { GoogleMap } from './GoogleMap.tsx';
import { MapLoading } from './MapLoading.tsx';
import { directionsUrlOf, embedUrlOf, mapLocationOf } from './map-location.ts';

/**
 * The office map (spec 000 sections 2, 4, 8, 9). With a Maps API key from the server
 * (`maps_api_key` in the public settings, from MAPS_API_KEY) it is the interactive Google map;
 * if its script fails, times out, the key is refused or the map cannot start, and always
 * without a key, it is the spec's fallback: the provider's place embed centred on the
 * configured coordinates (zoom 15). The business name, address and a directions link stay
 * beside it in both cases. Offline the embed's frame stays blank.
 */
export default function MapSection() {
  const intl = useIntl();
  const settings = trpc.settings.public.useQuery(undefined, { staleTime: SETTINGS_STALE_MS });
  const [interactiveFailed, setInteractiveFailed] = useState(false);
  if (settings.isPending) return <MapLoading />;
  const location = mapLocationOf(settings.data ?? {});
  const apiKey = settings.data?.maps_api_key?.trim();
  return (
    <div className={classes.map}>
      <div className={classes.mapFrame}>
        {apiKey && !interactiveFailed ? (
          <GoogleMap apiKey={apiKey} location={location} onFallback={() => setInteractiveFailed(true)} />
        ) : (
          <iframe
            title={intl.formatMessage({ id: 'map.frameTitle' }, { name: location.name })}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            src={embedUrlOf(location)}
          />
        )}
      </div>
      <Stack gap="xs" className={classes.mapInfo}>
        <Text fw={700} size="lg" component="p">
          {location.name}
        </Text>
        {location.address && (
          <Text c="dimmed" component="address" className={classes.address}>
            {location.address}
          </Text>
        )}
        <Anchor href={directionsUrlOf(location)} target="_blank" rel="noopener noreferrer" c="orange.9" fw={600}>
          <FormattedMessage id="map.directions" />
          <span className={classes.srOnly}>
            {' '}
            <FormattedMessage id="contact.newTab" />
          </span>
        </Anchor>
      </Stack>
    </div>
  );
}

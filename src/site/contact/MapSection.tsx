import { Anchor, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/PublicTrpc.tsx';
import { SETTINGS_STALE_MS } from '../../app/query-client.ts';
import hidden from '../../components/visually-hidden.module.css';
import { grantConsent } from '../../lib/consent/consent.ts';
import { useConsentTo } from '../../lib/consent/use-consent.ts';
import classes from './contact.module.css';
import { GoogleMap } from './GoogleMap.tsx';
import { MapConsent } from './MapConsent.tsx';
import { MapLoading } from './MapLoading.tsx';
import { directionsUrlOf, embedUrlOf, mapLocationOf } from './map-location.ts';

/**
 * The office map (spec 000 sections 2, 4, 8, 9). With a Maps API key from the server
 * (`maps_api_key` in the public settings, from MAPS_API_KEY) it is the interactive Google map;
 * if its script fails, times out, the key is refused or the map cannot start, and always
 * without a key, it is the spec's fallback: the provider's place embed centred on the
 * configured coordinates (zoom 15). The business name, address and a directions link stay
 * beside it in both cases. Offline the embed's frame stays blank.
 *
 * Nothing comes from the maps provider (script, embed) before the visitor consents to
 * functionality cookies: until then a placeholder with the address and a "Load map" button
 * stands in the frame (MapConsent).
 */
export default function MapSection() {
  const intl = useIntl();
  const settings = trpc.settings.public.useQuery(undefined, { staleTime: SETTINGS_STALE_MS });
  const [interactiveFailed, setInteractiveFailed] = useState(false);
  const consented = useConsentTo('functionality');
  const frame = useRef<HTMLDivElement>(null);
  const loadMap = () => {
    grantConsent('functionality');
    // The button goes away: focus stays with the map rather than falling back to the page.
    frame.current?.focus();
  };
  if (settings.isPending) return <MapLoading />;
  const location = mapLocationOf(settings.data ?? {});
  const apiKey = settings.data?.maps_api_key?.trim();
  return (
    <div className={classes.map}>
      <div className={classes.mapFrame} ref={frame} tabIndex={-1}>
        {!consented ? (
          <MapConsent location={location} onLoad={loadMap} />
        ) : apiKey && !interactiveFailed ? (
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
          <span className={hidden.visuallyHidden}>
            {' '}
            <FormattedMessage id="contact.newTab" />
          </span>
        </Anchor>
      </Stack>
    </div>
  );
}

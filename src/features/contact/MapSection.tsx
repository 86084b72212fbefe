import { Anchor, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { SETTINGS_STALE_MS } from '../../app/query-client.ts';
import { trpc } from '../../app/trpc.ts';
import { MAP_DEFAULTS } from '../../shared/settings.ts';
import classes from './contact.module.css';
import { MapLoading } from './MapLoading.tsx';
import { mapLocationOf } from './map-location.ts';

/**
 * The office map (spec 000 sections 2, 4, 8, 9). The provider's interactive script needs an API
 * key the site does not have and would be blocked by the CSP (scripts only from 'self'), so the
 * spec's fallback is the map: the provider's place embed centred on the configured coordinates,
 * with the business name, address and a directions link beside it. Offline the frame stays blank.
 */
export default function MapSection() {
  const intl = useIntl();
  const settings = trpc.settings.public.useQuery(undefined, { staleTime: SETTINGS_STALE_MS });
  if (settings.isPending) return <MapLoading />;
  const location = mapLocationOf(settings.data ?? {});
  const coordinates = `${location.latitude},${location.longitude}`;
  return (
    <div className={classes.map}>
      <div className={classes.mapFrame}>
        <iframe
          title={intl.formatMessage({ id: 'map.frameTitle' }, { name: location.name })}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          src={`https://www.google.com/maps?q=${coordinates}&z=${MAP_DEFAULTS.zoom}&output=embed`}
        />
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
        <Anchor
          href={`https://www.google.com/maps/dir/?api=1&destination=${coordinates}`}
          target="_blank"
          rel="noopener noreferrer"
          c="orange.9"
          fw={600}
        >
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

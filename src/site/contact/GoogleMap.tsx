import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import hidden from '../../components/visually-hidden.module.css';
import { useLanguage } from '../../i18n/LanguageContext.tsx';
import classes from './contact.module.css';
import {
  googleMapsLoader,
  type InfoWindowInstance,
  MAPS_INIT_ERROR,
  type MapsLibraries,
  type MarkerInstance,
  mapOptionsOf,
  markerIconOf,
} from './google-maps.ts';
import { MapLoading } from './MapLoading.tsx';
import { directionsUrlOf, type MapLocation } from './map-location.ts';

type Props = {
  apiKey: string;
  location: MapLocation;
  /** The script failed, timed out, the key was refused or the map could not start. */
  onFallback: () => void;
};

/**
 * The interactive Google map (spec 000 section 2, Map component): a marker on the office, an
 * info window with name, address and a directions link, map type, street view, fullscreen and
 * zoom controls. Shows the loading spinner until the script is ready. The browser globals are
 * used in the effect only, so the component renders on a server too.
 */
export function GoogleMap({ apiKey, location, onFallback }: Props) {
  const intl = useIntl();
  const { language, direction } = useLanguage();
  const canvas = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const fallBack = useEffectEvent(onFallback);
  const directions = intl.formatMessage({ id: 'map.directions' });
  const newTab = intl.formatMessage({ id: 'contact.newTab' });
  const { latitude, longitude, zoom, name, address, markerIconUrl } = location;

  // The map is drawn again when what it shows changes; the script loads once regardless.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const view: MapView = { latitude, longitude, zoom, name, address, markerIconUrl, direction, directions, newTab };
    let cancelled = false;
    let drawn: { marker: MarkerInstance; infoWindow: InfoWindowInstance } | undefined;
    const stopListening = googleMapsLoader.onAuthFailure(() => {
      console.warn('Google Maps: API anahtarı reddedildi; gömülü harita gösteriliyor');
      fallBack();
    });
    googleMapsLoader.load(window, { apiKey, language }).then(
      (libraries) => {
        if (cancelled) return;
        try {
          drawn = drawMap(libraries, element, view);
          setReady(true);
        } catch (error) {
          console.warn(MAPS_INIT_ERROR, error);
          fallBack();
        }
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(error instanceof Error ? error.message : error);
        fallBack();
      },
    );
    return () => {
      cancelled = true;
      stopListening();
      drawn?.infoWindow.close();
      drawn?.marker.setMap(null);
    };
  }, [apiKey, language, latitude, longitude, zoom, name, address, markerIconUrl, direction, directions, newTab]);

  return (
    <>
      <div ref={canvas} className={classes.mapCanvas} data-map-state={ready ? 'ready' : 'loading'} />
      {!ready && (
        <div className={classes.mapOverlay}>
          <MapLoading />
        </div>
      )}
    </>
  );
}

type MapView = MapLocation & { direction: 'ltr' | 'rtl'; directions: string; newTab: string };

/** The map, its marker and its info window (opened at once and on a marker click). */
function drawMap(libraries: MapsLibraries, element: HTMLElement, view: MapView) {
  const map = new libraries.maps.Map(element, mapOptionsOf(view));
  const marker = new libraries.marker.Marker({
    position: { lat: view.latitude, lng: view.longitude },
    map,
    title: view.name,
    icon: markerIconOf(libraries.core, view.markerIconUrl),
  });
  const infoWindow = new libraries.maps.InfoWindow({
    content: infoWindowContent(element.ownerDocument, view),
    ariaLabel: view.name,
  });
  marker.addListener('click', () => infoWindow.open({ map, anchor: marker }));
  infoWindow.open({ map, anchor: marker });
  return { marker, infoWindow };
}

/** The info window's content, built as DOM nodes (no HTML strings from settings). */
function infoWindowContent(doc: Document, view: MapView): HTMLElement {
  const root = doc.createElement('div');
  root.className = classes.infoWindow;
  root.dir = view.direction;
  const name = doc.createElement('p');
  name.className = classes.infoWindowName;
  name.textContent = view.name;
  root.append(name);
  if (view.address) {
    const address = doc.createElement('address');
    address.className = classes.address;
    address.textContent = view.address;
    root.append(address);
  }
  const link = doc.createElement('a');
  link.href = directionsUrlOf(view);
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.className = classes.infoWindowLink;
  link.textContent = view.directions;
  const hint = doc.createElement('span');
  hint.className = hidden.visuallyHidden;
  hint.textContent = ` ${view.newTab}`;
  link.append(hint);
  root.append(link);
  return root;
}

import { fallbackUrlOf } from '../../shared/media-image.ts';
import { MAP_DEFAULTS, type PublicSettings } from '../../shared/settings.ts';
import { DEFAULT_SITE_NAME } from '../../shared/site-name.ts';

/** The marker is drawn 40x40 (markerIconOf): the narrowest jpg/png variant covers it on any screen. */
const MARKER_PIXELS = 120;

export type MapLocation = {
  latitude: number;
  longitude: number;
  /** Zoom of the interactive map (maps_zoom_level, 1 to 21); the embed always uses zoom 15. */
  zoom: number;
  name: string;
  address: string;
  /** The custom marker image (map_marker_logo_url), if any. */
  markerIconUrl: string | undefined;
};

/** Coordinates from the settings; a missing or invalid value falls back to the spec defaults. */
export function mapLocationOf(settings: PublicSettings): MapLocation {
  return {
    latitude: coordinate(settings.maps_latitude, 90) ?? MAP_DEFAULTS.latitude,
    longitude: coordinate(settings.maps_longitude, 180) ?? MAP_DEFAULTS.longitude,
    zoom: zoomLevel(settings.maps_zoom_level) ?? MAP_DEFAULTS.zoom,
    name: settings.maps_business_name?.trim() || settings.site_name?.trim() || DEFAULT_SITE_NAME,
    address: settings.maps_address?.trim() || settings.company_address?.trim() || '',
    markerIconUrl: markerIconUrlOf(settings),
  };
}

const coordinatesOf = (location: MapLocation) => `${location.latitude},${location.longitude}`;

/** The provider's place embed, centred on the coordinates at zoom 15 (the spec's fallback). */
export function embedUrlOf(location: MapLocation): string {
  return `https://www.google.com/maps?q=${coordinatesOf(location)}&z=${MAP_DEFAULTS.zoom}&output=embed`;
}

/** Directions to the office in Google Maps (web or app). */
export function directionsUrlOf(location: MapLocation): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${coordinatesOf(location)}`;
}

function coordinate(value: string | undefined, limit: number): number | undefined {
  if (!value?.trim()) return undefined;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

function zoomLevel(value: string | undefined): number | undefined {
  if (!value || !/^\s*\d{1,2}\s*$/.test(value)) return undefined;
  const zoom = Number(value);
  return zoom >= 1 && zoom <= 21 ? zoom : undefined;
}

/** An uploaded raster marker: a small variant (a map pin never needs the full upload). */
function markerIconUrlOf(settings: PublicSettings): string | undefined {
  const url = assetUrl(settings.map_marker_logo_url);
  const image = settings.images?.map_marker_logo_url;
  return url && image ? fallbackUrlOf(image, MARKER_PIXELS) : url;
}

/** An uploaded file or site path (/...), or an http(s) URL; anything else is ignored. */
function assetUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  return url && /^(https?:\/\/\S+|\/(?!\/)\S*)$/i.test(url) ? url : undefined;
}

import { MAP_DEFAULTS, type SettingsMap } from '../../shared/settings.ts';

export type MapLocation = { latitude: number; longitude: number; name: string; address: string };

/** Coordinates from the settings; a missing or invalid value falls back to the spec defaults. */
export function mapLocationOf(settings: SettingsMap): MapLocation {
  return {
    latitude: coordinate(settings.maps_latitude, 90) ?? MAP_DEFAULTS.latitude,
    longitude: coordinate(settings.maps_longitude, 180) ?? MAP_DEFAULTS.longitude,
    name: settings.maps_business_name?.trim() || settings.site_name?.trim() || 'TBT Dijital',
    address: settings.maps_address?.trim() || settings.company_address?.trim() || '',
  };
}

function coordinate(value: string | undefined, limit: number): number | undefined {
  if (!value?.trim()) return undefined;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

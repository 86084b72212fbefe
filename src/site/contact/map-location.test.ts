import { describe, expect, it } from 'vitest';
import { directionsUrlOf, embedUrlOf, mapLocationOf } from './map-location.ts';

describe('map location', () => {
  it('falls back to the spec defaults when settings are missing or invalid', () => {
    expect(mapLocationOf({})).toMatchObject({ latitude: 36.7955, longitude: 34.6399, zoom: 15 });
    expect(
      mapLocationOf({ maps_latitude: 'abc', maps_longitude: '400', maps_zoom_level: '30', map_marker_logo_url: 'x' }),
    ).toMatchObject({
      latitude: 36.7955,
      longitude: 34.6399,
      zoom: 15,
      markerIconUrl: undefined,
    });
    expect(mapLocationOf({ maps_zoom_level: '0' }).zoom).toBe(15);
    expect(mapLocationOf({ maps_zoom_level: '1.5' }).zoom).toBe(15);
    expect(mapLocationOf({ map_marker_logo_url: '//evil.example/x.png' }).markerIconUrl).toBeUndefined();
  });

  it('reads the configured coordinates, zoom, name, address and marker logo', () => {
    expect(
      mapLocationOf({
        maps_latitude: '41,1096',
        maps_longitude: '29.0216',
        maps_zoom_level: '17',
        maps_business_name: 'Ofis',
        maps_address: 'Adres',
        map_marker_logo_url: '/uploads/marker.png',
      }),
    ).toEqual({
      latitude: 41.1096,
      longitude: 29.0216,
      zoom: 17,
      name: 'Ofis',
      address: 'Adres',
      markerIconUrl: '/uploads/marker.png',
    });
    expect(mapLocationOf({ map_marker_logo_url: 'https://cdn.example.com/pin.png' }).markerIconUrl).toBe(
      'https://cdn.example.com/pin.png',
    );
  });

  it('an uploaded raster marker is drawn from its small jpg/png variant, never the full upload', () => {
    const image = {
      src: '/uploads/pin.png',
      width: 1024,
      height: 1024,
      placeholder: '',
      focalX: 0.5,
      focalY: 0.5,
      alt: '',
      hash: '0123456789',
      fallback: 'png' as const,
      animated: false,
    };
    const location = mapLocationOf({ map_marker_logo_url: '/uploads/pin.png', images: { map_marker_logo_url: image } });
    expect(location.markerIconUrl).toBe('/uploads/v/pin-0123456789-320.png');
  });

  it('builds the embed (always zoom 15) and directions addresses from the coordinates', () => {
    const location = mapLocationOf({ maps_latitude: '41.1', maps_longitude: '29.02', maps_zoom_level: '18' });
    expect(embedUrlOf(location)).toBe('https://www.google.com/maps?q=41.1,29.02&z=15&output=embed');
    expect(directionsUrlOf(location)).toBe('https://www.google.com/maps/dir/?api=1&destination=41.1,29.02');
  });
});

import { describe, expect, it } from 'vitest';
import { mapLocationOf } from './map-location.ts';

describe('map location', () => {
  it('falls back to the spec defaults when settings are missing or invalid', () => {
    expect(mapLocationOf({})).toMatchObject({ latitude: 36.7955, longitude: 34.6399 });
    expect(mapLocationOf({ maps_latitude: 'abc', maps_longitude: '400' })).toMatchObject({
      latitude: 36.7955,
      longitude: 34.6399,
    });
  });

  it('reads the configured coordinates, name and address', () => {
    expect(
      mapLocationOf({
        maps_latitude: '41,1096',
        maps_longitude: '29.0216',
        maps_business_name: 'Ofis',
        maps_address: 'Adres',
      }),
    ).toEqual({ latitude: 41.1096, longitude: 29.0216, name: 'Ofis', address: 'Adres' });
  });
});

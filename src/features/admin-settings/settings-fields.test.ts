import { describe, expect, it } from 'vitest';
import { SETTING_GROUPS, SETTING_KEYS } from '../../shared/settings.ts';
import { VALIDATION_MESSAGES } from '../../shared/validation-messages.ts';
import { adminSettingsMessages } from './messages.ts';
import { FIELD_KIND, initialTabValues, KEY_HINTS, tabSchema } from './settings-fields.ts';

describe('settings form', () => {
  it('an empty zoom shows the admin default 20; a stored one stays', () => {
    expect(initialTabValues('maps', { maps_zoom_level: '' }).maps_zoom_level).toBe('20');
    expect(initialTabValues('maps', {}).maps_zoom_level).toBe('20');
    expect(initialTabValues('maps', { maps_zoom_level: '15' }).maps_zoom_level).toBe('15');
  });

  it('takes exactly the tab keys, missing ones as empty text', () => {
    const values = initialTabValues('contact', { company_phone: '+90 1', site_name: 'x' });
    expect(Object.keys(values)).toEqual([...SETTING_GROUPS.contact]);
    expect(values.company_phone).toBe('+90 1');
    expect(values.company_fax).toBe('');
  });

  it('checks zoom 1..21, numeric coordinates and #RRGGBB like the server', () => {
    const maps = tabSchema('maps');
    const base = initialTabValues('maps', { maps_latitude: '41.1096', maps_longitude: '29.0216' });
    expect(maps.safeParse(base).success).toBe(true);
    const zoom = maps.safeParse({ ...base, maps_zoom_level: '22' });
    expect(zoom.error?.issues[0]?.message).toBe(VALIDATION_MESSAGES['settings.zoom']);
    expect(maps.safeParse({ ...base, maps_zoom_level: '0' }).success).toBe(false);
    expect(maps.safeParse({ ...base, maps_latitude: 'kuzey' }).success).toBe(false);
    const branding = tabSchema('branding');
    const colours = initialTabValues('branding', { theme_primary_color: '#EA580C' });
    expect(branding.safeParse(colours).success).toBe(true);
    expect(branding.safeParse({ ...colours, theme_primary_color: 'orange' }).success).toBe(false);
  });

  it('every key has a kind and a label in every language; hints have texts', () => {
    for (const key of SETTING_KEYS) {
      expect(FIELD_KIND[key], key).toBeDefined();
      for (const texts of Object.values(adminSettingsMessages)) {
        expect(texts, key).toHaveProperty(`admin.settings.field.${key}`);
      }
    }
    for (const key of KEY_HINTS) expect(adminSettingsMessages.tr).toHaveProperty(`admin.settings.hint.${key}`);
  });
});

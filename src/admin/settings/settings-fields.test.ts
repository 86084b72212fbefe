import { describe, expect, it } from 'vitest';
import { ADMIN_CATALOGS as adminSettingsMessages } from '../../i18n/all-catalogs.ts';
import { EDITABLE_SETTING_KEYS } from '../../shared/settings.ts';
import { VALIDATION_MESSAGES } from '../../shared/validation-messages.ts';
import { DEFAULT_WORKING_HOURS, type WorkingHours } from '../../shared/working-hours.ts';
import { serializeWorkingHours } from '../../shared/working-hours-schema.ts';
import { addRange, hoursDraftOf, removeRange, setDayClosed, setTime } from './hours-draft.ts';
import { FIELD_KIND, initialTabValues, KEY_HINTS, tabKeys, tabSchema } from './settings-fields.ts';

describe('settings form', () => {
  it('an empty zoom shows the admin default 20; a stored one stays', () => {
    expect(initialTabValues('maps', { maps_zoom_level: '' }).maps_zoom_level).toBe('20');
    expect(initialTabValues('maps', {}).maps_zoom_level).toBe('20');
    expect(initialTabValues('maps', { maps_zoom_level: '15' }).maps_zoom_level).toBe('15');
  });

  it('takes exactly the tab keys, missing ones as empty text; the derived hours sentences are not edited', () => {
    const values = initialTabValues('contact', {
      company_phone: '+90 1',
      site_name: 'x',
      working_hours_weekday: 'Pazartesi - Cuma: 09:00 - 18:00',
    });
    expect(Object.keys(values)).toEqual(tabKeys('contact'));
    expect(tabKeys('contact')).toContain('working_hours');
    expect(values).not.toHaveProperty('working_hours_weekday');
    expect(tabKeys('branding')).toEqual(expect.arrayContaining(['intro_video_url', 'intro_video_poster_url']));
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
    for (const key of EDITABLE_SETTING_KEYS) {
      expect(FIELD_KIND[key], key).toBeDefined();
      for (const texts of Object.values(adminSettingsMessages)) {
        expect(texts, key).toHaveProperty(`admin.settings.field.${key}`);
      }
    }
    for (const key of KEY_HINTS) expect(adminSettingsMessages.tr).toHaveProperty(`admin.settings.hint.${key}`);
  });

  it('checks the working hours like the server: an end before its start is refused at its field', () => {
    const contact = tabSchema('contact');
    const base = initialTabValues('contact', { working_hours: serializeWorkingHours(DEFAULT_WORKING_HOURS) });
    expect(contact.safeParse(base).success).toBe(true);
    const week = setTime(DEFAULT_WORKING_HOURS, 'monday', 0, 'end', '08:00');
    const refused = contact.safeParse({ ...base, working_hours: JSON.stringify(week) });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['working_hours.monday.0.end', VALIDATION_MESSAGES['settings.hoursOrder']],
    ]);
    // A time being typed (empty) has its own message.
    const typing = setTime(DEFAULT_WORKING_HOURS, 'friday', 0, 'start', '');
    expect(contact.safeParse({ ...base, working_hours: JSON.stringify(typing) }).error?.issues[0].message).toBe(
      VALIDATION_MESSAGES['settings.hoursTime'],
    );
  });
});

describe('working hours editor steps', () => {
  it('reads the form value, half-edited weeks included, and nothing else', () => {
    expect(hoursDraftOf(serializeWorkingHours(DEFAULT_WORKING_HOURS))).toEqual(DEFAULT_WORKING_HOURS);
    const typing = setTime(DEFAULT_WORKING_HOURS, 'monday', 0, 'start', '');
    expect(hoursDraftOf(JSON.stringify(typing))?.monday).toEqual([{ start: '', end: '18:00' }]);
    for (const text of ['', 'Pazartesi - Cuma', '[]', 'null', '{"monday":[]}']) expect(hoursDraftOf(text)).toBeNull();
  });

  it('closes a day and opens it again with its ranges, or 09:00–18:00', () => {
    const closed = setDayClosed(DEFAULT_WORKING_HOURS, 'saturday', true);
    expect(closed.saturday).toEqual([]);
    expect(setDayClosed(closed, 'saturday', false, DEFAULT_WORKING_HOURS.saturday).saturday).toEqual([
      { start: '10:00', end: '14:00' },
    ]);
    expect(setDayClosed(closed, 'sunday', false).sunday).toEqual([{ start: '09:00', end: '18:00' }]);
  });

  it('adds a range after the last one (at most four) and removes one', () => {
    let week: WorkingHours = setTime(DEFAULT_WORKING_HOURS, 'monday', 0, 'end', '12:00');
    week = addRange(week, 'monday');
    expect(week.monday).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    week = addRange(addRange(addRange(week, 'monday'), 'monday'), 'monday');
    expect(week.monday).toHaveLength(4);
    expect(removeRange(week, 'monday', 0).monday[0]).toEqual({ start: '13:00', end: '17:00' });
    expect(week.tuesday).toBe(DEFAULT_WORKING_HOURS.tuesday);
  });
});

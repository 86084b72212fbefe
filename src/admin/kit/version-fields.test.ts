import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ADMIN_CATALOGS } from '../../i18n/all-catalogs.ts';
import { DEFAULT_WORKING_HOURS } from '../../shared/working-hours.ts';
import { versionChangeLines, versionFieldLabel, versionValueText } from './version-fields.ts';

const intl = (language: 'en' | 'tr') =>
  createIntl({ locale: language, messages: ADMIN_CATALOGS[language] as Record<string, string> });

describe('the history in words', () => {
  it('names a field by its label, with the language of a text', () => {
    expect(versionFieldLabel(intl('en'), 'texts.de.title')).toBe('Title (Deutsch)');
    expect(versionFieldLabel(intl('tr'), 'texts.ar.features')).toBe('Özellikler (العربية)');
    expect(versionFieldLabel(intl('en'), 'alts.ru')).toBe('Alt text (Русский)');
    expect(versionFieldLabel(intl('en'), 'metrics.conversionRate')).toBe('Result figures (conversionRate)');
    expect(versionFieldLabel(intl('tr'), 'slug')).toBe('Adres (slug)');
    expect(versionFieldLabel(intl('en'), 'texts.en.metricLabel')).toBe('Result label (English)');
  });

  it('uses the settings screen label for a setting, and the stored name for anything unknown', () => {
    expect(versionFieldLabel(intl('tr'), 'lead_confirmation')).toBe('Ziyaretçiye onay e-postası gönder');
    expect(versionFieldLabel(intl('en'), 'something.new')).toBe('something.new');
  });

  it('writes values short and readable', () => {
    expect(versionValueText(intl('en'), '')).toBe('(empty)');
    expect(versionValueText(intl('tr'), true)).toBe('Evet');
    expect(versionValueText(intl('en'), ['SEO', 'Ads'])).toBe('SEO, Ads');
    expect(versionValueText(intl('en'), { conversionRate: '+180%' })).toBe('conversionRate: +180%');
    expect(versionValueText(intl('en'), 'x'.repeat(400))).toHaveLength(161);
  });
});

describe('a change in lines', () => {
  const later = { ...DEFAULT_WORKING_HOURS, saturday: [{ start: '10:00', end: '15:30' }], sunday: [] };
  const hours = {
    field: 'working_hours',
    before: JSON.stringify(DEFAULT_WORKING_HOURS),
    after: JSON.stringify({ ...later, monday: [] }),
  };

  it('writes the working hours as a line per changed day, in the admin language', () => {
    expect(versionChangeLines(intl('tr'), hours)).toEqual([
      { key: 'working_hours.monday', field: 'Çalışma saatleri', before: 'Pazartesi 09:00–18:00', after: 'Kapalı' },
      {
        key: 'working_hours.saturday',
        field: 'Çalışma saatleri',
        before: 'Cumartesi 10:00–14:00',
        after: '10:00–15:30',
      },
    ]);
    expect(versionChangeLines(intl('en'), hours).map((line) => line.before)).toEqual([
      'Monday 09:00–18:00',
      'Saturday 10:00–14:00',
    ]);
  });

  it('keeps any other field as one line of short values', () => {
    expect(versionChangeLines(intl('en'), { field: 'texts.de.title', before: 'Alt', after: undefined })).toEqual([
      { key: 'texts.de.title', field: 'Title (Deutsch)', before: 'Alt', after: '(empty)' },
    ]);
  });
});

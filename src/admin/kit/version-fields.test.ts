import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ADMIN_CATALOGS } from '../../i18n/all-catalogs.ts';
import { versionFieldLabel, versionValueText } from './version-fields.ts';

const intl = (language: 'en' | 'tr') =>
  createIntl({ locale: language, messages: ADMIN_CATALOGS[language] as Record<string, string> });

describe('the history in words', () => {
  it('names a field by its label, with the language of a text', () => {
    expect(versionFieldLabel(intl('en'), 'texts.de.title')).toBe('Title (Deutsch)');
    expect(versionFieldLabel(intl('tr'), 'texts.ar.features')).toBe('Özellikler (العربية)');
    expect(versionFieldLabel(intl('en'), 'alts.ru')).toBe('Alt text (Русский)');
    expect(versionFieldLabel(intl('en'), 'metrics.conversionRate')).toBe('Result figures (conversionRate)');
    expect(versionFieldLabel(intl('tr'), 'slug')).toBe('Adres (slug)');
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

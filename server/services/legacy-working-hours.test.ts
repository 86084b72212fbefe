import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_HOURS, type WorkingHours } from '../../src/shared/working-hours.ts';
import { legacyWorkingHoursTexts, parseLegacyWorkingHours } from './legacy-working-hours.ts';

describe('the Turkish working hours sentences (working_hours_weekday, working_hours_weekend)', () => {
  it('the seed’s hours give the sentences the seed always had', () => {
    expect(legacyWorkingHoursTexts(DEFAULT_WORKING_HOURS)).toEqual({
      working_hours_weekday: 'Pazartesi - Cuma: 09:00 - 18:00',
      working_hours_weekend: 'Cumartesi: 10:00 - 14:00, Pazar: Kapalı',
    });
  });

  it('groups days with the same hours within weekdays and within the weekend', () => {
    const hours: WorkingHours = {
      ...DEFAULT_WORKING_HOURS,
      wednesday: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '18:00' },
      ],
      friday: [],
      saturday: [],
    };
    expect(legacyWorkingHoursTexts(hours)).toEqual({
      working_hours_weekday:
        'Pazartesi - Salı: 09:00 - 18:00, Çarşamba: 09:00 - 12:00 ve 13:00 - 18:00, Perşembe: 09:00 - 18:00, Cuma: Kapalı',
      working_hours_weekend: 'Cumartesi - Pazar: Kapalı',
    });
  });

  it('reads back the sentences it writes, and the seed’s old ones', () => {
    expect(
      parseLegacyWorkingHours('Pazartesi - Cuma: 09:00 - 18:00', 'Cumartesi: 10:00 - 14:00, Pazar: Kapalı'),
    ).toEqual(DEFAULT_WORKING_HOURS);
    const hours: WorkingHours = {
      monday: [{ start: '08:30', end: '17:30' }],
      tuesday: [{ start: '08:30', end: '17:30' }],
      wednesday: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '18:00' },
      ],
      thursday: [],
      friday: [{ start: '08:30', end: '17:30' }],
      saturday: [],
      sunday: [{ start: '11:00', end: '15:00' }],
    };
    const texts = legacyWorkingHoursTexts(hours);
    expect(parseLegacyWorkingHours(texts.working_hours_weekday, texts.working_hours_weekend)).toEqual(hours);
    // En dashes, one-digit hours and other letter cases are read too.
    expect(parseLegacyWorkingHours('pazartesi – CUMA: 9:00 – 18:00', 'Cumartesi – Pazar: kapalı')).toEqual({
      ...DEFAULT_WORKING_HOURS,
      saturday: [],
    });
  });

  it('anything else is not guessed at', () => {
    for (const [weekday, weekend] of [
      ['Hafta içi 9-18', 'Cumartesi: 10:00 - 14:00, Pazar: Kapalı'],
      ['Pazartesi - Cuma: 09:00 - 18:00', ''],
      ['Pazartesi - Cuma: 09:00 - 18:00', 'Cumartesi: 10:00 - 14:00'],
      ['Pazartesi - Cuma: 18:00 - 09:00', 'Cumartesi: 10:00 - 14:00, Pazar: Kapalı'],
      ['Cuma - Pazartesi: 09:00 - 18:00', 'Cumartesi: 10:00 - 14:00, Pazar: Kapalı'],
      ['Pazartesi - Cuma: 09:00 - 18:00, Cuma: Kapalı', 'Cumartesi: 10:00 - 14:00, Pazar: Kapalı'],
      ['Pazartesi - Cuma: 09:00 - 25:00', 'Cumartesi: 10:00 - 14:00, Pazar: Kapalı'],
      ['Pazartesi - Cuma: randevu ile', 'Cumartesi: 10:00 - 14:00, Pazar: Kapalı'],
    ]) {
      expect(parseLegacyWorkingHours(weekday, weekend), `${weekday} | ${weekend}`).toBeNull();
    }
  });
});

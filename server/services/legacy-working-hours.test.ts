import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_HOURS, type WorkingHours } from '../../src/shared/working-hours.ts';
import { legacyWorkingHoursTexts, parseLegacyWorkingHours, readHoursSentence } from './legacy-working-hours.ts';

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

  it('reads one sentence setting into its own days, as GET writes it', () => {
    const week = {
      ...DEFAULT_WORKING_HOURS,
      tuesday: [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '17:30' },
      ],
      thursday: [],
      sunday: [{ start: '11:00', end: '15:00' }],
    };
    const texts = legacyWorkingHoursTexts(week);
    expect(readHoursSentence('working_hours_weekday', texts.working_hours_weekday)).toEqual({
      monday: week.monday,
      tuesday: week.tuesday,
      wednesday: week.wednesday,
      thursday: [],
      friday: week.friday,
    });
    expect(readHoursSentence('working_hours_weekend', texts.working_hours_weekend)).toEqual({
      saturday: week.saturday,
      sunday: week.sunday,
    });
    // Single days, "Kapalı" in any case, en dashes, one-digit hours.
    expect(readHoursSentence('working_hours_weekend', 'cumartesi: 9:30 – 13:00, PAZAR: kapalı')).toEqual({
      saturday: [{ start: '09:30', end: '13:00' }],
      sunday: [],
    });
  });

  it('hours alone or "Kapalı" alone set every day of the setting', () => {
    const nine = [{ start: '09:00', end: '18:00' }];
    expect(readHoursSentence('working_hours_weekday', '09:00 - 18:00')).toEqual({
      monday: nine,
      tuesday: nine,
      wednesday: nine,
      thursday: nine,
      friday: nine,
    });
    expect(readHoursSentence('working_hours_weekend', 'Kapalı')).toEqual({ saturday: [], sunday: [] });
  });

  it.each([
    ['working_hours_weekday', 'Hafta içi 9-18'],
    ['working_hours_weekday', 'Pazartesi - Perşembe: 09:00 - 18:00'],
    ['working_hours_weekday', 'Pazartesi - Cumartesi: 09:00 - 18:00'],
    ['working_hours_weekday', 'Pazartesi - Cuma: 09:00 - 18:00, Cuma: Kapalı'],
    ['working_hours_weekday', 'Pazartesi - Cuma: 09:00 - 13:00 ve 12:00 - 18:00'],
    [
      'working_hours_weekday',
      'Pazartesi - Cuma: 08:00 - 09:00 ve 10:00 - 11:00 ve 12:00 - 13:00 ve 14:00 - 15:00 ve 16:00 - 17:00',
    ],
    ['working_hours_weekend', 'Cumartesi: 10:00 - 14:00'],
    ['working_hours_weekend', 'Pazartesi - Cuma: 09:00 - 18:00'],
    ['working_hours_weekend', 'Cumartesi - Pazar: 14:00 - 10:00'],
    ['working_hours_weekend', 'Cumartesi: 10:00 - 14:00; Pazar: Kapalı'],
  ] as const)('%s %j is not read (a day left out or foreign, overlapping, reversed, unknown words)', (key, text) => {
    expect(readHoursSentence(key, text)).toBeNull();
  });
});

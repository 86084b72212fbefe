import { describe, expect, it } from 'vitest';
import { fieldErrorCodeOf } from './api-errors.ts';
import { LANGUAGES, type Language } from './languages.ts';
import {
  DEFAULT_WORKING_HOURS,
  hoursLineText,
  openingHoursSpecification,
  readWorkingHours,
  WEEKDAYS,
  type WorkingHours,
  workingHoursLines,
} from './working-hours.ts';
import { parseWorkingHours, serializeWorkingHours, workingHoursSetting } from './working-hours-schema.ts';

/** The closed label of each language, as the catalogs have it (contact.info.closed). */
const CLOSED: Record<Language, string> = { tr: 'Kapalı', en: 'Closed', de: 'geschlossen', ru: 'выходной', ar: 'مغلق' };

/** Monday/Tuesday 9–18, a lunch break on Wednesday, Thursday/Friday 9–18, a closed weekend. */
const SPLIT: WorkingHours = {
  ...DEFAULT_WORKING_HOURS,
  wednesday: [
    { start: '09:00', end: '12:30' },
    { start: '13:30', end: '18:00' },
  ],
  saturday: [],
  sunday: [],
};

const lines = (hours: WorkingHours, language: Language) =>
  workingHoursLines(hours, language, CLOSED[language]).map(hoursLineText);

// Arabic ranges have thin spaces (U+2009) around the dash, as Intl writes them; written out here.
/** The default week's lines in each language. */
const DEFAULT_LINES: Record<Language, string[]> = {
  tr: ['Pazartesi – Cuma: 09:00–18:00', 'Cumartesi: 10:00–14:00', 'Pazar: Kapalı'],
  en: ['Monday – Friday: 09:00–18:00', 'Saturday: 10:00–14:00', 'Sunday: Closed'],
  de: ['Montag – Freitag: 09:00–18:00 Uhr', 'Samstag: 10:00–14:00 Uhr', 'Sonntag: geschlossen'],
  ru: ['Понедельник – пятница: 09:00–18:00', 'Суббота: 10:00–14:00', 'Воскресенье: выходной'],
  ar: ['الاثنين – الجمعة: 9:00 ص – 6:00 م', 'السبت: 10:00 ص – 2:00 م', 'الأحد: مغلق'],
};

/** SPLIT's lines in each language. */
const SPLIT_LINES: Record<Language, string[]> = {
  tr: [
    'Pazartesi ve Salı: 09:00–18:00',
    'Çarşamba: 09:00–12:30 ve 13:30–18:00',
    'Perşembe ve Cuma: 09:00–18:00',
    'Cumartesi ve Pazar: Kapalı',
  ],
  en: [
    'Monday and Tuesday: 09:00–18:00',
    'Wednesday: 09:00–12:30 and 13:30–18:00',
    'Thursday and Friday: 09:00–18:00',
    'Saturday and Sunday: Closed',
  ],
  de: [
    'Montag und Dienstag: 09:00–18:00 Uhr',
    'Mittwoch: 09:00–12:30 Uhr und 13:30–18:00 Uhr',
    'Donnerstag und Freitag: 09:00–18:00 Uhr',
    'Samstag und Sonntag: geschlossen',
  ],
  ru: [
    'Понедельник и вторник: 09:00–18:00',
    'Среда: 09:00–12:30 и 13:30–18:00',
    'Четверг и пятница: 09:00–18:00',
    'Суббота и воскресенье: выходной',
  ],
  ar: [
    'الاثنين والثلاثاء: 9:00 ص – 6:00 م',
    'الأربعاء: 9:00 ص – 12:30 م و1:30–6:00 م',
    'الخميس والجمعة: 9:00 ص – 6:00 م',
    'السبت والأحد: مغلق',
  ],
};

describe('working hours in the five languages', () => {
  it('groups Monday to Friday and shows each locale’s weekday names and times', () => {
    for (const language of LANGUAGES)
      expect(lines(DEFAULT_WORKING_HOURS, language), language).toEqual(DEFAULT_LINES[language]);
  });

  it('joins two days and two ranges of a day as a list of the language', () => {
    for (const language of LANGUAGES) expect(lines(SPLIT, language), language).toEqual(SPLIT_LINES[language]);
  });

  it('keeps days and hours apart (each shown in its own <bdi>) and marks closed days', () => {
    expect(workingHoursLines(DEFAULT_WORKING_HOURS, 'ar', CLOSED.ar)).toEqual([
      { days: 'الاثنين – الجمعة', hours: '9:00 ص – 6:00 م', closed: false },
      { days: 'السبت', hours: '10:00 ص – 2:00 م', closed: false },
      { days: 'الأحد', hours: 'مغلق', closed: true },
    ]);
  });

  it('a week of the same hours is one line; days apart with the same hours stay apart', () => {
    const week = {
      ...DEFAULT_WORKING_HOURS,
      saturday: DEFAULT_WORKING_HOURS.monday,
      sunday: DEFAULT_WORKING_HOURS.monday,
    };
    expect(lines(week, 'en')).toEqual(['Monday – Sunday: 09:00–18:00']);
    const apart = { ...DEFAULT_WORKING_HOURS, tuesday: [], thursday: [] };
    expect(lines(apart, 'en')).toEqual([
      'Monday: 09:00–18:00',
      'Tuesday: Closed',
      'Wednesday: 09:00–18:00',
      'Thursday: Closed',
      'Friday: 09:00–18:00',
      'Saturday: 10:00–14:00',
      'Sunday: Closed',
    ]);
  });
});

describe('schema.org opening hours', () => {
  it('one specification per distinct range with all its weekdays; closed days are left out', () => {
    expect(openingHoursSpecification(DEFAULT_WORKING_HOURS)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
    ]);
    expect(openingHoursSpecification(SPLIT)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Wednesday'], opens: '09:00', closes: '12:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Wednesday'], opens: '13:30', closes: '18:00' },
    ]);
    const closedWeek = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WorkingHours;
    expect(openingHoursSpecification(closedWeek)).toEqual([]);
  });
});

describe('the working_hours setting', () => {
  const issues = (hours: unknown) => {
    const result = workingHoursSetting.safeParse(typeof hours === 'string' ? hours : JSON.stringify(hours));
    return (result.error?.issues ?? []).map((issue) => ({
      path: issue.path.join('.'),
      code: fieldErrorCodeOf(issue as Parameters<typeof fieldErrorCodeOf>[0]),
    }));
  };

  it('stores a valid week in canonical form: weekday order, ranges by time', () => {
    const shuffled = {
      sunday: [],
      saturday: [{ start: '10:00', end: '14:00' }],
      friday: [
        { start: '13:00', end: '18:00' },
        { start: '09:00', end: '12:00' },
      ],
      thursday: [{ start: '09:00', end: '18:00' }],
      wednesday: [{ start: '09:00', end: '18:00' }],
      tuesday: [{ start: '09:00', end: '18:00' }],
      monday: [{ start: '09:00', end: '18:00' }],
    };
    const stored = workingHoursSetting.parse(JSON.stringify(shuffled));
    expect(Object.keys(JSON.parse(stored))).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(parseWorkingHours(stored)?.friday).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '18:00' },
    ]);
    expect(workingHoursSetting.parse(serializeWorkingHours(DEFAULT_WORKING_HOURS))).toBe(
      serializeWorkingHours(DEFAULT_WORKING_HOURS),
    );
  });

  it('empty text means not set', () => {
    expect(workingHoursSetting.parse('')).toBe('');
    expect(parseWorkingHours('')).toBeNull();
    expect(parseWorkingHours('{"monday":')).toBeNull();
  });

  it('refuses a range that ends before it starts, overlaps, bad times and broken documents, each with its field code', () => {
    const week = (day: object) => ({ ...DEFAULT_WORKING_HOURS, ...day });
    expect(issues(week({ monday: [{ start: '18:00', end: '09:00' }] }))).toEqual([
      { path: 'monday.0.end', code: 'settings.hoursOrder' },
    ]);
    expect(issues(week({ monday: [{ start: '09:00', end: '09:00' }] }))).toEqual([
      { path: 'monday.0.end', code: 'settings.hoursOrder' },
    ]);
    expect(
      issues(
        week({
          tuesday: [
            { start: '13:00', end: '18:00' },
            { start: '09:00', end: '13:30' },
          ],
        }),
      ),
    ).toEqual([{ path: 'tuesday.0.start', code: 'settings.hoursOverlap' }]);
    // Touching ranges are fine.
    expect(
      issues(
        week({
          tuesday: [
            { start: '09:00', end: '13:00' },
            { start: '13:00', end: '18:00' },
          ],
        }),
      ),
    ).toEqual([]);
    expect(issues(week({ friday: [{ start: '9:00', end: '24:00' }] }))).toEqual([
      { path: 'friday.0.start', code: 'settings.hoursTime' },
      { path: 'friday.0.end', code: 'settings.hoursTime' },
    ]);
    const five = Array.from({ length: 5 }, (_, i) => ({ start: `1${i}:00`, end: `1${i}:30` }));
    expect(issues(week({ saturday: five }))).toEqual([{ path: 'saturday', code: 'settings.hoursTooMany' }]);
    expect(issues('{"monday":')).toEqual([{ path: '', code: 'settings.hoursFormat' }]);
    expect(issues([])).toEqual([{ path: '', code: 'settings.hoursFormat' }]);
    expect(issues(week({ holiday: [] }))).toEqual([{ path: '', code: 'settings.hoursFormat' }]);
    const { sunday: _, ...missing } = DEFAULT_WORKING_HOURS;
    expect(issues(missing)).toEqual([{ path: 'sunday', code: 'REQUIRED' }]);
    expect(issues(week({ monday: [{ start: '09:00', end: '18:00', note: 'x' }] }))).toEqual([
      { path: 'monday.0', code: 'UNKNOWN_FIELD' },
    ]);
  });
});

describe('reading the stored hours for display (no zod)', () => {
  const stored = serializeWorkingHours({
    ...DEFAULT_WORKING_HOURS,
    saturday: [
      { start: '10:00', end: '12:00' },
      { start: '13:00', end: '16:00' },
    ],
  });

  it('reads what the schema wrote, as the schema reads it', () => {
    expect(readWorkingHours(stored)).toEqual(parseWorkingHours(stored));
    expect(readWorkingHours(serializeWorkingHours(DEFAULT_WORKING_HOURS))).toEqual(DEFAULT_WORKING_HOURS);
  });

  it.each([
    ['', 'empty'],
    ['Pazartesi - Cuma: 09:00 - 18:00', 'the old sentence'],
    ['[]', 'a list'],
    [JSON.stringify({ ...DEFAULT_WORKING_HOURS, sunday: undefined }), 'a missing day'],
    [JSON.stringify({ ...DEFAULT_WORKING_HOURS, monday: [{ start: '9:00', end: '18:00' }] }), 'a bad time'],
    [JSON.stringify({ ...DEFAULT_WORKING_HOURS, monday: 'closed' }), 'a day that is not a list'],
  ])('is null for %s (%s)', (text) => {
    expect(readWorkingHours(text)).toBeNull();
  });
});

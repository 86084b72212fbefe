/**
 * Working hours of the company: per weekday either closed (no ranges) or one or more time ranges
 * (HH:MM, 24 h, end after start). Stored as JSON in the setting `working_hours` and checked by
 * the schema of working-hours-schema.ts; this module has no zod, so pages without a form can
 * format and publish the hours. Pure: no React, no DOM, no Node APIs.
 */
import { type Language, perLanguage } from './languages.ts';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening period of a day, both ends as HH:MM (00:00–23:59). */
export type TimeRange = { start: string; end: string };
/** Every weekday, in order; an empty list is a closed day. */
export type WorkingHours = Record<Weekday, TimeRange[]>;

/** Most ranges a single day may have. */
export const MAX_RANGES_PER_DAY = 4;

/** HH:MM, 00:00–23:59. */
export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * The stored setting read for display, without zod (public pages carry no schema library): the
 * text was checked and written in canonical form by the schema when it was saved, so this only
 * makes sure of its shape. Null when empty or not a working-hours document.
 */
export function readWorkingHours(text: string | undefined): WorkingHours | null {
  if (!text?.trim()) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const days = value as Record<string, unknown>;
  const isRange = (range: unknown): range is TimeRange => {
    const { start, end } = (range ?? {}) as Record<string, unknown>;
    return typeof start === 'string' && typeof end === 'string' && TIME_OF_DAY.test(start) && TIME_OF_DAY.test(end);
  };
  const hours = {} as WorkingHours;
  for (const day of WEEKDAYS) {
    const ranges = days[day];
    if (!Array.isArray(ranges) || !ranges.every(isRange)) return null;
    hours[day] = ranges.map(({ start, end }) => ({ start, end }));
  }
  return hours;
}

/** The seed's hours: Monday–Friday 09:00–18:00, Saturday 10:00–14:00, Sunday closed. */
export const DEFAULT_WORKING_HOURS: WorkingHours = {
  monday: [{ start: '09:00', end: '18:00' }],
  tuesday: [{ start: '09:00', end: '18:00' }],
  wednesday: [{ start: '09:00', end: '18:00' }],
  thursday: [{ start: '09:00', end: '18:00' }],
  friday: [{ start: '09:00', end: '18:00' }],
  saturday: [{ start: '10:00', end: '14:00' }],
  sunday: [],
};

/** The locale whose words and number format each page language uses. */
export const HOURS_LOCALE: Record<Language, string> = perLanguage((language) => language.formatLocale);

const sameRanges = (a: TimeRange[], b: TimeRange[]) =>
  a.length === b.length && a.every((range, index) => range.start === b[index].start && range.end === b[index].end);

/** Consecutive weekdays (Monday first, or of `days` only) that share the same hours. */
export function groupWorkingHours(
  hours: WorkingHours,
  days: readonly Weekday[] = WEEKDAYS,
): Array<{ days: Weekday[]; ranges: TimeRange[] }> {
  const groups: Array<{ days: Weekday[]; ranges: TimeRange[] }> = [];
  for (const day of days) {
    const last = groups.at(-1);
    if (last && sameRanges(last.ranges, hours[day])) last.days.push(day);
    else groups.push({ days: [day], ranges: hours[day] });
  }
  return groups;
}

/** Minutes since midnight of an HH:MM time. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

// 1 January 2024 was a Monday: weekday i of WEEKDAYS is 1 + i January 2024 (UTC).
const dayDate = (day: Weekday) => new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
const timeDate = (time: string) => new Date(Date.UTC(2024, 0, 1, 0, minutesOf(time)));

type Formatters = { weekday: Intl.DateTimeFormat; time: Intl.DateTimeFormat; list: Intl.ListFormat; locale: string };
const formatters = new Map<Language, Formatters>();
function formattersOf(language: Language): Formatters {
  let found = formatters.get(language);
  if (!found) {
    const locale = HOURS_LOCALE[language];
    found = {
      locale,
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
      time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
      list: new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }),
    };
    formatters.set(language, found);
  }
  return found;
}

/**
 * ICU versions differ in the spaces they put around a range's dash (Node: thin spaces in Arabic;
 * Chromium: plain ones): plain spaces everywhere, so a server-rendered page hydrates unchanged.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

/** A weekday's name in a language ("Pazartesi", "Monday", "понедельник", ...). */
export function weekdayName(day: Weekday, language: Language): string {
  return formattersOf(language).weekday.format(dayDate(day));
}

/** A line of the hours as a page shows it: its days and its hours (or the closed label). */
export type HoursLine = { days: string; hours: string; closed: boolean };

/**
 * The hours in a page language: consecutive days with the same hours grouped ("Pazartesi –
 * Cuma"), weekday names and times from Intl in that language's locale, several ranges of a day
 * joined as a list ("09:00–12:00 ve 13:00–18:00"), `closedLabel` for closed days. Show each
 * part in its own <bdi> so the order holds right-to-left.
 */
export function workingHoursLines(hours: WorkingHours, language: Language, closedLabel: string): HoursLine[] {
  const { list, locale } = formattersOf(language);
  const name = (day: Weekday) => weekdayName(day, language);
  return groupWorkingHours(hours).map(({ days, ranges }) => {
    const first = days[0];
    const last = days[days.length - 1];
    const label =
      days.length === 1
        ? name(first)
        : days.length === 2
          ? list.format([name(first), name(last)])
          : `${name(first)} – ${name(last)}`;
    const closed = ranges.length === 0;
    return {
      // Russian weekday names are lower case; a line starts with a capital.
      days: label.charAt(0).toLocaleUpperCase(locale) + label.slice(1),
      hours: rangesText(ranges, language, closedLabel),
      closed,
    };
  });
}

/** A day's ranges in a language ("09:00–12:00 ve 13:00–18:00"), or `closedLabel` when there are none. */
export function rangesText(ranges: TimeRange[], language: Language, closedLabel: string): string {
  if (ranges.length === 0) return closedLabel;
  const { time, list } = formattersOf(language);
  return plainSpaces(list.format(ranges.map((range) => time.formatRange(timeDate(range.start), timeDate(range.end)))));
}

/** The weekdays whose hours differ between two versions, in week order. */
export function changedWeekdays(before: WorkingHours, after: WorkingHours): Weekday[] {
  return WEEKDAYS.filter((day) => !sameRanges(before[day], after[day]));
}

/** One line as plain text: "Pazartesi – Cuma: 09:00–18:00". */
export function hoursLineText(line: HoursLine): string {
  return `${line.days}: ${line.hours}`;
}

const SCHEMA_DAY: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** schema.org OpeningHoursSpecification (for the JSON-LD of the business). */
export type OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
};

/**
 * The hours as schema.org OpeningHoursSpecification objects: one per distinct range, listing
 * every weekday that has it (Monday first); closed days are simply absent.
 */
export function openingHoursSpecification(hours: WorkingHours): OpeningHoursSpecification[] {
  const byRange = new Map<string, OpeningHoursSpecification>();
  for (const day of WEEKDAYS) {
    for (const range of hours[day]) {
      const key = `${range.start}-${range.end}`;
      let spec = byRange.get(key);
      if (!spec) {
        spec = { '@type': 'OpeningHoursSpecification', dayOfWeek: [], opens: range.start, closes: range.end };
        byRange.set(key, spec);
      }
      spec.dayOfWeek.push(SCHEMA_DAY[day]);
    }
  }
  return [...byRange.values()];
}

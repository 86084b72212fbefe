import {
  groupWorkingHours,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
  type WorkingHours,
} from '../../src/shared/working-hours.ts';

/**
 * The two Turkish sentences of spec 000 (`working_hours_weekday`, `working_hours_weekend`), which
 * API clients may still read. The server derives them from `working_hours` on every save, in
 * the wording the seed always had ("Pazartesi - Cuma: 09:00 - 18:00"), and reads them back
 * once, to turn an older install's sentences into the structure.
 */
const TR_DAY: Record<Weekday, string> = {
  monday: 'Pazartesi',
  tuesday: 'Salı',
  wednesday: 'Çarşamba',
  thursday: 'Perşembe',
  friday: 'Cuma',
  saturday: 'Cumartesi',
  sunday: 'Pazar',
};
const CLOSED = 'Kapalı';
const WORKDAYS: readonly Weekday[] = WEEKDAYS.slice(0, 5);
const WEEKEND: readonly Weekday[] = WEEKDAYS.slice(5);

function sentence(hours: WorkingHours, days: readonly Weekday[]): string {
  return groupWorkingHours(hours, days)
    .map((group) => {
      const first = TR_DAY[group.days[0]];
      const label = group.days.length === 1 ? first : `${first} - ${TR_DAY[group.days[group.days.length - 1]]}`;
      const times = group.ranges.map((range) => `${range.start} - ${range.end}`).join(' ve ');
      return `${label}: ${times || CLOSED}`;
    })
    .join(', ');
}

/** The Turkish sentences for weekdays (Monday–Friday) and the weekend. */
export function legacyWorkingHoursTexts(hours: WorkingHours): {
  working_hours_weekday: string;
  working_hours_weekend: string;
} {
  return { working_hours_weekday: sentence(hours, WORKDAYS), working_hours_weekend: sentence(hours, WEEKEND) };
}

const dayByName = new Map(Object.entries(TR_DAY).map(([day, name]) => [name.toLocaleLowerCase('tr'), day as Weekday]));
/** A hyphen or an en dash (the parts around it are trimmed where they are read). */
const DASH = /[-–]/;

function time(text: string): string | null {
  const [hours, minutes, ...rest] = text.trim().split(':');
  if (rest.length || !/^\d{1,2}$/.test(hours ?? '') || !/^\d{2}$/.test(minutes ?? '')) return null;
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  return `${hours.padStart(2, '0')}:${minutes}`;
}

function ranges(text: string): TimeRange[] | null {
  if (text.trim().toLocaleLowerCase('tr') === CLOSED.toLocaleLowerCase('tr')) return [];
  const found: TimeRange[] = [];
  for (const part of text.split(' ve ')) {
    const ends = part.split(DASH);
    const start = ends.length === 2 ? time(ends[0]) : null;
    const end = ends.length === 2 ? time(ends[1]) : null;
    if (!start || !end || end <= start) return null;
    found.push({ start, end });
  }
  return found.sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * The structure of sentences written like the seed's ("Pazartesi - Cuma: 09:00 - 18:00",
 * "Cumartesi: 10:00 - 14:00, Pazar: Kapalı"); null when they say anything else or leave a
 * day out, so an admin's free text is never guessed at.
 */
export function parseLegacyWorkingHours(...sentences: string[]): WorkingHours | null {
  const hours: Partial<WorkingHours> = {};
  for (const segment of sentences.join(',').split(',')) {
    if (!segment.trim()) continue;
    const colon = segment.indexOf(':');
    if (colon < 0) return null;
    const names = segment.slice(0, colon).split(DASH);
    const days = names.map((name) => dayByName.get(name.trim().toLocaleLowerCase('tr')));
    const times = ranges(segment.slice(colon + 1));
    if (names.length > 2 || days.some((day) => !day) || !times) return null;
    const from = WEEKDAYS.indexOf(days[0] as Weekday);
    const to = WEEKDAYS.indexOf(days[days.length - 1] as Weekday);
    if (to < from) return null;
    for (const day of WEEKDAYS.slice(from, to + 1)) {
      if (hours[day]) return null;
      hours[day] = times;
    }
  }
  return WEEKDAYS.every((day) => hours[day]) ? (hours as WorkingHours) : null;
}

import {
  groupWorkingHours,
  MAX_RANGES_PER_DAY,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
  type WorkingHours,
} from '../../src/shared/working-hours.ts';

/**
 * The two Turkish sentences of spec 000 (`working_hours_weekday`, `working_hours_weekend`), which
 * API clients may still read. The server derives them from `working_hours` on every save, in
 * the wording the seed always had ("Pazartesi - Cuma: 09:00 - 18:00"), and reads them back: when
 * an API client saves them (PUT /api/admin/settings), and once to turn an older install's
 * sentences into the structure.
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

/** "09:00 - 12:00 ve 13:00 - 18:00" or "Kapalı" ([]), in time order; null when unreadable or against the day rules. */
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
  found.sort((a, b) => a.start.localeCompare(b.start));
  // The rules of a day of the structure: at most four ranges, none overlapping (touching is fine).
  if (found.length > MAX_RANGES_PER_DAY || found.some((range, i) => i > 0 && range.start < found[i - 1].end)) {
    return null;
  }
  return found;
}

/**
 * The days a sentence names, each with its hours: segments "Day: hours" or "Day - Day: hours"
 * joined by commas. Null when a segment is unreadable or names a day twice.
 */
function readSegments(text: string): Partial<WorkingHours> | null {
  const hours: Partial<WorkingHours> = {};
  for (const segment of text.split(',')) {
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
  return hours;
}

/**
 * The structure of sentences written like the seed's ("Pazartesi - Cuma: 09:00 - 18:00",
 * "Cumartesi: 10:00 - 14:00, Pazar: Kapalı"); null when they say anything else or leave a
 * day out, so an admin's free text is never guessed at.
 */
export function parseLegacyWorkingHours(...sentences: string[]): WorkingHours | null {
  const hours = readSegments(sentences.join(','));
  return hours && WEEKDAYS.every((day) => hours[day]) ? (hours as WorkingHours) : null;
}

/** The days each sentence setting speaks of. */
export const SENTENCE_DAYS = { working_hours_weekday: WORKDAYS, working_hours_weekend: WEEKEND } as const;
export type SentenceKey = keyof typeof SENTENCE_DAYS;

/**
 * One sentence setting as PUT /api/admin/settings receives it, read into the hours of its own
 * days (Monday–Friday or Saturday–Sunday), in the form GET writes it:
 * - segments "Gün: saatler" or "Gün - Gün: saatler" joined by commas, each of its days exactly
 *   once ("Cumartesi: 10:00 - 14:00, Pazar: Kapalı"); a single day is its own segment;
 * - hours as "09:00 - 18:00", several joined by " ve ", or "Kapalı" (closed), any letter case,
 *   a hyphen or an en dash, one-digit hours;
 * - or, for all its days at once, only the hours ("09:00 - 18:00") or only "Kapalı".
 * Null for anything else (a day left out, a day of the other setting, overlapping ranges, ...).
 */
export function readHoursSentence(key: SentenceKey, text: string): Partial<WorkingHours> | null {
  const days = SENTENCE_DAYS[key];
  const whole = ranges(text);
  if (whole) return Object.fromEntries(days.map((day) => [day, whole]));
  const hours = readSegments(text);
  if (!hours) return null;
  const named = Object.keys(hours) as Weekday[];
  const exact = named.length === days.length && days.every((day) => hours[day]);
  return exact ? hours : null;
}

import {
  DEFAULT_WORKING_HOURS,
  MAX_RANGES_PER_DAY,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
  type WorkingHours,
} from '../../shared/working-hours.ts';

/**
 * The working hours editor's state is the form value itself: the JSON text of the week, possibly
 * half-edited (an empty time, an end before its start), which the tab's schema checks on save.
 */
export function hoursDraftOf(text: string): WorkingHours | null {
  if (!text.trim()) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown> | null;
    if (!value || typeof value !== 'object') return null;
    if (!WEEKDAYS.every((day) => Array.isArray(value[day]))) return null;
    return value as WorkingHours;
  } catch {
    return null;
  }
}

const withDay = (hours: WorkingHours, day: Weekday, ranges: TimeRange[]): WorkingHours => ({ ...hours, [day]: ranges });

/** A day opened again gets its last ranges back, or 09:00–18:00. */
export function setDayClosed(hours: WorkingHours, day: Weekday, closed: boolean, previous?: TimeRange[]): WorkingHours {
  if (closed) return withDay(hours, day, []);
  return withDay(hours, day, previous?.length ? previous : [{ ...DEFAULT_WORKING_HOURS.monday[0] }]);
}

/** Whether a day with these ranges may get one more (the editor shows its add button then). */
export const canAddRange = (ranges: readonly TimeRange[]): boolean => ranges.length < MAX_RANGES_PER_DAY;

/** A new range starts an hour after the day's last one ends (or at 09:00), an hour long at least. */
export function addRange(hours: WorkingHours, day: Weekday): WorkingHours {
  const ranges = hours[day];
  if (!canAddRange(ranges)) return hours;
  const last = ranges.at(-1)?.end;
  const startHour = last && /^\d\d:\d\d$/.test(last) ? Math.min(Number(last.slice(0, 2)) + 1, 22) : 9;
  const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return withDay(hours, day, [...ranges, { start: pad(startHour), end: pad(Math.min(startHour + 4, 23)) }]);
}

export function removeRange(hours: WorkingHours, day: Weekday, index: number): WorkingHours {
  return withDay(
    hours,
    day,
    hours[day].filter((_, i) => i !== index),
  );
}

export function setTime(
  hours: WorkingHours,
  day: Weekday,
  index: number,
  end: 'start' | 'end',
  value: string,
): WorkingHours {
  return withDay(
    hours,
    day,
    hours[day].map((range, i) => (i === index ? { ...range, [end]: value } : range)),
  );
}

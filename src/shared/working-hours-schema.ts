import { z } from 'zod';
import { specIssue, specRule } from './validation-messages.ts';
import {
  MAX_RANGES_PER_DAY,
  minutesOf,
  TIME_OF_DAY as TIME,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
  type WorkingHours,
} from './working-hours.ts';

const timeSchema = z.string().regex(TIME, specRule('settings.hoursTime'));

const rangeSchema = z
  .strictObject({ start: timeSchema, end: timeSchema })
  // Only once both times are well formed (a bad time has its own message).
  .refine(
    (range) => !TIME.test(range.start) || !TIME.test(range.end) || minutesOf(range.end) > minutesOf(range.start),
    { ...specRule('settings.hoursOrder'), path: ['end'] },
  );

/** A day's ranges: at most four, none overlapping (touching is fine: 12:00–13:00, 13:00–18:00). */
const daySchema = z
  .array(rangeSchema)
  .max(MAX_RANGES_PER_DAY, specRule('settings.hoursTooMany'))
  .superRefine((ranges, ctx) => {
    const order = ranges
      .map((range, index) => ({ range, index }))
      .sort((a, b) => a.range.start.localeCompare(b.range.start));
    for (let i = 1; i < order.length; i++) {
      if (minutesOf(order[i].range.start) < minutesOf(order[i - 1].range.end)) {
        ctx.addIssue({ ...specIssue('settings.hoursOverlap'), path: [order[i].index, 'start'] });
      }
    }
  })
  // Stored in time order, whatever order the admin typed them in.
  .transform((ranges): TimeRange[] => [...ranges].sort((a, b) => a.start.localeCompare(b.start)));

/** The structure of the `working_hours` setting: every weekday, each closed ([]) or open in ranges. */
export const workingHoursSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema])) as Record<Weekday, typeof daySchema>,
  specRule('settings.hoursFormat'),
) satisfies z.ZodType<WorkingHours, unknown>;

/** The JSON text of a valid structure, in a fixed order (weekdays Monday first, ranges by time). */
export function serializeWorkingHours(hours: WorkingHours): string {
  return JSON.stringify(
    Object.fromEntries(WEEKDAYS.map((day) => [day, hours[day].map(({ start, end }) => ({ start, end }))])),
  );
}

/** The stored text as the structure; null when it is empty or not a valid document. */
export function parseWorkingHours(text: string | undefined): WorkingHours | null {
  if (!text?.trim()) return null;
  try {
    const parsed = workingHoursSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The rule of the setting `working_hours` (the admin form and PUT /api/admin/settings): '' (not
 * set) or the JSON text of the structure. Each failing part is its own field, e.g.
 * `working_hours.monday.0.end` with code `settings.hoursOrder`. Saved in canonical form.
 */
export const workingHoursSetting = z
  .string()
  .max(4000)
  .transform((text, ctx) => {
    if (!text.trim()) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue(specIssue('settings.hoursFormat'));
      return z.NEVER;
    }
  })
  .pipe(workingHoursSchema.nullable())
  .transform((hours) => (hours ? serializeWorkingHours(hours) : ''));

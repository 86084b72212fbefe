import type { IntlShape } from 'react-intl';
import { isLanguage, LANGUAGE_CATALOGUE } from '../../shared/languages.ts';
import { changedWeekdays, rangesText, readWorkingHours, weekdayName } from '../../shared/working-hours.ts';
import { settingLabel } from './setting-label.ts';

/** Fields of a saved state that have their own label in the history (admin.history.field.*). */
const LABELLED = [
  'title',
  'subtitle',
  'description',
  'features',
  'slug',
  'icon',
  'featured',
  'isActive',
  'sortOrder',
  'price',
  'type',
  'imageUrl',
  'projectUrl',
  'technologies',
  'category',
  'metrics',
  'metricLabel',
  'value',
  'alts',
  'focalX',
  'focalY',
] as const;
const isLabelled = (head: string): head is (typeof LABELLED)[number] => (LABELLED as readonly string[]).includes(head);

const nativeName = (code: string) => LANGUAGE_CATALOGUE.find((entry) => entry.code === code)?.nativeName ?? code;

/**
 * A changed field of the history in words: `texts.en.title` → "Title (English)", `site_name` →
 * the settings screen's label, `alts.de` → "Alt text (Deutsch)"; anything else as it is stored.
 */
export function versionFieldLabel(intl: IntlShape, field: string): string {
  const parts = field.split('.');
  const language = parts.find(isLanguage);
  const name = parts.filter((part) => part !== 'texts' && part !== language).join('.');
  const head = name.split('.')[0] ?? name;
  if (!isLabelled(head)) return settingLabel(intl, name) ?? field;
  const label = intl.formatMessage({ id: `admin.history.field.${head}` });
  const rest = name.slice(head.length + 1);
  const detail = [rest, language ? nativeName(language) : ''].filter(Boolean).join(', ');
  return detail ? `${label} (${detail})` : label;
}

const VALUE_MAX = 160;

/** A stored value, short and readable: lists joined, switches as yes/no, long texts cut. */
export function versionValueText(intl: IntlShape, value: unknown): string {
  if (value === null || value === undefined || value === '') return intl.formatMessage({ id: 'admin.history.empty' });
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'admin.history.yes' : 'admin.history.no' });
  const text = Array.isArray(value)
    ? value.join(', ')
    : typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>)
          .map(([key, inner]) => `${key}: ${String(inner)}`)
          .join('; ')
      : String(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX)}…` : text;
}

/** One changed field in words, as the history and the activity log show it. */
export type ChangeLine = { key: string; field: string; before: string; after: string };

/**
 * A change as lines in the admin's language. The working hours, stored as one JSON text, become
 * a line per changed day ("Çalışma saatleri: Cumartesi 10:00–14:00 → 10:00–15:30") instead of
 * two JSON documents.
 */
export function versionChangeLines(
  intl: IntlShape,
  change: { field: string; before?: unknown; after?: unknown },
): ChangeLine[] {
  const field = versionFieldLabel(intl, change.field);
  const language = isLanguage(intl.locale) ? intl.locale : 'tr';
  const hoursBefore = change.field === 'working_hours' ? readWorkingHours(String(change.before ?? '')) : null;
  const hoursAfter = change.field === 'working_hours' ? readWorkingHours(String(change.after ?? '')) : null;
  if (hoursBefore && hoursAfter) {
    const closed = intl.formatMessage({ id: 'admin.settings.hours.closed' });
    return changedWeekdays(hoursBefore, hoursAfter).map((day) => ({
      key: `${change.field}.${day}`,
      field,
      before: `${weekdayName(day, language)} ${rangesText(hoursBefore[day], language, closed)}`,
      after: rangesText(hoursAfter[day], language, closed),
    }));
  }
  return [
    {
      key: change.field,
      field,
      before: versionValueText(intl, change.before),
      after: versionValueText(intl, change.after),
    },
  ];
}

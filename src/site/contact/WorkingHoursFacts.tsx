import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/LanguageContext.tsx';
import type { SettingsMap } from '../../shared/settings.ts';
import { readWorkingHours, workingHoursLines } from '../../shared/working-hours.ts';

/**
 * The company card's working hours (spec 000: weekday and weekend hours from settings): the
 * structured week in the page language's words and time format, one line per run of days with
 * the same hours. Days and hours sit in their own <bdi>, so right-to-left keeps their order.
 * An install whose hours are still the two old sentences shows those, as before.
 */
export function WorkingHoursFacts({ settings }: { settings: SettingsMap }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const hours = readWorkingHours(settings.working_hours);
  const legacy = (
    [
      ['contact.info.weekday', settings.working_hours_weekday],
      ['contact.info.weekend', settings.working_hours_weekend],
    ] as const
  ).filter(([, text]) => text);
  if (!hours && legacy.length === 0) return null;
  return (
    <div data-testid="working-hours">
      <dt>
        <FormattedMessage id="contact.info.hours" />
      </dt>
      {hours
        ? workingHoursLines(hours, language, intl.formatMessage({ id: 'contact.info.closed' })).map((line) => (
            <dd key={line.days}>
              <bdi>{line.days}</bdi>: <bdi>{line.hours}</bdi>
            </dd>
          ))
        : legacy.map(([id, text]) => (
            <dd key={id}>
              <FormattedMessage id={id} />: <bdi>{text}</bdi>
            </dd>
          ))}
    </div>
  );
}

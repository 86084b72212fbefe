import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Switch.css';
import { ActionIcon, Alert, Button, Switch, Text, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/LanguageContext.tsx';
import {
  DEFAULT_WORKING_HOURS,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
  type WorkingHours,
  weekdayName,
} from '../../shared/working-hours.ts';
import { addRange, canAddRange, hoursDraftOf, removeRange, setDayClosed, setTime } from './hours-draft.ts';
import classes from './settings.module.css';
import type { TabForm } from './use-tab-form.ts';

const FIELD = 'working_hours';

type Props = {
  form: TabForm;
  /** The Turkish sentences the site shows while no structured hours are stored. */
  legacyText: string;
};

/**
 * The contact tab's working hours: a row per weekday with a closed switch and one or more time
 * ranges (24 h). The week is kept as JSON in the form value and checked with the server's rule
 * on save; each failing time shows its own message.
 */
export function WorkingHoursField({ form, legacyText }: Props) {
  const intl = useIntl();
  const { language } = useLanguage();
  const remembered = useRef<Partial<Record<Weekday, TimeRange[]>>>({});
  const hours = hoursDraftOf(String(form.values[FIELD] ?? ''));

  const errorOf = (path: string) => {
    const error = form.errors[path];
    return typeof error === 'string' ? error : undefined;
  };
  const write = (next: WorkingHours) => {
    form.setFieldValue(FIELD, JSON.stringify(next));
    // Ranges may have moved: the messages of the last check no longer match them.
    const others = Object.fromEntries(Object.entries(form.errors).filter(([key]) => !key.startsWith(FIELD)));
    form.setErrors(others);
  };

  return (
    <fieldset className={classes.hours}>
      <legend className={classes.hoursLegend}>
        <FormattedMessage id="admin.settings.field.working_hours" />
      </legend>
      <Text size="sm" c="dimmed" mb="xs">
        <FormattedMessage id="admin.settings.hours.description" />
      </Text>
      {errorOf(FIELD) && (
        <Text size="sm" c="red.7" role="alert">
          {errorOf(FIELD)}
        </Text>
      )}
      {hours === null ? (
        <Alert color="orange" variant="light">
          <Text size="sm">
            <FormattedMessage id="admin.settings.hours.notSet" values={{ text: legacyText || '—' }} />
          </Text>
          <Button mt="sm" size="compact-sm" onClick={() => write(DEFAULT_WORKING_HOURS)}>
            <FormattedMessage id="admin.settings.hours.begin" />
          </Button>
        </Alert>
      ) : (
        WEEKDAYS.map((day) => {
          const name = weekdayName(day, language);
          const ranges = hours[day];
          const closed = ranges.length === 0;
          const dayError = errorOf(`${FIELD}.${day}`);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a row of inputs named by its weekday; a fieldset per day would repeat the legend's frame
            <div key={day} className={classes.hoursDay} role="group" aria-label={name} data-day={day}>
              <Text fw={600} className={classes.hoursDayName}>
                {name.charAt(0).toLocaleUpperCase(language) + name.slice(1)}
              </Text>
              <Switch
                className={classes.hoursClosed}
                label={intl.formatMessage({ id: 'admin.settings.hours.closed' })}
                aria-label={intl.formatMessage({ id: 'admin.settings.hours.closedFor' }, { day: name })}
                checked={closed}
                onChange={(event) => {
                  const close = event.currentTarget.checked;
                  if (close) remembered.current[day] = ranges;
                  write(setDayClosed(hours, day, close, remembered.current[day]));
                }}
              />
              {!closed && (
                <div className={classes.hoursRanges}>
                  {ranges.map((range, index) => {
                    const values = { day: name, index: index + 1 };
                    const path = `${FIELD}.${day}.${index}`;
                    const timeInput = (edge: 'start' | 'end') => (
                      <TextInput
                        type="time"
                        size="sm"
                        dir="ltr"
                        className={classes.hoursTime}
                        aria-label={intl.formatMessage({ id: `admin.settings.hours.${edge}` }, values)}
                        value={range[edge]}
                        onChange={(event) => write(setTime(hours, day, index, edge, event.currentTarget.value))}
                        error={errorOf(`${path}.${edge}`)}
                      />
                    );
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity but their place
                      <div key={index} className={classes.hoursRange}>
                        {timeInput('start')}
                        <span aria-hidden="true" className={classes.hoursDash}>
                          –
                        </span>
                        {timeInput('end')}
                        {ranges.length > 1 && (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="lg"
                            aria-label={intl.formatMessage({ id: 'admin.settings.hours.remove' }, values)}
                            onClick={() => write(removeRange(hours, day, index))}
                          >
                            <span aria-hidden="true">×</span>
                          </ActionIcon>
                        )}
                      </div>
                    );
                  })}
                  {canAddRange(ranges) && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      className={classes.hoursAdd}
                      aria-label={intl.formatMessage({ id: 'admin.settings.hours.addFor' }, { day: name })}
                      onClick={() => write(addRange(hours, day))}
                    >
                      <FormattedMessage id="admin.settings.hours.add" />
                    </Button>
                  )}
                </div>
              )}
              {dayError && (
                <Text size="sm" c="red.7" className={classes.hoursDayError}>
                  {dayError}
                </Text>
              )}
            </div>
          );
        })
      )}
    </fieldset>
  );
}

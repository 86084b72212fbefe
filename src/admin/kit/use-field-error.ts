import type { useForm } from '@mantine/form';
import { type ReactNode, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { type IdSuffix, joinId } from '../../i18n/message-ids.ts';

/**
 * A form field's error as the admin reads it. The forms word their errors in the admin's
 * language when they check (kit/rule-errors.ts: by the rule each error carries), so it is shown
 * as it is; a field without an error has none.
 */
export function useFieldError<Values>(form: { errors: Record<string, ReactNode>; values: Values }) {
  const { errors } = form;
  return useCallback((field: keyof Values & string): ReactNode => errors[field], [errors]);
}

type InputForm<Values extends Record<string, unknown>> = Pick<
  ReturnType<typeof useForm<Values>>,
  'errors' | 'values' | 'getInputProps'
>;
type InputOptions = Parameters<InputForm<Record<string, unknown>>['getInputProps']>[1];

/**
 * What a form's input spreads: its label (the message `<labelPrefix><field>`), the form's
 * value and handlers, and its error in the admin's language.
 */
export function useFieldProps<Values extends Record<string, unknown>, Prefix extends string>(
  form: InputForm<Values>,
  labelPrefix: Prefix,
) {
  const intl = useIntl();
  const errorOf = useFieldError(form);
  // Only a field whose label exists: `field('nmae')` or a field without its text is a type error.
  return (field: keyof Values & IdSuffix<Prefix>, options?: InputOptions) => ({
    label: intl.formatMessage({ id: joinId(labelPrefix, field) }),
    ...form.getInputProps(field, options),
    error: errorOf(field),
  });
}

import type { useForm } from '@mantine/form';
import { type ReactNode, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useTranslateValidation } from '../../i18n/use-translate-validation.ts';

/**
 * A form field's error as the admin reads it: the schemas' shared (Turkish) validation texts in
 * the admin's language, any other error as it is.
 */
export function useFieldError<Values>(form: { errors: Record<string, ReactNode>; values: Values }) {
  const translate = useTranslateValidation();
  const { errors } = form;
  return useCallback(
    (field: keyof Values & string): ReactNode => {
      const error = errors[field];
      return typeof error === 'string' ? translate(error) : error;
    },
    [errors, translate],
  );
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
export function useFieldProps<Values extends Record<string, unknown>>(form: InputForm<Values>, labelPrefix: string) {
  const intl = useIntl();
  const errorOf = useFieldError(form);
  return (field: keyof Values & string, options?: InputOptions) => ({
    label: intl.formatMessage({ id: `${labelPrefix}${field}` }),
    ...form.getInputProps(field, options),
    error: errorOf(field),
  });
}

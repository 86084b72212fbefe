import { type ReactNode, useCallback } from 'react';
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

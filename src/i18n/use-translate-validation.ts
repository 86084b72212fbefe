import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { validationMessageId } from '../shared/validation-messages.ts';

/** Shows a shared (Turkish) validation text in the current language. */
export function useTranslateValidation() {
  const intl = useIntl();
  return useCallback(
    (text: string) => {
      const id = validationMessageId(text);
      return id ? intl.formatMessage({ id: `validation.${id}`, defaultMessage: text }) : text;
    },
    [intl],
  );
}

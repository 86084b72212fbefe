import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { RuleWords } from '../shared/spec-resolver.ts';
import { VALIDATION_MESSAGES } from '../shared/validation-messages.ts';

/** A spec rule's words in the page's language (catalog key `validation.<id>`), Turkish as the fallback. */
export function useRuleWords(): RuleWords {
  const intl = useIntl();
  return useCallback(
    (id) => intl.formatMessage({ id: `validation.${id}`, defaultMessage: VALIDATION_MESSAGES[id] }),
    [intl],
  );
}

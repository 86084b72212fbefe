import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { RuleWords } from '../shared/spec-resolver.ts';

/**
 * A spec rule's words in the page's language (catalog key `validation.<id>`; every language has
 * each of them, the Turkish one in the spec's wording: src/i18n/messages.test.ts). No fallback
 * table here: the page loads the rule texts with its catalog, not a second copy with the form.
 */
export function useRuleWords(): RuleWords {
  const intl = useIntl();
  return useCallback((id) => intl.formatMessage({ id: `validation.${id}` }), [intl]);
}

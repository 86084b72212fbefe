import type { IntlShape } from 'react-intl';
import { isMessageId } from '../i18n/message-ids.ts';

/**
 * A project category's public name, `portfolio.category.<code>` (built-in or edited content);
 * the owner may store any code, so a code without such a text shows as it is stored.
 */
export function projectCategoryName(intl: Pick<IntlShape, 'messages' | 'formatMessage'>, code: string): string {
  const id = `portfolio.category.${code}`;
  return isMessageId(intl, id) ? intl.formatMessage({ id }) : code;
}

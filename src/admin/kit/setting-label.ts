import type { IntlShape } from 'react-intl';
import { isMessageId } from '../../i18n/message-ids.ts';

/**
 * A setting's label as the settings screen shows it (admin.settings.field.<key>), for a key that
 * comes from stored data (a history entry, a media file's use); none when it has no label.
 */
export function settingLabel(intl: Pick<IntlShape, 'messages' | 'formatMessage'>, key: string): string | undefined {
  const id = `admin.settings.field.${key}`;
  return isMessageId(intl, id) ? intl.formatMessage({ id }) : undefined;
}

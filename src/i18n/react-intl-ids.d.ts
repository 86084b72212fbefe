/**
 * react-intl checks message ids against the catalogs: `formatMessage({ id })` and
 * `<FormattedMessage id>` accept only an id of src/i18n/catalogs (Turkish defines them), so a
 * typo or a removed text is a type error where it is written, not a raw id on the page.
 */
import type { MessageId } from './all-catalogs.ts';

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

import { Textarea } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { AdminMessageId } from '../../i18n/message-ids.ts';

/**
 * A catalog item's long text (description, features), in the item form and in each language's
 * tab. `field` holds the form's input props (value, onChange, error).
 */
export function CatalogTextArea({
  field,
  labelId,
  descriptionId,
  dir = 'ltr',
  placeholder,
  maxRows = 8,
}: {
  field: object;
  labelId: AdminMessageId;
  descriptionId?: AdminMessageId;
  dir?: 'ltr' | 'rtl';
  placeholder?: string;
  maxRows?: number;
}) {
  const intl = useIntl();
  return (
    <Textarea
      label={intl.formatMessage({ id: labelId })}
      description={descriptionId && intl.formatMessage({ id: descriptionId })}
      dir={dir}
      placeholder={placeholder}
      autosize
      minRows={3}
      maxRows={maxRows}
      {...field}
    />
  );
}

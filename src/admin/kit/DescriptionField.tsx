import { Textarea } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { AdminMessageId } from '../../i18n/message-ids.ts';

/**
 * A catalog item's description box, in the item form and in each language's tab. `field` holds
 * the form's input props (value, onChange, error).
 */
export function DescriptionField({
  field,
  labelId = 'admin.catalog.description',
  dir = 'ltr',
  placeholder,
}: {
  field: object;
  labelId?: AdminMessageId;
  dir?: 'ltr' | 'rtl';
  placeholder?: string;
}) {
  const intl = useIntl();
  return (
    <Textarea
      label={intl.formatMessage({ id: labelId })}
      dir={dir}
      placeholder={placeholder}
      autosize
      minRows={3}
      maxRows={8}
      {...field}
    />
  );
}

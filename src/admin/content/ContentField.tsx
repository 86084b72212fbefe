import { Textarea, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { ContentFieldKind } from './content-places.ts';

type Props = {
  kind: ContentFieldKind;
  label: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  value: string;
  placeholder: string | undefined;
  missing: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

/**
 * One language's field of a text: a date field for a legal page's "last updated" day (stored as
 * YYYY-MM-DD, what the date input gives), a tall area for a legal page's text, else a short one.
 */
export function ContentField({
  kind,
  label,
  lang,
  dir,
  value,
  placeholder,
  missing,
  error,
  onChange,
  onKeyDown,
}: Props) {
  if (kind === 'date')
    return (
      <TextInput
        type="date"
        label={label}
        size="sm"
        value={value}
        data-missing={missing || undefined}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
    );
  return (
    <Textarea
      label={label}
      lang={lang}
      dir={dir}
      autosize
      minRows={kind === 'legalBody' ? 6 : 1}
      maxRows={kind === 'legalBody' ? 24 : 8}
      size="sm"
      value={value}
      placeholder={placeholder}
      data-missing={missing || undefined}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={onKeyDown}
    />
  );
}

import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { ColorInput, NativeSelect, NumberInput, Switch, Textarea, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { AdminMessageId } from '../../i18n/message-ids.ts';
import { LANGUAGE_CATALOGUE } from '../../shared/languages.ts';
import type { EditableSettingKey } from '../../shared/settings.ts';
import { useFieldError } from '../kit/use-field-error.ts';
import { MediaSettingField } from './MediaSettingField.tsx';
import { FIELD_KIND, hasKeyHint, isMediaSettingKey } from './settings-fields.ts';
import type { TabForm } from './use-tab-form.ts';

const LANGUAGE_OPTIONS = LANGUAGE_CATALOGUE.map((entry) => ({ value: entry.code, label: entry.nativeName }));

/** One setting's input, chosen by its kind (e-mail, phone, link, number, colour, language...). */
export function SettingField({ form, settingKey }: { form: TabForm; settingKey: EditableSettingKey }) {
  const intl = useIntl();
  const errorOf = useFieldError(form);
  const kind = FIELD_KIND[settingKey];
  const hintId: AdminMessageId | undefined = hasKeyHint(settingKey)
    ? `admin.settings.hint.${settingKey}`
    : kind === 'color'
      ? 'admin.settings.hint.color'
      : kind === 'asset'
        ? 'admin.settings.hint.asset'
        : undefined;
  const { value, onChange, onFocus, onBlur } = form.getInputProps(settingKey);
  const common = {
    label: intl.formatMessage({ id: `admin.settings.field.${settingKey}` }),
    description: hintId ? intl.formatMessage({ id: hintId }) : undefined,
    error: errorOf(settingKey),
    onFocus,
    onBlur,
  };
  const text = String(value ?? '');
  const setValue = (next: string | number) => form.setFieldValue(settingKey, String(next));

  if (isMediaSettingKey(settingKey)) {
    return (
      <MediaSettingField
        kind={FIELD_KIND[settingKey]}
        value={text}
        onChange={(url) => {
          form.setFieldValue(settingKey, url);
          form.clearFieldError(settingKey);
        }}
        input={common}
        previewAlt={intl.formatMessage({ id: `admin.settings.preview.${settingKey}` })}
      />
    );
  }
  switch (kind) {
    case 'switch':
      // Stored as text like every setting: 'true' or 'false'.
      return (
        <Switch
          label={common.label}
          description={common.description}
          error={common.error}
          checked={text === 'true'}
          onChange={(event) => setValue(event.currentTarget.checked ? 'true' : 'false')}
          onFocus={onFocus}
          onBlur={onBlur}
        />
      );
    case 'textarea':
      return <Textarea {...common} value={text} onChange={onChange} autosize minRows={2} maxRows={8} />;
    case 'language':
      return <NativeSelect {...common} value={text} onChange={onChange} data={LANGUAGE_OPTIONS} />;
    case 'zoom':
      // No clamping: 22 stays 22 and the rule's message explains the range.
      return (
        <NumberInput
          {...common}
          value={text}
          onChange={setValue}
          min={1}
          max={21}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          dir="ltr"
          maw={200}
        />
      );
    case 'color':
      return (
        <ColorInput
          {...common}
          value={text}
          onChange={setValue}
          format="hex"
          withEyeDropper={false}
          dir="ltr"
          maw={280}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={text}
          onChange={onChange}
          type={kind === 'email' || kind === 'tel' || kind === 'url' || kind === 'date' ? kind : 'text'}
          inputMode={kind === 'decimal' ? 'decimal' : undefined}
          autoComplete="off"
          dir={kind === 'text' ? undefined : 'ltr'}
          maw={kind === 'date' ? 220 : undefined}
        />
      );
  }
}

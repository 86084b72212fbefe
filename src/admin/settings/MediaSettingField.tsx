import { Button, Collapse, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MediaPicker } from '../kit/MediaPicker.tsx';
import { ImagePreview } from './ImagePreview.tsx';
import classes from './settings.module.css';

type Props = {
  kind: 'video' | 'image';
  value: string;
  onChange: (url: string) => void;
  /** Label, description, error and focus handlers of the setting's input. */
  input: {
    label: string;
    description?: string;
    error?: React.ReactNode;
    onFocus?: () => void;
    onBlur?: () => void;
  };
  previewAlt: string;
};

/**
 * A file setting chosen from the media library (the intro video and its poster): the address,
 * the library's videos or images to pick from, a button that clears it, and a preview. Saved
 * with the tab.
 */
export function MediaSettingField({ kind, value, onChange, input, previewAlt }: Props) {
  const intl = useIntl();
  const [picking, setPicking] = useState(false);
  return (
    <Stack gap="xs">
      <TextInput
        {...input}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        dir="ltr"
        autoComplete="off"
        placeholder="/uploads/..."
      />
      <Group gap="xs">
        <Button variant="light" size="compact-sm" aria-expanded={picking} onClick={() => setPicking((open) => !open)}>
          <FormattedMessage id={picking ? 'admin.settings.media.close' : 'admin.settings.media.pick'} />
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          disabled={!value}
          aria-label={intl.formatMessage({ id: 'admin.settings.media.clearFor' }, { name: input.label })}
          onClick={() => onChange('')}
        >
          <FormattedMessage id="admin.settings.media.clear" />
        </Button>
      </Group>
      <Collapse expanded={picking}>
        {picking && (
          <MediaPicker
            kind={kind}
            {...(kind === 'video' && {
              pickLabelId: 'admin.settings.media.pickVideo',
              emptyId: 'admin.settings.media.noVideos',
            })}
            selected={value}
            onPick={(url) => {
              onChange(url);
              setPicking(false);
            }}
          />
        )}
      </Collapse>
      {kind === 'image' ? (
        <ImagePreview key={value} src={value} alt={previewAlt} />
      ) : (
        value && (
          // biome-ignore lint/a11y/useMediaCaption: a preview of the admin's own file
          <video
            key={value}
            src={value}
            controls
            preload="none"
            className={classes.videoPreview}
            aria-label={previewAlt}
          />
        )
      )}
    </Stack>
  );
}

import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AdminMediaFile } from '../../shared/admin-media.ts';
import { DocumentIcon, ImageIcon } from './MediaIcons.tsx';
import classes from './media.module.css';
import { fileTypeLabel, mediaKindOf } from './media-kind.ts';

/**
 * The preview area of a media card: the image itself, a native player that loads nothing until
 * played (preload none), or a document icon. An image that fails to load is hidden (spec 001
 * section 2) and an icon takes its place.
 */
export function MediaPreview({ file }: { file: AdminMediaFile }) {
  const [broken, setBroken] = useState(false);
  const kind = mediaKindOf(file.mimeType);
  const label = file.alt || file.originalName;

  if (kind === 'image' && !broken) {
    return (
      <div className={classes.preview}>
        <img
          src={file.url}
          alt={label}
          loading="lazy"
          decoding="async"
          className={classes.image}
          onError={() => setBroken(true)}
        />
      </div>
    );
  }
  if (kind === 'video' || kind === 'audio') {
    const Player = kind;
    return (
      <div className={classes.preview}>
        {/* No caption track: library uploads come without one. */}
        <Player src={file.url} controls preload="none" aria-label={label} className={classes[kind]} />
      </div>
    );
  }
  return (
    <div className={classes.preview}>
      <Stack align="center" gap={4} c="dimmed">
        {kind === 'image' ? <ImageIcon /> : <DocumentIcon />}
        <Text size="sm" fw={700}>
          {kind === 'image' ? <FormattedMessage id="admin.media.previewUnavailable" /> : fileTypeLabel(file.url)}
        </Text>
      </Stack>
    </div>
  );
}

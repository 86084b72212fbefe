import { Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import classes from './settings.module.css';

/** A stored image; one that fails to load is hidden (spec 001 section 2). Key it by src. */
export function ImagePreview({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <figure className={classes.preview}>
      {src && !failed ? (
        <img src={src} alt={alt} className={classes.previewImage} onError={() => setFailed(true)} />
      ) : (
        <Text size="xs" c="dimmed" ta="center">
          <FormattedMessage id="admin.settings.preview.none" />
        </Text>
      )}
      {/* The image itself carries the name; the caption is for sighted users. */}
      <figcaption className={classes.previewCaption} aria-hidden="true">
        {alt}
      </figcaption>
    </figure>
  );
}

import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import classes from './home.module.css';

/** The type to announce for a file, by its extension (a browser skips a source it cannot play). */
function videoTypeOf(src: string): string | undefined {
  const extension = src.split(/[?#]/)[0].split('.').pop()?.toLowerCase();
  return extension === 'mp4' ? 'video/mp4' : extension === 'webm' ? 'video/webm' : undefined;
}

type Props = {
  /** The intro video of the hero (spec 000 section 2): the setting intro_video_url, from the media library. */
  src: string;
  /** Its poster image (intro_video_poster_url), shown until the video plays. */
  poster?: string;
  opened: boolean;
  onClose: () => void;
};

/**
 * Loaded lazily by the hero. The video downloads only when the visitor presses play
 * (preload="none", no autoplay), so opening the dialog costs nothing and cannot fail.
 */
export default function IntroVideoDialog({ src, poster, opened, onClose }: Props) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: 'hero.videoTitle' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'button.close' }) }}
      size="xl"
      centered
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the intro video has no speech to caption yet */}
      <video controls preload="none" playsInline poster={poster || undefined} className={classes.video}>
        <source src={src} type={videoTypeOf(src)} />
        <p>
          <FormattedMessage id="hero.videoFallback" />{' '}
          <a href={src} download>
            <FormattedMessage id="hero.videoDownload" />
          </a>
        </p>
      </video>
    </Modal>
  );
}

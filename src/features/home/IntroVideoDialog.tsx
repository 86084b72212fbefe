import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import classes from './home.module.css';

/** The intro video of the hero (spec 000 section 2), served from /videos/{file}.mp4. */
export const INTRO_VIDEO_SRC = '/videos/intro.mp4';

type Props = { opened: boolean; onClose: () => void };

/**
 * Loaded lazily by the hero. The video downloads only when the visitor presses play
 * (preload="none", no autoplay), so opening the dialog costs nothing and cannot fail.
 */
export default function IntroVideoDialog({ opened, onClose }: Props) {
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
      <video controls preload="none" playsInline className={classes.video}>
        <source src={INTRO_VIDEO_SRC} type="video/mp4" />
        <p>
          <FormattedMessage id="hero.videoFallback" />{' '}
          <a href={INTRO_VIDEO_SRC} download>
            <FormattedMessage id="hero.videoDownload" />
          </a>
        </p>
      </video>
    </Modal>
  );
}

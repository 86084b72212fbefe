import { Text } from '@mantine/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { type FocalPoint, focalAfterKey, focalFromClick } from './focal-point.ts';
import classes from './media.module.css';

type Props = {
  src: string;
  width: number;
  height: number;
  value: FocalPoint;
  onChange: (point: FocalPoint) => void;
};

/**
 * The image drawn at its own aspect ratio (so the button's box is exactly the drawn image) with a
 * dot at the focal point. A click puts the point there; focused, the arrow keys move it by 5 %.
 * The current point is read out in a live text below the image.
 */
export function FocalPointPicker({ src, width, height, value, onChange }: Props) {
  const intl = useIntl();
  const valueId = useId();
  const percent = (fraction: number) => intl.formatNumber(fraction, { style: 'percent', maximumFractionDigits: 0 });
  const ratio = width > 0 && height > 0 ? width / height : 1;
  return (
    <div>
      <button
        type="button"
        className={classes.focalPicker}
        // The box never gets taller than 22rem; its width follows the image's ratio.
        style={{ aspectRatio: `${width} / ${height}`, maxInlineSize: `calc(22rem * ${ratio})` }}
        aria-label={intl.formatMessage({ id: 'admin.media.edit.focalLabel' })}
        aria-describedby={valueId}
        onClick={(event) => {
          // A click from the keyboard (Enter, Space) has no position: keep the point.
          if (event.detail === 0) return;
          onChange(focalFromClick(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect()));
        }}
        onKeyDown={(event) => {
          const next = focalAfterKey(value, event.key);
          if (!next) return;
          event.preventDefault();
          onChange(next);
        }}
      >
        <img src={src} alt="" width={width} height={height} className={classes.focalImage} draggable={false} />
        <span
          className={classes.focalMarker}
          // Physical left/top: the fractions are measured from the image's left edge in every direction.
          style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
          aria-hidden="true"
        />
      </button>
      <Text id={valueId} role="status" size="sm" mt={4} ta="center">
        {intl.formatMessage({ id: 'admin.media.edit.focalValue' }, { x: percent(value.x), y: percent(value.y) })}
      </Text>
    </div>
  );
}

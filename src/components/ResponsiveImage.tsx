import type { CSSProperties, SyntheticEvent } from 'react';
import {
  fallbackUrlOf,
  MODERN_FORMATS,
  objectPositionOf,
  type PublicImage,
  srcsetOf,
  VARIANT_MIME,
} from '../shared/media-image.ts';
import classes from './responsive-image.module.css';

type Props = {
  /** The descriptor from a public read; null/undefined: `src` is drawn as a plain <img>. */
  image: PublicImage | null | undefined;
  /** The URL as stored (imageUrl, logo_url): used when there is no descriptor. */
  src: string;
  alt: string;
  /** How wide the image is drawn at each screen width (see sizesOf): picks the variant. */
  sizes: string;
  /** The width and height attributes (the box's ratio before it loads); default: the image's own. */
  width?: number;
  height?: number;
  /** The largest image of the first screen: loaded at once with high priority. */
  priority?: boolean;
  /** In the first screen but not the largest: loaded at once, normal priority. Otherwise lazy. */
  eager?: boolean;
  /** CSS crops the image (object-fit: cover): keep the focal point in view. */
  cover?: boolean;
  className?: string;
  onError?: () => void;
};

/** The placeholder is a background of the <img> until the image is there; then it goes. */
function dropPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.style.backgroundImage = '';
}

/** An image loaded before the script ran fires no load event that React sees. */
function dropPlaceholderIfLoaded(img: HTMLImageElement | null) {
  if (img?.complete && img.naturalWidth > 0) img.style.backgroundImage = '';
}

/**
 * An uploaded image from its variants (issue 20): AVIF and WebP sources, a jpg/png fallback,
 * width and height against layout shift, the few-pixel placeholder while it loads, and the
 * focal point when CSS crops it. Without a descriptor (SVG, external URL, seed drawing, an image
 * not processed yet) or for an animated image, a plain <img> as before. The <picture> takes no
 * box of its own (display: contents), so the <img> is styled as if it stood alone.
 */
export function ResponsiveImage({
  image,
  src,
  alt,
  sizes,
  width,
  height,
  priority = false,
  eager = false,
  cover = false,
  className,
  onError,
}: Props) {
  const loading = priority || eager ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (!image || image.animated) {
    const plainWidth = width ?? image?.width;
    const plainHeight = height ?? image?.height;
    return (
      <img
        src={image?.src ?? src}
        alt={alt}
        width={plainWidth}
        height={plainHeight}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
        style={image && cover ? { objectPosition: objectPositionOf(image) } : undefined}
        onError={onError}
      />
    );
  }
  const style: CSSProperties = {};
  if (cover) style.objectPosition = objectPositionOf(image);
  // Behind a transparent image the blurred placeholder would stay visible: opaque images only.
  if (image.placeholder && image.fallback === 'jpg') {
    style.backgroundImage = `url("${image.placeholder}")`;
    style.backgroundSize = 'cover';
    style.backgroundPosition = objectPositionOf(image);
  }
  return (
    <picture className={classes.picture}>
      {MODERN_FORMATS.map((format) => (
        <source key={format} type={VARIANT_MIME[format]} srcSet={srcsetOf(image, format)} sizes={sizes} />
      ))}
      <img
        ref={dropPlaceholderIfLoaded}
        src={fallbackUrlOf(image)}
        srcSet={srcsetOf(image, image.fallback)}
        sizes={sizes}
        alt={alt}
        width={width ?? image.width}
        height={height ?? image.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
        style={style}
        onLoad={dropPlaceholder}
        onError={onError}
      />
    </picture>
  );
}

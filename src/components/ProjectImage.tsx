import { useState } from 'react';
import type { PublicProject } from '../shared/catalog.ts';
import { sizesOf } from '../shared/media-image.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';

/** Intrinsic size of the project drawings (8:5); the box keeps this ratio before they load. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 500;

/**
 * The card image's width in the project grids (portfolio, home): three columns from 75em (a
 * 71.25rem container less its 1rem padding each side, two 1.25rem gaps), two from 48em, one
 * below (the container's padding).
 */
const PROJECT_IMAGE_SIZES = sizesOf(
  [
    ['(min-width: 75em)', '22.25rem'],
    ['(min-width: 48em)', 'calc(50vw - 1.625rem)'],
  ],
  'calc(100vw - 2rem)',
);

/**
 * A project card's image: its variants when uploaded, cropped to the card around its focal
 * point; hidden when it fails to load (the tinted box stays, so nothing moves). `priority` for
 * the largest image above the fold, lazy otherwise.
 */
export function ProjectImage({
  project,
  priority = false,
  className,
}: {
  project: PublicProject;
  priority?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!project.imageUrl || failed) return null;
  return (
    <ResponsiveImage
      image={project.image}
      src={project.imageUrl}
      alt={project.image?.alt || project.content.title}
      sizes={PROJECT_IMAGE_SIZES}
      // A drawing without a descriptor keeps the card's 8:5 box; a photo brings its own ratio.
      width={project.image ? undefined : IMAGE_WIDTH}
      height={project.image ? undefined : IMAGE_HEIGHT}
      priority={priority}
      cover
      onError={() => setFailed(true)}
      className={className}
    />
  );
}

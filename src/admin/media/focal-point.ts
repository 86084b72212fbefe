/**
 * The focal point picker's arithmetic, kept pure so it is tested without a browser. A focal
 * point is two fractions 0..1 measured from the image's physical left and top edges, whatever
 * the page's direction: crops (CSS object-position, the share image) read them that way.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The step of one arrow key press: 5 % of the image. */
export const FOCAL_STEP = 0.05;

/** Whole percent: crops and the share image's name use no finer step, so none is stored. */
function toFraction(value: number): number {
  if (!Number.isFinite(value)) return 0.5;
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}

/** Where a click at (clientX, clientY) falls in the drawn image's box, as fractions of it. */
export function focalFromClick(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): FocalPoint {
  if (box.width <= 0 || box.height <= 0) return { x: 0.5, y: 0.5 };
  return { x: toFraction((clientX - box.left) / box.width), y: toFraction((clientY - box.top) / box.height) };
}

/**
 * The point after an arrow key, or null for any other key. Arrows are physical in right-to-left
 * pages too: ArrowLeft moves the point towards the image's left edge, as it looks on screen.
 */
export function focalAfterKey(point: FocalPoint, key: string): FocalPoint | null {
  switch (key) {
    case 'ArrowLeft':
      return { x: toFraction(point.x - FOCAL_STEP), y: point.y };
    case 'ArrowRight':
      return { x: toFraction(point.x + FOCAL_STEP), y: point.y };
    case 'ArrowUp':
      return { x: point.x, y: toFraction(point.y - FOCAL_STEP) };
    case 'ArrowDown':
      return { x: point.x, y: toFraction(point.y + FOCAL_STEP) };
    default:
      return null;
  }
}

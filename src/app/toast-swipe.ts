/** Spec 000 section 9: a toast swiped this far to the right closes; a shorter swipe snaps back. */
export const SWIPE_CLOSE_THRESHOLD_PX = 50;

/** How far a press must move before it counts as a swipe or as something else (a scroll). */
export function swipeStartBuffer(pointerType: string): number {
  return pointerType === 'touch' ? 10 : 3;
}

export type SwipeIntent = 'undecided' | 'swipe' | 'other';

/**
 * What a press that has moved by (dx, dy) is: a swipe to the (physical) right, something else
 * (a vertical scroll, a move to the left), or still too small to tell.
 */
export function swipeIntentOf(dx: number, dy: number, pointerType: string): SwipeIntent {
  const buffer = swipeStartBuffer(pointerType);
  if (Math.abs(dx) <= buffer && Math.abs(dy) <= buffer) return 'undecided';
  return dx > buffer && dx > Math.abs(dy) ? 'swipe' : 'other';
}

/** The toast's offset while it is dragged: it follows the pointer to the right only. */
export const swipeOffsetOf = (dx: number): number => Math.max(0, dx);

export const swipeCloses = (dx: number): boolean => dx >= SWIPE_CLOSE_THRESHOLD_PX;

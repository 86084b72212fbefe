import { describe, expect, it } from 'vitest';
import { SWIPE_CLOSE_THRESHOLD_PX, swipeCloses, swipeIntentOf, swipeOffsetOf } from './toast-swipe.ts';

describe('toast swipe (spec 000 section 9: swipe right, 50 px)', () => {
  it('closes from 50 px to the right, not below and never to the left', () => {
    expect(SWIPE_CLOSE_THRESHOLD_PX).toBe(50);
    expect(swipeCloses(50)).toBe(true);
    expect(swipeCloses(49)).toBe(false);
    expect(swipeCloses(-80)).toBe(false);
  });

  it('tells a swipe from a scroll once the press has moved past the buffer', () => {
    expect(swipeIntentOf(2, 1, 'mouse')).toBe('undecided');
    expect(swipeIntentOf(6, 1, 'mouse')).toBe('swipe');
    expect(swipeIntentOf(8, 2, 'touch')).toBe('undecided');
    expect(swipeIntentOf(12, 4, 'touch')).toBe('swipe');
    expect(swipeIntentOf(4, 20, 'touch')).toBe('other');
    expect(swipeIntentOf(-12, 0, 'touch')).toBe('other');
    expect(swipeIntentOf(12, 15, 'touch')).toBe('other');
  });

  it('follows the pointer to the right only', () => {
    expect(swipeOffsetOf(30)).toBe(30);
    expect(swipeOffsetOf(-30)).toBe(0);
  });
});

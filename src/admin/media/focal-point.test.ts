import { describe, expect, it } from 'vitest';
import { focalAfterKey, focalFromClick } from './focal-point.ts';

const box = { left: 100, top: 50, width: 400, height: 200 };

describe('focal point from a click', () => {
  it('is the click position as fractions of the drawn box, from its left and top', () => {
    expect(focalFromClick(200, 100, box)).toEqual({ x: 0.25, y: 0.25 });
    expect(focalFromClick(300, 150, box)).toEqual({ x: 0.5, y: 0.5 });
    expect(focalFromClick(500, 250, box)).toEqual({ x: 1, y: 1 });
    expect(focalFromClick(100, 50, box)).toEqual({ x: 0, y: 0 });
  });

  it('rounds to whole percent', () => {
    expect(focalFromClick(100 + 400 * 0.1234, 50 + 200 * 0.5678, box)).toEqual({ x: 0.12, y: 0.57 });
  });

  it('keeps a click just outside the box (a border, a rounding) on its edge', () => {
    expect(focalFromClick(90, 300, box)).toEqual({ x: 0, y: 1 });
  });

  it('answers the centre for a box not drawn yet', () => {
    expect(focalFromClick(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0.5, y: 0.5 });
  });
});

describe('focal point after a key', () => {
  it('moves 5 % per arrow, physically (ArrowLeft is towards the left edge)', () => {
    const start = { x: 0.5, y: 0.5 };
    expect(focalAfterKey(start, 'ArrowLeft')).toEqual({ x: 0.45, y: 0.5 });
    expect(focalAfterKey(start, 'ArrowRight')).toEqual({ x: 0.55, y: 0.5 });
    expect(focalAfterKey(start, 'ArrowUp')).toEqual({ x: 0.5, y: 0.45 });
    expect(focalAfterKey(start, 'ArrowDown')).toEqual({ x: 0.5, y: 0.55 });
  });

  it('stops at the edges', () => {
    expect(focalAfterKey({ x: 0.02, y: 0.98 }, 'ArrowLeft')).toEqual({ x: 0, y: 0.98 });
    expect(focalAfterKey({ x: 0.02, y: 0.98 }, 'ArrowDown')).toEqual({ x: 0.02, y: 1 });
  });

  it('ignores other keys', () => {
    expect(focalAfterKey({ x: 0.5, y: 0.5 }, 'Enter')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { lineCustomizationSchema } from '@sw/protocol';
import { fitInto, MIN_SIZE, moveBy, normalize, placementForKey, resizeFromCorner, scaleBy } from './placement';

const box = { x: 0.3, y: 0.4, width: 0.2, height: 0.1 };
const valid = (p: unknown) => lineCustomizationSchema.safeParse({ placement: p }).success;

describe('logo placement', () => {
  it('moves and stays on the picture', () => {
    expect(moveBy(box, 0.1, -0.1, false).placement).toEqual({ ...box, x: 0.4, y: 0.3 });
    const far = moveBy(box, 5, 5, false).placement;
    expect(far).toEqual({ ...box, x: 0.8, y: 0.9 });
    expect(moveBy(box, -5, -5, false).placement).toMatchObject({ x: 0, y: 0 });
    expect(valid(far)).toBe(true);
  });

  it('snaps its centre onto the picture centre lines', () => {
    const moved = moveBy(box, 0.105, 0.053);
    expect(moved.snapX).toBe(true);
    expect(moved.placement.x).toBeCloseTo(0.4);
    expect(moved.snapY).toBe(true);
    expect(moved.placement.y).toBeCloseTo(0.45);
  });

  it('scales from a corner keeping the aspect ratio and the opposite corner', () => {
    const bigger = resizeFromCorner(box, { sx: 1, sy: 1 }, 0.1, 0);
    expect(bigger).toEqual({ x: 0.3, y: 0.4, width: 0.3, height: 0.15 });
    const fromTopLeft = resizeFromCorner(box, { sx: -1, sy: -1 }, -0.1, 0);
    expect(fromTopLeft.x + fromTopLeft.width).toBeCloseTo(0.5);
    expect(fromTopLeft.y + fromTopLeft.height).toBeCloseTo(0.5);
    expect(fromTopLeft.width / fromTopLeft.height).toBeCloseTo(2);
  });

  it('never scales beyond the picture or below the smallest size', () => {
    const huge = resizeFromCorner(box, { sx: 1, sy: 1 }, 3, 3);
    expect(huge.x + huge.width).toBeLessThanOrEqual(1);
    expect(huge.y + huge.height).toBeLessThanOrEqual(1);
    expect(huge.width / huge.height).toBeCloseTo(2);
    expect(valid(huge)).toBe(true);
    const tiny = resizeFromCorner(box, { sx: 1, sy: 1 }, -1, -1);
    expect(tiny.height).toBeGreaterThanOrEqual(MIN_SIZE - 1e-9);
  });

  it('answers the keyboard: arrows move, + and - scale about the centre', () => {
    expect(placementForKey(box, 'ArrowRight', false)).toMatchObject({ x: 0.31 });
    expect(placementForKey(box, 'ArrowUp', true)).toMatchObject({ y: 0.35 });
    const up = placementForKey(box, '+', false)!;
    expect(up.width).toBeCloseTo(0.21);
    expect(up.x + up.width / 2).toBeCloseTo(0.4);
    expect(placementForKey(box, '-', false)!.width).toBeCloseTo(0.2 / 1.05);
    expect(placementForKey(box, 'a', false)).toBeNull();
    expect(scaleBy(box, 100).width).toBeLessThanOrEqual(1);
  });

  it('fits a logo into a preset area in its own shape, centred', () => {
    expect(fitInto({ x: 0.2, y: 0.2, width: 0.4, height: 0.4 }, 2)).toEqual({ x: 0.2, y: 0.3, width: 0.4, height: 0.2 });
    expect(fitInto({ x: 0.2, y: 0.2, width: 0.4, height: 0.4 }, 0.5)).toEqual({ x: 0.3, y: 0.2, width: 0.2, height: 0.4 });
    expect(normalize({ x: 0.95, y: -1, width: 0.3, height: 0.01 })).toEqual({ x: 0.7, y: 0, width: 0.3, height: MIN_SIZE });
  });
});

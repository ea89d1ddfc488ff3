import { describe, expect, it } from 'vitest';
import { clampCropArea, coverCanvasSize, MAX_SENT_COVER_WIDTH } from './cover-crop';

/** The cover crop's maths (docs/reference/stories.md#covers): what part of the picture is drawn, at what size. */
describe('clampCropArea', () => {
  it('rounds to whole pixels and keeps 2:3', () => {
    expect(clampCropArea({ x: 10.4, y: 20.6, width: 400.2, height: 600.4 }, 1000, 1000)).toEqual({
      x: 10,
      y: 21,
      width: 400,
      height: 600,
    });
  });

  it('keeps the crop inside the picture when the cropper overshoots by a pixel', () => {
    const area = clampCropArea({ x: -0.7, y: 0, width: 667.5, height: 1001 }, 667, 1000);
    expect(area.x).toBe(0);
    expect(area.x + area.width).toBeLessThanOrEqual(667);
    expect(area.y + area.height).toBeLessThanOrEqual(1000);
    expect(Math.abs(area.width / area.height - 2 / 3)).toBeLessThan(0.01);
  });
});

describe('coverCanvasSize', () => {
  it('never enlarges a small crop and caps a large one at the widest size sent', () => {
    expect(coverCanvasSize({ x: 0, y: 0, width: 300, height: 450 })).toEqual({ width: 300, height: 450 });
    expect(coverCanvasSize({ x: 0, y: 0, width: 3000, height: 4500 })).toEqual({
      width: MAX_SENT_COVER_WIDTH,
      height: MAX_SENT_COVER_WIDTH * 1.5,
    });
  });
});
